import RxSwift
import RxTest
import XCTest

final class RefCountTests: LeakCheckingTestCase {
    func testRefCountConnectsOnTheFirstSubscriberAndDisconnectsAfterTheLast() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(260, 2), .next(320, 3), .next(450, 4), .next(520, 5), .next(620, 6),
        ])
        let shared = xs.publish().refCount()
        let first = scheduler.record(shared, subscribeAt: 200, disposeAt: 300)
        let second = scheduler.record(shared, subscribeAt: 250, disposeAt: 400)
        let third = scheduler.record(shared, subscribeAt: 500, disposeAt: 600)
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .next(260, 2)])
        XCTAssertEqual(second.events, [.next(260, 2), .next(320, 3)])
        XCTAssertEqual(third.events, [.next(520, 5)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400), Subscription(500, 600)])
    }

    func testTerminationEndsTheConnectionAndTheNextSubscriberReconnects() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let shared = ys.asObservable().publish().refCount()
        let first = scheduler.record(shared, subscribeAt: 200, disposeAt: 1000)
        let second = scheduler.record(shared, subscribeAt: 205, disposeAt: 1000)
        let third = scheduler.record(shared, subscribeAt: 300, disposeAt: 1000)
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(second.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(third.events, [.next(310, 1), .completed(320)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220), Subscription(300, 320)])
    }

    func testASubscriberOfATerminatedFixedSubjectDoesNotConnect() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let shared = ys.asObservable().multicast(ReplaySubject<Int>.create(bufferSize: 1)).refCount()
        let first = scheduler.record(shared, subscribeAt: 200, disposeAt: 1000)
        let late = scheduler.record(shared, subscribeAt: 300, disposeAt: 1000)
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(late.events, [.next(300, 1), .completed(300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
    }

    func testRefCountDeliversElementsASynchronousSourceSendsWhileConnecting() {
        let received = Captured<[Int]>([])
        let completed = Captured(false)
        _ = Observable.of(1, 2, 3).publish().refCount().subscribe(onNext: { received.value.append($0) }, onCompleted: { completed.value = true })
        XCTAssertEqual(received.value, [1, 2, 3])
        XCTAssertTrue(completed.value)
    }

    func testRefCountWorksWithAnyConnectableObservableType() {
        let subject = PublishSubject<Int>()
        let connectable = CountingConnectable(subject: subject)
        let shared = connectable.refCount()
        let received = Captured<[Int]>([])
        let first = shared.subscribe(onNext: { received.value.append($0) })
        let second = shared.subscribe(onNext: { received.value.append($0 * 10) })
        XCTAssertEqual(connectable.log.connects, 1)
        connectable.log.source.onNext(1)
        first.dispose()
        XCTAssertEqual(connectable.log.disconnects, 0)
        connectable.log.source.onNext(2)
        second.dispose()
        XCTAssertEqual(connectable.log.disconnects, 1)
        let third = shared.subscribe()
        XCTAssertEqual(connectable.log.connects, 2)
        third.dispose()
        XCTAssertEqual(connectable.log.disconnects, 2)
        XCTAssertEqual(received.value, [1, 10, 20])
    }

    func testASubscriberArrivingWhileTheSourceCompletesDuringConnectGetsANewConnection() {
        let subscriptions = Captured(0)
        let source = Observable<Int>.create { observer in
            subscriptions.value += 1
            observer.onNext(subscriptions.value)
            if subscriptions.value == 1 {
                observer.onCompleted()
            }
            return Disposables.create()
        }
        let shared = source.publish().refCount()
        let first = Captured<[Int]>([])
        let second = Captured<[Int]>([])
        let secondSubscription = Captured<Disposable?>(nil)
        _ = shared.subscribe(onNext: { first.value.append($0) }, onCompleted: {
            secondSubscription.value = shared.subscribe(onNext: { second.value.append($0) })
        })
        XCTAssertEqual(subscriptions.value, 2)
        XCTAssertEqual(first.value, [1])
        XCTAssertEqual(second.value, [2])
        secondSubscription.value?.dispose()
    }

    func testUnsubscribingFromInsideADeliveryDisconnectsAfterTheConnectionIsEstablished() {
        let source = PublishSubject<Int>()
        let shared = source.startingWithZero().publish().refCount()
        let received = Captured<[Int]>([])
        let subscription = SingleAssignmentDisposable()
        subscription.setDisposable(shared.subscribe(onNext: { value in
            received.value.append(value)
            subscription.dispose()
        }))
        XCTAssertEqual(received.value, [0])
        XCTAssertFalse(source.hasObservers)
        source.onNext(1)
        XCTAssertEqual(received.value, [0])
    }
}

extension ObservableType where Element == Int {
    /// Sends 0 synchronously on subscription, then this sequence.
    fileprivate func startingWithZero() -> Observable<Int> {
        let source = asObservable()
        return Observable.create { observer in
            observer.onNext(0)
            return source.subscribe(observer)
        }
    }
}

/// A hand-written connectable sequence that counts its connections.
private final class CountingConnectable: ConnectableObservableType {
    typealias Element = Int

    final class Log: Sendable {
        private let counts = Captured((connects: 0, disconnects: 0))
        let source: PublishSubject<Int>
        init(source: PublishSubject<Int>) { self.source = source }
        var connects: Int {
            get { counts.value.connects }
            set { counts.value.connects = newValue }
        }
        var disconnects: Int {
            get { counts.value.disconnects }
            set { counts.value.disconnects = newValue }
        }
    }

    let log: Log
    private let relay = PublishSubject<Int>()

    init(subject: PublishSubject<Int>) {
        log = Log(source: subject)
    }

    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Int {
        relay.subscribe(observer)
    }

    func connect() -> Disposable {
        log.connects += 1
        let subscription = UncheckedSendable(log.source.subscribe(relay))
        let log = self.log
        return Disposables.create {
            log.disconnects += 1
            subscription.value.dispose()
        }
    }
}
