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
        var order: [String] = []
        let first = subject.subscribe(onNext: { order.append("first \($0)") })
        let second = subject.subscribe(onNext: { order.append("second \($0)") })

        subject.onNext(1)
        subject.onNext(2)

        XCTAssertEqual(order, ["first 1", "second 1", "first 2", "second 2"])
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
        var innerSubscription: Disposable?
        let outer = subject.subscribe(onNext: { _ in
            if innerSubscription == nil {
                innerSubscription = subject.subscribe(inner)
            }
        })

        subject.onNext(1)
        subject.onNext(2)

        XCTAssertEqual(inner.descriptions, ["next(2)"])
        outer.dispose()
        innerSubscription?.dispose()
    }

    func testObserverDisposingItselfDuringDeliveryStopsAfterThatEvent() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        var subscription: Disposable?
        subscription = subject.subscribe(onNext: { value in
            received.append(value)
            subscription?.dispose()
        })

        subject.onNext(1)
        subject.onNext(2)

        XCTAssertEqual(received, [1])
        XCTAssertFalse(subject.hasObservers)
    }

    func testCompletionDisposesSubscribeHandlersSubscription() {
        let subject = PublishSubject<Int>()
        var disposed = false
        _ = subject.subscribe(onDisposed: { disposed = true })

        subject.onCompleted()

        XCTAssertTrue(disposed)
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
}
