import RxSwift
import RxTest
import XCTest

final class EmptyTests: LeakCheckingTestCase {
    func testEmptyCompletesDuringSubscribe() {
        let events = Captured<[String]>([])
        let subscription = Observable<Int>.empty().subscribe { events.value.append(describe($0)) }
        XCTAssertEqual(events.value, ["completed"])
        subscription.dispose()
    }

    func testEmptyCompletesAnObserverSubscribedDirectly() {
        let events = Captured<[String]>([])
        let subscription = Observable<Int>.empty().subscribe(AnyObserver { events.value.append(describe($0)) })
        XCTAssertEqual(events.value, ["completed"])
        subscription.dispose()
    }

    func testEmptyRunsCompletionAndDisposalHandlers() {
        let log = Captured<[String]>([])
        _ = Observable<String>.empty().subscribe(
            onNext: { log.value.append("next \($0)") },
            onCompleted: { log.value.append("completed") },
            onDisposed: { log.value.append("disposed") }
        )
        XCTAssertEqual(log.value, ["completed", "disposed"])
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
