import RxSwift
import RxTest
import XCTest

final class PublishTests: LeakCheckingTestCase {
    func testPublishSendsOnlyLiveEventsToEachSubscriber() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(110, 7), .next(220, 3), .next(280, 4), .next(290, 1), .next(340, 8), .next(360, 5),
            .next(370, 6), .next(390, 7), .next(410, 13), .next(430, 2), .completed(450),
        ])
        let connectable = xs.publish()
        let first = scheduler.record(connectable.asObservable(), subscribeAt: 200, disposeAt: 1000)
        let second = scheduler.record(connectable.asObservable(), subscribeAt: 350, disposeAt: 400)
        scheduler.connect(connectable, at: 300, disconnectAt: 1000)
        scheduler.start()
        XCTAssertEqual(first.events, [
            .next(340, 8), .next(360, 5), .next(370, 6), .next(390, 7), .next(410, 13), .next(430, 2), .completed(450),
        ])
        XCTAssertEqual(second.events, [.next(360, 5), .next(370, 6), .next(390, 7)])
        XCTAssertEqual(xs.subscriptions, [Subscription(300, 450)])
    }

    func testPublishForwardsTheSourceError() {
        let scheduler = TestScheduler(initialClock: 0)
        let error = SharingTestError(code: 3)
        let xs = scheduler.createHotObservable([.next(220, 3), .next(340, 8), .error(450, error)])
        let connectable = xs.publish()
        let observer = scheduler.record(connectable.asObservable(), subscribeAt: 200, disposeAt: 1000)
        scheduler.connect(connectable, at: 300, disconnectAt: 1000)
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(340, 8), .error(450, error)])
        XCTAssertEqual(xs.subscriptions, [Subscription(300, 450)])
    }
}
