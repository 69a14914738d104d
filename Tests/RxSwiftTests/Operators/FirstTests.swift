import RxSwift
import RxTest
import XCTest

private struct TestError: Error {}

final class FirstTests: LeakCheckingTestCase {
    func testDeliversTheFirstElementAndUnsubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let observer = scheduler.start { source.first() }
        XCTAssertEqual(observer.events, [.next(210, 1), .completed(210)] as [Recorded<Event<Int?>>])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 210)])
    }

    func testEmptySourceDeliversNil() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.completed(250)] as [Recorded<Event<Int>>])
        let observer = scheduler.start { source.first() }
        XCTAssertEqual(observer.events, [.next(250, nil), .completed(250)] as [Recorded<Event<Int?>>])
    }

    func testErrorIsForwarded() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.error(230, TestError())] as [Recorded<Event<Int>>])
        let observer = scheduler.start { source.first() }
        XCTAssertEqual(observer.events, [.error(230, TestError())] as [Recorded<Event<Int?>>])
    }
}
