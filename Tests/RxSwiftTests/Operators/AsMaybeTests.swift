import RxSwift
import RxTest
import XCTest

final class AsMaybeTests: LeakCheckingTestCase {
    func testDeliversTheOnlyElementOnCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let observer = scheduler.start { source.asMaybe() }
        XCTAssertEqual(observer.events, [.next(250, 1), .completed(250)])
    }

    func testEmptySourceCompletesEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.completed(250)] as [Recorded<Event<Int>>])
        let observer = scheduler.start { source.asMaybe() }
        XCTAssertEqual(observer.events, [.completed(250)])
    }

    func testSecondElementFailsAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let observer = scheduler.start { source.asMaybe() }
        XCTAssertEqual(observer.events, [.error(220, RxError.moreThanOneElement)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
    }
}
