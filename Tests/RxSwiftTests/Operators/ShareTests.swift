import Foundation
import RxSwift
import RxTest
import XCTest

final class ShareTests: LeakCheckingTestCase {
    // MARK: - Hot source, three subscribers

    /// A hot source with elements before, during and between the subscriptions of `run`.
    private func hotSource(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(150, 0), .next(210, 1), .next(220, 2), .next(240, 3), .next(300, 4),
            .next(350, 5), .next(450, 6), .completed(500),
        ])
    }

    /// Subscribes A (200-320), B (230-400), C (420-1000) and D (600-700) to `shared`.
    private func run(_ scheduler: TestScheduler, _ shared: Observable<Int>) -> [TestableObserver<Int>] {
        let observers = [
            scheduler.record(shared, subscribeAt: 200, disposeAt: 320),
            scheduler.record(shared, subscribeAt: 230, disposeAt: 400),
            scheduler.record(shared, subscribeAt: 420, disposeAt: 1000),
            scheduler.record(shared, subscribeAt: 600, disposeAt: 700),
        ]
        scheduler.start()
        return observers
    }

    /// As upstream: what the observers' reactions to a terminal event dispose (a feedback loop's
    /// effects) goes before the source of a `.whileConnected` connection; a connection of
    /// `.forever` (a multicast) disposes its source first.
    func testTeardownOrderAfterTheSourceCompletes() {
        let whileConnected = ["effects disposed @220", "source disposed @220", "source afterCompleted @220"]
        XCTAssertEqual(teardownOrder { $0.share(replay: 0, scope: .whileConnected) }, whileConnected)
        XCTAssertEqual(teardownOrder { $0.share(replay: 1, scope: .whileConnected) }, whileConnected)
        XCTAssertEqual(teardownOrder { $0.share(replay: 1, scope: .forever) }, ["source disposed @220", "effects disposed @220", "source afterCompleted @220"])
    }

    func testShareWithoutReplayWhileConnectedSubscribesTheSourceOncePerConnection() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = hotSource(scheduler)
        let observers = run(scheduler, xs.share())
        XCTAssertEqual(observers[0].events, [.next(210, 1), .next(220, 2), .next(240, 3), .next(300, 4)])
        XCTAssertEqual(observers[1].events, [.next(240, 3), .next(300, 4), .next(350, 5)])
        XCTAssertEqual(observers[2].events, [.next(450, 6), .completed(500)])
        XCTAssertEqual(observers[3].events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400), Subscription(420, 500), Subscription(600, 700)])
    }

    func testShareReplayOneWhileConnectedReplaysTheLatestElementWithinAConnectionOnly() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = hotSource(scheduler)
        let observers = run(scheduler, xs.share(replay: 1))
        XCTAssertEqual(observers[0].events, [.next(210, 1), .next(220, 2), .next(240, 3), .next(300, 4)])
        XCTAssertEqual(observers[1].events, [.next(230, 2), .next(240, 3), .next(300, 4), .next(350, 5)])
        XCTAssertEqual(observers[2].events, [.next(450, 6), .completed(500)])
        XCTAssertEqual(observers[3].events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400), Subscription(420, 500), Subscription(600, 700)])
    }

    func testShareReplayTwoWhileConnectedReplaysTheLatestElementsWithinAConnectionOnly() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = hotSource(scheduler)
        let observers = run(scheduler, xs.share(replay: 2))
        XCTAssertEqual(observers[1].events, [.next(230, 1), .next(230, 2), .next(240, 3), .next(300, 4), .next(350, 5)])
        XCTAssertEqual(observers[2].events, [.next(450, 6), .completed(500)])
        XCTAssertEqual(observers[3].events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400), Subscription(420, 500), Subscription(600, 700)])
    }

    func testShareWithoutReplayForeverSendsTheTerminalEventToLateSubscribers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = hotSource(scheduler)
        let observers = run(scheduler, xs.share(scope: .forever))
        XCTAssertEqual(observers[1].events, [.next(240, 3), .next(300, 4), .next(350, 5)])
        XCTAssertEqual(observers[2].events, [.next(450, 6), .completed(500)])
        XCTAssertEqual(observers[3].events, [.completed(600)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400), Subscription(420, 500)])
    }

    func testShareReplayOneForeverKeepsTheBufferAcrossConnectionsAndAfterTermination() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = hotSource(scheduler)
        let observers = run(scheduler, xs.share(replay: 1, scope: .forever))
        XCTAssertEqual(observers[1].events, [.next(230, 2), .next(240, 3), .next(300, 4), .next(350, 5)])
        XCTAssertEqual(observers[2].events, [.next(420, 5), .next(450, 6), .completed(500)])
        XCTAssertEqual(observers[3].events, [.next(600, 6), .completed(600)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400), Subscription(420, 500)])
    }

    // MARK: - Cold source

    func testShareReplayOneWhileConnectedResubscribesAColdSourceAfterItCompleted() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let shared = ys.asObservable().share(replay: 1)
        let first = scheduler.record(shared, subscribeAt: 200, disposeAt: 1000)
        let second = scheduler.record(shared, subscribeAt: 215, disposeAt: 1000)
        let third = scheduler.record(shared, subscribeAt: 300, disposeAt: 1000)
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(second.events, [.next(215, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(third.events, [.next(310, 1), .next(320, 2), .completed(330)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230), Subscription(300, 330)])
    }

    func testShareForwardsTheSourceErrorToEverySubscriber() {
        let scheduler = TestScheduler(initialClock: 0)
        let error = SharingTestError(code: 1)
        let ys = scheduler.createColdObservable([.next(10, 1), .error(20, error)])
        for shared in [ys.asObservable().share(), ys.asObservable().share(replay: 1), ys.asObservable().share(replay: 3)] {
            let first = scheduler.record(shared, subscribeAt: scheduler.clock + 100, disposeAt: scheduler.clock + 500)
            let second = scheduler.record(shared, subscribeAt: scheduler.clock + 105, disposeAt: scheduler.clock + 500)
            let start = scheduler.clock
            scheduler.start()
            XCTAssertEqual(first.events, [.next(start + 110, 1), .error(start + 120, error)])
            XCTAssertEqual(second.events.map(\.time).last, start + 120)
            XCTAssertEqual(second.events.last?.value.error as? SharingTestError, error)
        }
        XCTAssertEqual(ys.subscriptions.count, 3)
    }

    // MARK: - Synchronous sources and reentrancy

    func testShareWithASynchronousSourceDeliversToTheFirstSubscriberAndReconnectsForTheNext() {
        let subscribeCount = Captured(0)
        let source = Observable<Int>.create { observer in
            subscribeCount.value += 1
            observer.onNext(1)
            observer.onNext(2)
            observer.onCompleted()
            return Disposables.create()
        }
        for shared in [source.share(), source.share(replay: 1), source.share(replay: 2)] {
            subscribeCount.value = 0
            let first = Captured<[Int]>([])
            let second = Captured<[Int]>([])
            _ = shared.subscribe(onNext: { first.value.append($0) })
            _ = shared.subscribe(onNext: { second.value.append($0) })
            XCTAssertEqual(first.value, [1, 2])
            XCTAssertEqual(second.value, [1, 2])
            XCTAssertEqual(subscribeCount.value, 2)
        }
    }

    func testShareLetsAnObserverSubscribeAndDisposeFromInsideItsOwnDelivery() {
        let subject = PublishSubject<Int>()
        let shared = subject.share(replay: 1)
        let inner = Captured<[Int]>([])
        let outer = Captured<[Int]>([])
        let innerSubscription = Captured<Disposable?>(nil)
        let outerSubscription = shared.subscribe(onNext: { value in
            outer.value.append(value)
            if value == 1 {
                innerSubscription.value = shared.subscribe(onNext: { inner.value.append($0) })
            }
            if value == 3 {
                innerSubscription.value?.dispose()
            }
        })
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        subject.onNext(4)
        XCTAssertEqual(outer.value, [1, 2, 3, 4])
        XCTAssertEqual(inner.value, [1, 2, 3])
        outerSubscription.dispose()
        XCTAssertFalse(subject.hasObservers)
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
        for shared in [source.share(), source.share(replay: 1)] {
            subscriptions.value = 0
            let second = Captured<[Int]>([])
            let secondSubscription = Captured<Disposable?>(nil)
            _ = shared.subscribe(onCompleted: {
                secondSubscription.value = shared.subscribe(onNext: { second.value.append($0) })
            })
            XCTAssertEqual(subscriptions.value, 2)
            XCTAssertEqual(second.value, [2])
            secondSubscription.value?.dispose()
        }
    }

    func testDisposingTheLastSubscriberUnsubscribesTheSource() {
        let subject = PublishSubject<Int>()
        for shared in [subject.share(), subject.share(replay: 1), subject.share(replay: 2), subject.share(replay: 1, scope: .forever)] {
            let first = shared.subscribe()
            let second = shared.subscribe()
            XCTAssertTrue(subject.hasObservers)
            first.dispose()
            XCTAssertTrue(subject.hasObservers)
            second.dispose()
            XCTAssertFalse(subject.hasObservers)
        }
    }

    func testManySubscribersLeavingInShuffledOrderKeepTheOthersInOrderUntilTheLastDisconnects() {
        let subject = PublishSubject<Int>()
        for shared in [subject.share(), subject.share(replay: 1), subject.share(replay: 2), subject.publish().refCount()] {
            let received = Captured<[Int]>([])
            let subscriptions = (0..<50).map { index in shared.subscribe(onNext: { _ in received.value.append(index) }) }
            var remaining = Array(0..<50)
            var state: UInt64 = 3
            while remaining.count > 1 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                let index = remaining.remove(at: Int((state >> 33) % UInt64(remaining.count)))
                subscriptions[index].dispose()
                received.value.removeAll()
                subject.onNext(index)
                XCTAssertEqual(received.value, remaining)
            }
            XCTAssertTrue(subject.hasObservers)
            subscriptions[remaining[0]].dispose()
            XCTAssertFalse(subject.hasObservers)
        }
    }

    // MARK: - Concurrency

    /// A source that holds its own (recursive) lock while it subscribes, unsubscribes and
    /// delivers, as user code often does. A sharing operator that held its lock while calling
    /// into the source, or into observers that take this lock, would deadlock against it.
    private final class LockingSource: @unchecked Sendable {
        let lock = NSRecursiveLock()
        private var observers: [Int: AnyObserver<Int>] = [:]
        private var nextKey = 0
        private var isDelivering = false

        var observerCount: Int {
            lock.lock()
            defer { lock.unlock() }
            return observers.count
        }

        lazy var observable: Observable<Int> = Observable.create { [unowned self] observer in
            lock.lock()
            let key = nextKey
            nextKey += 1
            observers[key] = observer
            lock.unlock()
            return Disposables.create { [unowned self] in
                lock.lock()
                observers[key] = nil
                lock.unlock()
            }
        }

        /// Sends `value` to every observer, unless called from inside a delivery (which would
        /// break the one-event-at-a-time grammar).
        func push(_ value: Int) {
            lock.lock()
            defer { lock.unlock() }
            if isDelivering { return }
            isDelivering = true
            for observer in observers.values {
                observer.onNext(value)
            }
            isDelivering = false
        }
    }

    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        func increment() {
            lock.lock()
            value += 1
            lock.unlock()
        }
        var count: Int {
            lock.lock()
            defer { lock.unlock() }
            return value
        }
    }

    /// Two threads subscribe, push, and dispose in a loop; observers take the source's lock,
    /// push (when they receive a replay outside a delivery) and subscribe/dispose from inside
    /// their deliveries. It must finish (no deadlock) and leave the source
    /// unsubscribed.
    private func assertNoDeadlock(_ name: String, makeShared: (Observable<Int>) -> Observable<Int>, file: StaticString = #filePath, line: UInt = #line) {
        let source = LockingSource()
        let shared = makeShared(source.observable)
        let box = SharingTestBox(shared)
        let received = Counter()
        let iterations = 1000
        let finished = assertCompletes(within: 20, self, file: file, line: line) {
            let group = DispatchGroup()
            for thread in 0..<2 {
                group.enter()
                Thread.detachNewThread {
                    for iteration in 0..<iterations {
                        let subscription = box.value.subscribe(onNext: { value in
                            source.lock.lock()
                            received.increment()
                            source.lock.unlock()
                            if value % 2 == 0 {
                                source.push(value + 1)
                                box.value.subscribe().dispose()
                            }
                        })
                        source.push((iteration * 2 + thread) * 2)
                        subscription.dispose()
                    }
                    group.leave()
                }
            }
            group.wait()
        }
        guard finished else { return }
        // A subscriber that joins while another thread is still connecting may miss the pushes
        // made meanwhile, so how many arrive depends on the interleaving; some always do.
        XCTAssertGreaterThan(received.count, 0, name, file: file, line: line)
        XCTAssertEqual(source.observerCount, 0, "\(name): the source is still subscribed", file: file, line: line)
        // After the storm, a new subscriber must get a live connection.
        let afterwards = Captured<[Int]>([])
        let subscription = shared.subscribe(onNext: { afterwards.value.append($0) })
        source.push(-1)
        XCTAssertEqual(afterwards.value.last, -1, "\(name): the last connection is not live", file: file, line: line)
        subscription.dispose()
        XCTAssertEqual(source.observerCount, 0, "\(name): the source is still subscribed", file: file, line: line)
    }

    func testLateSubscribersGetTheReplayThenConsecutiveElementsWhileAnotherThreadPushes() {
        let subject = SharingTestBox(PublishSubject<Int>())
        let shared = SharingTestBox(subject.value.share(replay: 1))
        let keepConnected = shared.value.subscribe()
        let pushes = 20_000
        let finished = assertCompletes(within: 20, self) {
            let group = DispatchGroup()
            let pusherDone = SharingTestFlag()
            group.enter()
            Thread.detachNewThread {
                for value in 0..<pushes {
                    subject.value.onNext(value)
                }
                pusherDone.set()
                group.leave()
            }
            var problems: [String] = []
            for _ in 0..<300 {
                let received = Captured<[Int]>([])
                let lock = NSLock()
                let subscription = shared.value.subscribe(onNext: { value in
                    lock.lock()
                    received.value.append(value)
                    lock.unlock()
                })
                // Stay subscribed for a few live elements (or until the pusher is done).
                while lock.withLock({ received.value.count < 4 }) && !pusherDone.isSet {}
                subscription.dispose()
                lock.lock()
                if zip(received.value, received.value.dropFirst()).contains(where: { $1 != $0 + 1 }) {
                    problems.append("not consecutive: \(received.value.prefix(10))")
                }
                lock.unlock()
            }
            group.wait()
            XCTAssertEqual(problems, [])
        }
        XCTAssertTrue(finished)
        keepConnected.dispose()
    }

    func testShareAndRefCountDoNotDeadlockWhenThreadsSubscribePushAndDisposeConcurrently() {
        assertNoDeadlock("share()") { $0.share() }
        assertNoDeadlock("share(replay: 1)") { $0.share(replay: 1) }
        assertNoDeadlock("share(replay: 2)") { $0.share(replay: 2) }
        assertNoDeadlock("share(replay: 1, scope: .forever)") { $0.share(replay: 1, scope: .forever) }
        assertNoDeadlock("publish().refCount()") { $0.publish().refCount() }
        assertNoDeadlock("replay(1).refCount()") { $0.replay(1).refCount() }
    }
}
