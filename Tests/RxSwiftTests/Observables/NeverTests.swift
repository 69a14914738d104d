import RxSwift
import RxTest
import XCTest

final class NeverTests: LeakCheckingTestCase {
    func testNeverSendsNothing() {
        let events = Captured<[String]>([])
        let subscription = Observable<Int>.never().subscribe { events.value.append(describe($0)) }
        XCTAssertEqual(events.value, [])
        subscription.dispose()
        XCTAssertEqual(events.value, [])
    }

    func testNeverSendsNothingToAnObserverSubscribedDirectly() {
        let events = Captured<[String]>([])
        let subscription = Observable<Int>.never().subscribe(AnyObserver { events.value.append(describe($0)) })
        XCTAssertEqual(events.value, [])
        subscription.dispose()
    }

    func testNeverRunsOnDisposedOnlyWhenDisposed() {
        let log = Captured<[String]>([])
        let subscription = Observable<Int>.never().subscribe(onDisposed: { log.value.append("disposed") })
        XCTAssertEqual(log.value, [])
        subscription.dispose()
        XCTAssertEqual(log.value, ["disposed"])
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
