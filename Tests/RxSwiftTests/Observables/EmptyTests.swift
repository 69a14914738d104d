import RxSwift
import RxTest
import XCTest

final class EmptyTests: LeakCheckingTestCase {
    func testEmptyCompletesDuringSubscribe() {
        var events: [String] = []
        let subscription = Observable<Int>.empty().subscribe { events.append(describe($0)) }
        XCTAssertEqual(events, ["completed"])
        subscription.dispose()
    }

    func testEmptyCompletesAnObserverSubscribedDirectly() {
        var events: [String] = []
        let subscription = Observable<Int>.empty().subscribe(AnyObserver { events.append(describe($0)) })
        XCTAssertEqual(events, ["completed"])
        subscription.dispose()
    }

    func testEmptyRunsCompletionAndDisposalHandlers() {
        var log: [String] = []
        _ = Observable<String>.empty().subscribe(
            onNext: { log.append("next \($0)") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") }
        )
        XCTAssertEqual(log, ["completed", "disposed"])
    }
}

private func describe<Element>(_ event: Event<Element>) -> String {
    switch event {
    case .next(let element): return "next(\(element))"
    case .error(let error): return "error(\(error))"
    case .completed: return "completed"
    }
}

// MARK: - Virtual time

extension EmptyTests {
    func testEmptyCompletesAtSubscriptionTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start { Observable<Int>.empty() }
        XCTAssertEqual(observer.events, [.completed(200)])
    }
}
