import RxSwift
import RxTest
import XCTest

final class ReplayTests: LeakCheckingTestCase {
    private func source(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(310, 1), .next(320, 2), .next(330, 3), .next(410, 4), .completed(600),
        ])
    }

    func testReplayReplaysTheLatestElementsToLateSubscribers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let connectable = xs.replay(2)
        let late = scheduler.record(connectable.asObservable(), subscribeAt: 350, disposeAt: 1000)
        scheduler.connect(connectable, at: 300, disconnectAt: 1000)
        scheduler.start()
        XCTAssertEqual(late.events, [.next(350, 2), .next(350, 3), .next(410, 4), .completed(600)])
        XCTAssertEqual(xs.subscriptions, [Subscription(300, 600)])
    }

    func testReplayAllReplaysEveryElementToLateSubscribers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let connectable = xs.replayAll()
        let late = scheduler.record(connectable.asObservable(), subscribeAt: 350, disposeAt: 1000)
        scheduler.connect(connectable, at: 300, disconnectAt: 1000)
        scheduler.start()
        XCTAssertEqual(late.events, [.next(350, 1), .next(350, 2), .next(350, 3), .next(410, 4), .completed(600)])
    }

    func testReplayBufferIsDroppedWhenTheConnectionEnds() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let connectable = xs.replay(1)
        let during = scheduler.record(connectable.asObservable(), subscribeAt: 340, disposeAt: 1000)
        let after = scheduler.record(connectable.asObservable(), subscribeAt: 400, disposeAt: 1000)
        scheduler.connect(connectable, at: 300, disconnectAt: 350)
        scheduler.start()
        XCTAssertEqual(during.events, [.next(340, 3)])
        XCTAssertEqual(after.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(300, 350)])
    }
}
