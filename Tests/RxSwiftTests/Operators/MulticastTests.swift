import RxSwift
import RxTest
import XCTest

final class MulticastTests: LeakCheckingTestCase {
    func testMulticastSharesOneSourceSubscriptionAmongSubscribers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .next(320, 3), .completed(400)])
        let subject = PublishSubject<Int>()
        let connectable = xs.multicast(subject)
        let first = scheduler.record(connectable.asObservable(), subscribeAt: 200, disposeAt: 1000)
        let second = scheduler.record(connectable.asObservable(), subscribeAt: 300, disposeAt: 1000)
        scheduler.connect(connectable, at: 250, disconnectAt: 1000)
        scheduler.start()
        XCTAssertEqual(first.events, [.next(260, 2), .next(320, 3), .completed(400)])
        XCTAssertEqual(second.events, [.next(320, 3), .completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(250, 400)])
    }

    func testMulticastWithMakeSubjectForwardsWhileConnected() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .next(320, 3), .next(420, 4)])
        let connectable = xs.multicast(makeSubject: { BehaviorSubject<Int>(value: 0) })
        let observer = scheduler.record(connectable.asObservable(), subscribeAt: 200, disposeAt: 1000)
        scheduler.connect(connectable, at: 250, disconnectAt: 350)
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(200, 0), .next(260, 2), .next(320, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(250, 350)])
    }

    func testMulticastWithSelectorSubscribesTheSourceOncePerSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let observable = ys.asObservable().multicast({ PublishSubject<Int>() }, selector: { shared in
            Observable.merge(shared, shared.map { $0 * 10 })
        })
        let first = scheduler.record(observable, subscribeAt: 200, disposeAt: 1000)
        let second = scheduler.record(observable, subscribeAt: 300, disposeAt: 1000)
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .next(210, 10), .next(220, 2), .next(220, 20), .completed(230)])
        XCTAssertEqual(second.events, [.next(310, 1), .next(310, 10), .next(320, 2), .next(320, 20), .completed(330)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230), Subscription(300, 330)])
    }

    func testDisposingTheMulticastSelectorResultDisconnectsTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .next(320, 3)])
        let res = scheduler.start(disposed: 300) {
            xs.multicast({ ReplaySubject<Int>.createUnbounded() }, selector: { $0 })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(260, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testAnErrorThrownByTheSubjectSelectorEndsTheResult() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let error = SharingTestError(code: 1)
        let res = scheduler.start {
            xs.multicast({ () throws -> PublishSubject<Int> in throw error }, selector: { $0 })
        }
        XCTAssertEqual(res.events, [.error(200, error)])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func testAnErrorThrownByTheSelectorEndsTheResult() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let error = SharingTestError(code: 2)
        let res = scheduler.start {
            xs.multicast({ PublishSubject<Int>() }, selector: { (_: Observable<Int>) throws -> Observable<Int> in throw error })
        }
        XCTAssertEqual(res.events, [.error(200, error)])
        XCTAssertEqual(xs.subscriptions, [])
    }
}
