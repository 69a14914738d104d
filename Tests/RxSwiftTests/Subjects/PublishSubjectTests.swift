import Foundation
@testable import RxSwift
import RxTest
import XCTest

final class PublishSubjectTests: LeakCheckingTestCase {
    func testDeliversEachEventToTheObserversSubscribedWhenItIsSent() {
        let subject = PublishSubject<Int>()
        let early = SubjectEventRecorder<Int>()
        let late = SubjectEventRecorder<Int>()

        subject.onNext(0)
        let earlySubscription = subject.subscribe(early)
        subject.onNext(1)
        let lateSubscription = subject.subscribe(late)
        subject.onNext(2)
        subject.onCompleted()

        XCTAssertEqual(early.descriptions, ["next(1)", "next(2)", "completed"])
        XCTAssertEqual(late.descriptions, ["next(2)", "completed"])
        earlySubscription.dispose()
        lateSubscription.dispose()
    }

    func testObserversReceiveEventsInSubscriptionOrder() {
        let subject = PublishSubject<Int>()
        let order = Captured<[String]>([])
        let first = subject.subscribe(onNext: { order.value.append("first \($0)") })
        let second = subject.subscribe(onNext: { order.value.append("second \($0)") })

        subject.onNext(1)
        subject.onNext(2)

        XCTAssertEqual(order.value, ["first 1", "second 1", "first 2", "second 2"])
        first.dispose()
        second.dispose()
    }

    func testDisposedSubscriptionStopsReceivingAndLeavesOthers() {
        let subject = PublishSubject<Int>()
        let kept = SubjectEventRecorder<Int>()
        let dropped = SubjectEventRecorder<Int>()
        let keptSubscription = subject.subscribe(kept)
        let droppedSubscription = subject.subscribe(dropped)

        subject.onNext(1)
        droppedSubscription.dispose()
        subject.onNext(2)

        XCTAssertEqual(kept.descriptions, ["next(1)", "next(2)"])
        XCTAssertEqual(dropped.descriptions, ["next(1)"])
        keptSubscription.dispose()
    }

    func testHasObserversFollowsSubscriptionsAndTermination() {
        let subject = PublishSubject<Int>()
        XCTAssertFalse(subject.hasObservers)

        let first = subject.subscribe(onNext: { _ in })
        XCTAssertTrue(subject.hasObservers)
        let second = subject.subscribe(onNext: { _ in })
        first.dispose()
        XCTAssertTrue(subject.hasObservers)
        second.dispose()
        XCTAssertFalse(subject.hasObservers)

        let third = subject.subscribe(onNext: { _ in })
        XCTAssertTrue(subject.hasObservers)
        subject.onCompleted()
        XCTAssertFalse(subject.hasObservers)
        third.dispose()
    }

    func testEventsAfterCompletionAreIgnored() {
        let subject = PublishSubject<Int>()
        let recorder = SubjectEventRecorder<Int>()
        let subscription = subject.subscribe(recorder)

        subject.onNext(1)
        subject.onCompleted()
        subject.onNext(2)
        subject.onError(SubjectTestError(code: 1))
        subject.onCompleted()

        XCTAssertEqual(recorder.descriptions, ["next(1)", "completed"])
        subscription.dispose()
    }

    func testEventsAfterErrorAreIgnored() {
        let subject = PublishSubject<Int>()
        let recorder = SubjectEventRecorder<Int>()
        let subscription = subject.subscribe(recorder)

        subject.onError(SubjectTestError(code: 7))
        subject.onNext(2)
        subject.onCompleted()

        XCTAssertEqual(recorder.events.count, 1)
        XCTAssertEqual(recorder.events.first?.error as? SubjectTestError, SubjectTestError(code: 7))
        subscription.dispose()
    }

    func testSubscribingAfterCompletionReceivesCompletedAtOnce() {
        let subject = PublishSubject<Int>()
        subject.onNext(1)
        subject.onCompleted()

        let recorder = SubjectEventRecorder<Int>()
        let subscription = subject.subscribe(recorder)

        XCTAssertEqual(recorder.descriptions, ["completed"])
        XCTAssertFalse(subject.hasObservers)
        subscription.dispose()
    }

    func testSubscribingAfterErrorReceivesTheErrorAtOnce() {
        let subject = PublishSubject<Int>()
        subject.onError(SubjectTestError(code: 3))

        let recorder = SubjectEventRecorder<Int>()
        let subscription = subject.subscribe(recorder)

        XCTAssertEqual(recorder.events.count, 1)
        XCTAssertEqual(recorder.events.first?.error as? SubjectTestError, SubjectTestError(code: 3))
        subscription.dispose()
    }

    func testDisposeDropsObserversIgnoresEventsAndFailsNewSubscribers() {
        let subject = PublishSubject<Int>()
        let recorder = SubjectEventRecorder<Int>()
        let subscription = subject.subscribe(recorder)
        subject.onNext(1)
        XCTAssertFalse(subject.isDisposed)

        subject.dispose()
        subject.onNext(2)
        subject.onCompleted()

        XCTAssertTrue(subject.isDisposed)
        XCTAssertFalse(subject.hasObservers)
        XCTAssertEqual(recorder.descriptions, ["next(1)"])

        let late = SubjectEventRecorder<Int>()
        let lateSubscription = subject.subscribe(late)
        XCTAssertEqual(late.events.count, 1)
        XCTAssertTrue(isDisposedError(late.events.first, of: subject))
        subscription.dispose()
        lateSubscription.dispose()
    }

    func testDisposeAfterCompletionMakesNewSubscribersReceiveDisposedError() {
        let subject = PublishSubject<Int>()
        subject.onCompleted()
        subject.dispose()

        let recorder = SubjectEventRecorder<Int>()
        let subscription = subject.subscribe(recorder)

        XCTAssertTrue(isDisposedError(recorder.events.first, of: subject))
        subscription.dispose()
    }

    func testEachSubscriptionCountsInResourcesUntilReleased() {
        let subject = PublishSubject<Int>()
        let recorder = SubjectEventRecorder<Int>()
        let before = Resources.total

        do {
            let subscription = subject.subscribe(recorder)
            XCTAssertEqual(Resources.total, before + 1)
            subscription.dispose()
            XCTAssertFalse(subject.hasObservers)
        }

        XCTAssertEqual(Resources.total, before)
    }

    func testDisposingASubscriptionTwiceIsHarmless() {
        let subject = PublishSubject<Int>()
        let first = subject.subscribe(onNext: { _ in })
        let second = subject.subscribe(onNext: { _ in })

        first.dispose()
        first.dispose()

        XCTAssertTrue(subject.hasObservers)
        second.dispose()
        XCTAssertFalse(subject.hasObservers)
    }

    func testObserverSubscribedDuringDeliveryReceivesOnlyLaterEvents() {
        let subject = PublishSubject<Int>()
        let inner = SubjectEventRecorder<Int>()
        let innerSubscription = Captured<Disposable?>(nil)
        let outer = subject.subscribe(onNext: { _ in
            if innerSubscription.value == nil {
                innerSubscription.value = subject.subscribe(inner)
            }
        })

        subject.onNext(1)
        subject.onNext(2)

        XCTAssertEqual(inner.descriptions, ["next(2)"])
        outer.dispose()
        innerSubscription.value?.dispose()
    }

    func testObserverDisposingItselfDuringDeliveryStopsAfterThatEvent() {
        let subject = PublishSubject<Int>()
        let received = Captured<[Int]>([])
        let subscription = Captured<Disposable?>(nil)
        subscription.value = subject.subscribe(onNext: { value in
            received.value.append(value)
            subscription.value?.dispose()
        })

        subject.onNext(1)
        subject.onNext(2)

        XCTAssertEqual(received.value, [1])
        XCTAssertFalse(subject.hasObservers)
    }

    func testObserverDisposedByAnEarlierOneDuringDeliveryStillGetsThatEventOnly() {
        let subject = PublishSubject<Int>()
        let received = Captured<[String]>([])
        let later = Captured<Disposable?>(nil)
        let earlier = subject.subscribe(onNext: { value in
            received.value.append("earlier \(value)")
            later.value?.dispose()
        })
        later.value = subject.subscribe(onNext: { received.value.append("later \($0)") })

        subject.onNext(1)
        subject.onNext(2)

        // Each event goes to the observers subscribed when it was sent, as in RxSwift.
        XCTAssertEqual(received.value, ["earlier 1", "later 1", "earlier 2"])
        earlier.dispose()
    }

    func testSubscribersDisposedInShuffledOrderLeaveTheOthersInSubscriptionOrder() {
        let subject = PublishSubject<Int>()
        let received = Captured<[Int]>([])
        let subscriptions = (0..<100).map { index in subject.subscribe(onNext: { _ in received.value.append(index) }) }
        var remaining = Set(0..<100)
        var state: UInt64 = 42
        while remaining.count > 10 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let index = Int((state >> 33) % 100)
            guard remaining.remove(index) != nil else { continue }
            subscriptions[index].dispose()
            received.value.removeAll()
            subject.onNext(0)
            XCTAssertEqual(received.value, remaining.sorted())
        }
        subscriptions.forEach { $0.dispose() }
        XCTAssertFalse(subject.hasObservers)
    }

    func testObserversSubscribingAndDisposingFromInsideDeliveryAmongManyKeepTheOrder() {
        let subject = PublishSubject<Int>()
        let received = Captured<[String]>([])
        let subscriptions = Captured<[Int: Disposable]>([:])
        // Each observer, on its first element, disposes itself and subscribes its successor,
        // while the other observers keep their places.
        @Sendable func subscribe(_ name: Int) {
            let handled = Captured(false)
            let subscription = subject.subscribe(onNext: { value in
                received.value.append("\(name):\(value)")
                if name % 2 == 0 && !handled.value {
                    handled.value = true
                    subscriptions.value[name]?.dispose()
                    subscribe(name + 100)
                }
            })
            subscriptions.value[name] = subscription
        }
        for name in 0..<6 { subscribe(name) }

        subject.onNext(1)
        subject.onNext(2)

        XCTAssertEqual(received.value, [
            "0:1", "1:1", "2:1", "3:1", "4:1", "5:1",
            "1:2", "3:2", "5:2", "100:2", "102:2", "104:2",
        ])
        subscriptions.value.values.forEach { $0.dispose() }
        XCTAssertFalse(subject.hasObservers)
    }

    func testCompletionDisposesSubscribeHandlersSubscription() {
        let subject = PublishSubject<Int>()
        let disposed = Captured(false)
        _ = subject.subscribe(onDisposed: { disposed.value = true })

        subject.onCompleted()

        XCTAssertTrue(disposed.value)
    }

    func testWorksAsTheSourceOfAnOperator() {
        let subject = PublishSubject<Int>()
        let recorder = SubjectEventRecorder<Int>()
        let subscription = subject.map { $0 * 10 }.subscribe(recorder)

        subject.onNext(1)
        subject.onNext(2)
        subject.onCompleted()

        XCTAssertEqual(recorder.descriptions, ["next(10)", "next(20)", "completed"])
        subscription.dispose()
    }

    func testAsObserverAndAsObservableAreTheSubject() {
        let subject = PublishSubject<Int>()
        XCTAssertTrue(subject.asObserver() === subject)
        XCTAssertTrue(subject.asObservable() === subject)

        let recorder = SubjectEventRecorder<Int>()
        let subscription = subject.subscribe(recorder)
        let erased: AnyObserver<Int> = subject.asObserver()
        erased.onNext(5)
        XCTAssertEqual(recorder.descriptions, ["next(5)"])
        subscription.dispose()
    }

    func testSubjectTypeExposesTheObserverSide() {
        func send<Subject: SubjectType>(_ element: Subject.Observer.Element, into subject: Subject) {
            subject.asObserver().onNext(element)
        }
        let subject = PublishSubject<Int>()
        let recorder = SubjectEventRecorder<Int>()
        let subscription = subject.subscribe(recorder)

        send(3, into: subject)

        XCTAssertEqual(recorder.descriptions, ["next(3)"])
        subscription.dispose()
    }

    #if DEBUG
    func testReentrantEventIsReportedNamingTheSubject() {
        let subject = PublishSubject<Int>()
        let reports = SubjectEventRecorder<String>()
        let previousReport = SynchronizationTracker.setReport { reports.on(.next($0)) }
        defer { _ = SynchronizationTracker.setReport(previousReport) }
        let subscription = subject.subscribe(onNext: { value in
            if value == 1 {
                subject.onNext(2)
            }
        })

        subject.onNext(1)

        XCTAssertEqual(reports.elements.count, 1)
        XCTAssertTrue(reports.elements.first?.contains("PublishSubject") ?? false, "\(reports.elements)")
        subscription.dispose()
    }
    #endif

    // MARK: - Virtual time

    func testVirtualTimeObserversSeeOnlyEventsWhileSubscribed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(250, 3), .next(310, 4), .next(360, 5),
            .next(420, 6), .next(480, 7), .completed(530), .next(560, 8),
        ])
        var subject: PublishSubject<Int>!
        var source: Disposable!
        let o1 = scheduler.createObserver(Int.self)
        let o2 = scheduler.createObserver(Int.self)
        let o3 = scheduler.createObserver(Int.self)
        let o4 = scheduler.createObserver(Int.self)
        var s1: Disposable!
        var s2: Disposable!
        var s3: Disposable!
        var s4: Disposable!
        var observed: [Int: Bool] = [:]

        scheduler.scheduleAt(100) { subject = PublishSubject() }
        scheduler.scheduleAt(200) { source = xs.subscribe(subject) }
        scheduler.scheduleAt(1000) { source.dispose() }
        scheduler.scheduleAt(220) { s1 = subject.subscribe(o1) }
        scheduler.scheduleAt(300) { s2 = subject.subscribe(o2) }
        scheduler.scheduleAt(330) { s1.dispose() }
        scheduler.scheduleAt(450) { s2.dispose() }
        scheduler.scheduleAt(500) { s3 = subject.subscribe(o3) }
        scheduler.scheduleAt(600) { s4 = subject.subscribe(o4) }
        scheduler.scheduleAt(900) {
            s3.dispose()
            s4.dispose()
        }
        for time in [210, 320, 460, 510, 540] {
            scheduler.scheduleAt(time) { observed[time] = subject.hasObservers }
        }

        scheduler.start()

        XCTAssertEqual(o1.events, [.next(250, 3), .next(310, 4)])
        XCTAssertEqual(o2.events, [.next(310, 4), .next(360, 5), .next(420, 6)])
        XCTAssertEqual(o3.events, [.completed(530)])
        XCTAssertEqual(o4.events, [.completed(600)])
        XCTAssertEqual(observed, [210: false, 320: true, 460: false, 510: true, 540: false])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testVirtualTimeErrorReachesCurrentAndLaterObservers() {
        let scheduler = TestScheduler(initialClock: 0)
        let failure = SubjectTestError(code: 42)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(260, 2), .error(300, failure), .next(320, 3),
        ])
        let subject = PublishSubject<Int>()
        let o1 = scheduler.createObserver(Int.self)
        let o2 = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []

        scheduler.scheduleAt(200) { subscriptions.append(xs.subscribe(subject)) }
        scheduler.scheduleAt(240) { subscriptions.append(subject.subscribe(o1)) }
        scheduler.scheduleAt(400) { subscriptions.append(subject.subscribe(o2)) }
        scheduler.scheduleAt(1000) { subscriptions.forEach { $0.dispose() } }

        scheduler.start()

        XCTAssertEqual(o1.events, [.next(260, 2), .error(300, failure)])
        XCTAssertEqual(o2.events, [.error(400, failure)])
    }

    func testVirtualTimeDisposedSubjectFailsLaterSubscribers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(310, 2), .next(410, 3)])
        let subject = PublishSubject<Int>()
        let o1 = scheduler.createObserver(Int.self)
        let o2 = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []

        scheduler.scheduleAt(200) { subscriptions.append(xs.subscribe(subject)) }
        scheduler.scheduleAt(205) { subscriptions.append(subject.subscribe(o1)) }
        scheduler.scheduleAt(350) { subject.dispose() }
        scheduler.scheduleAt(400) { subscriptions.append(subject.subscribe(o2)) }
        scheduler.scheduleAt(1000) { subscriptions.forEach { $0.dispose() } }

        scheduler.start()

        XCTAssertEqual(o1.events, [.next(210, 1), .next(310, 2)])
        XCTAssertEqual(o2.events, [.error(400, RxError.disposed(object: subject))])
    }
}
