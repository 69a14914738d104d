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
        var received: [Int] = []
        var completed = false
        _ = Observable.of(1, 2, 3).publish().refCount().subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
        XCTAssertEqual(received, [1, 2, 3])
        XCTAssertTrue(completed)
    }

    func testRefCountWorksWithAnyConnectableObservableType() {
        let subject = PublishSubject<Int>()
        let connectable = CountingConnectable(subject: subject)
        let shared = connectable.refCount()
        var received: [Int] = []
        let first = shared.subscribe(onNext: { received.append($0) })
        let second = shared.subscribe(onNext: { received.append($0 * 10) })
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
        XCTAssertEqual(received, [1, 10, 20])
    }

    func testASubscriberArrivingWhileTheSourceCompletesDuringConnectGetsANewConnection() {
        var subscriptions = 0
        let source = Observable<Int>.create { observer in
            subscriptions += 1
            observer.onNext(subscriptions)
            if subscriptions == 1 {
                observer.onCompleted()
            }
            return Disposables.create()
        }
        let shared = source.publish().refCount()
        var first: [Int] = []
        var second: [Int] = []
        var secondSubscription: Disposable?
        _ = shared.subscribe(onNext: { first.append($0) }, onCompleted: {
            secondSubscription = shared.subscribe(onNext: { second.append($0) })
        })
        XCTAssertEqual(subscriptions, 2)
        XCTAssertEqual(first, [1])
        XCTAssertEqual(second, [2])
        secondSubscription?.dispose()
    }

    func testUnsubscribingFromInsideADeliveryDisconnectsAfterTheConnectionIsEstablished() {
        let source = PublishSubject<Int>()
        let shared = source.startingWithZero().publish().refCount()
        var received: [Int] = []
        let subscription = SingleAssignmentDisposable()
        subscription.setDisposable(shared.subscribe(onNext: { value in
            received.append(value)
            subscription.dispose()
        }))
        XCTAssertEqual(received, [0])
        XCTAssertFalse(source.hasObservers)
        source.onNext(1)
        XCTAssertEqual(received, [0])
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

    final class Log {
        var connects = 0
        var disconnects = 0
        let source: PublishSubject<Int>
        init(source: PublishSubject<Int>) { self.source = source }
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
        let subscription = log.source.subscribe(relay)
        let log = self.log
        return Disposables.create {
            log.disconnects += 1
            subscription.dispose()
        }
    }
}
