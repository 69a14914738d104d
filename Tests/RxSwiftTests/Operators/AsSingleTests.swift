import RxSwift
import RxTest
import XCTest

private struct TestError: Error {}

final class AsSingleTests: LeakCheckingTestCase {
    func testDeliversTheOnlyElementOnCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let observer = scheduler.start { source.asSingle() }
        XCTAssertEqual(observer.events, [.next(250, 1), .completed(250)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 250)])
    }

    func testEmptySourceFailsWithNoElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.completed(250)] as [Recorded<Event<Int>>])
        let observer = scheduler.start { source.asSingle() }
        XCTAssertEqual(observer.events, [.error(250, RxError.noElements)])
    }

    func testSecondElementFailsAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let observer = scheduler.start { source.asSingle() }
        XCTAssertEqual(observer.events, [.error(220, RxError.moreThanOneElement)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
    }

    func testErrorIsForwarded() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
        let observer = scheduler.start { source.asSingle() }
        XCTAssertEqual(observer.events, [.error(220, TestError())])
    }
}
