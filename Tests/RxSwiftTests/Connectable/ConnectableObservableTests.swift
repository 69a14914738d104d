import RxSwift
import RxTest
import XCTest

final class ConnectableObservableTests: LeakCheckingTestCase {
    /// A subscriber that came after the connection ended waits on a new subject that never
    /// ends; nothing but the connectable keeps it, so it goes with the connectable.
    func testALateSubscriberIsReleasedWithTheConnectable() {
        final class Payload: Sendable {}
        for makeConnectable in [
            { (source: Observable<Int>) in source.replay(1) },
            { (source: Observable<Int>) in source.replayAll() },
            { (source: Observable<Int>) in source.publish() },
        ] {
            weak var released: Payload?
            do {
                let payload = Payload()
                released = payload
                let connectable = makeConnectable(Observable.just(1))
                _ = connectable.connect()
                _ = connectable.subscribe(onNext: { _ in withExtendedLifetime(payload) {} })
            }
            XCTAssertNil(released)
        }
    }

    func testConnectReturnsTheOpenConnectionUntilItIsDisposed() {
        let subject = PublishSubject<Int>()
        let connectable = subject.publish()
        let first = connectable.connect()
        let second = connectable.connect()
        XCTAssertTrue((first as AnyObject) === (second as AnyObject))
        XCTAssertTrue(subject.hasObservers)
        XCTAssertEqual((first as? Cancelable)?.isDisposed, false)
        first.dispose()
        XCTAssertEqual((first as? Cancelable)?.isDisposed, true)
        XCTAssertFalse(subject.hasObservers)
        let third = connectable.connect()
        XCTAssertFalse((first as AnyObject) === (third as AnyObject))
        XCTAssertTrue(subject.hasObservers)
        third.dispose()
        XCTAssertFalse(subject.hasObservers)
    }

    func testSubscribersReceiveOnlyWhatIsSentWhileConnected() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(310, 2), .next(350, 3), .next(420, 4), .next(520, 5), .next(620, 6),
        ])
        let connectable = xs.publish()
        let early = scheduler.record(connectable.asObservable(), subscribeAt: 200, disposeAt: 1000)
        let late = scheduler.record(connectable.asObservable(), subscribeAt: 450, disposeAt: 1000)
        scheduler.connect(connectable, at: 300, disconnectAt: 400)
        scheduler.connect(connectable, at: 500, disconnectAt: 600)
        scheduler.start()
        // The disconnection at 400 retires the first subject; the second connection feeds a new one.
        XCTAssertEqual(early.events, [.next(310, 2), .next(350, 3)])
        XCTAssertEqual(late.events, [.next(520, 5)])
        XCTAssertEqual(xs.subscriptions, [Subscription(300, 400), Subscription(500, 600)])
    }

    func testAFixedSubjectServesEveryConnection() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(310, 2), .next(420, 4), .next(520, 5)])
        let connectable = xs.multicast(PublishSubject<Int>())
        let observer = scheduler.record(connectable.asObservable(), subscribeAt: 200, disposeAt: 1000)
        scheduler.connect(connectable, at: 300, disconnectAt: 400)
        scheduler.connect(connectable, at: 500, disconnectAt: 600)
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(310, 2), .next(520, 5)])
        XCTAssertEqual(xs.subscriptions, [Subscription(300, 400), Subscription(500, 600)])
    }

    func testSourceTerminationEndsTheConnectionAndTheNextConnectionResubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let connectable = ys.asObservable().publish()
        let first = scheduler.record(connectable.asObservable(), subscribeAt: 200, disposeAt: 1000)
        let second = scheduler.record(connectable.asObservable(), subscribeAt: 400, disposeAt: 1000)
        scheduler.connect(connectable, at: 300, disconnectAt: 1000)
        scheduler.connect(connectable, at: 500, disconnectAt: 1000)
        scheduler.start()
        XCTAssertEqual(first.events, [.next(310, 1), .completed(320)])
        XCTAssertEqual(second.events, [.next(510, 1), .completed(520)])
        XCTAssertEqual(ys.subscriptions, [Subscription(300, 320), Subscription(500, 520)])
    }

    func testTheSubjectIsMadeOnTheFirstSubscriptionAndRemadeAfterTheConnectionEnds() {
        let made = Captured(0)
        let subject = PublishSubject<Int>()
        let connectable = subject.multicast(makeSubject: { () -> PublishSubject<Int> in
            made.value += 1
            return PublishSubject<Int>()
        })
        XCTAssertEqual(made.value, 0)
        let received = Captured<[Int]>([])
        let subscription = connectable.subscribe(onNext: { received.value.append($0) })
        XCTAssertEqual(made.value, 1)
        let connection = connectable.connect()
        XCTAssertEqual(made.value, 1)
        subject.onNext(1)
        connection.dispose()
        subject.onNext(2)
        let reconnection = connectable.connect()
        XCTAssertEqual(made.value, 2)
        subject.onNext(3)
        XCTAssertEqual(received.value, [1])
        reconnection.dispose()
        subscription.dispose()
    }
}
