import RxSwift
import RxTest
import XCTest

final class NeverTests: LeakCheckingTestCase {
    func testNeverSendsNothing() {
        var events: [String] = []
        let subscription = Observable<Int>.never().subscribe { events.append(describe($0)) }
        XCTAssertEqual(events, [])
        subscription.dispose()
        XCTAssertEqual(events, [])
    }

    func testNeverSendsNothingToAnObserverSubscribedDirectly() {
        var events: [String] = []
        let subscription = Observable<Int>.never().subscribe(AnyObserver { events.append(describe($0)) })
        XCTAssertEqual(events, [])
        subscription.dispose()
    }

    func testNeverRunsOnDisposedOnlyWhenDisposed() {
        var log: [String] = []
        let subscription = Observable<Int>.never().subscribe(onDisposed: { log.append("disposed") })
        XCTAssertEqual(log, [])
        subscription.dispose()
        XCTAssertEqual(log, ["disposed"])
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

extension NeverTests {
    func testNeverSendsNothingUntilDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start { Observable<Int>.never() }
        XCTAssertEqual(observer.events, [])
    }
}
