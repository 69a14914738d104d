import Foundation
@testable import RxSwift
import RxTest
import XCTest

final class BehaviorSubjectTests: LeakCheckingTestCase {
    func testNewSubscriberReceivesTheCurrentValueThenLaterEvents() {
        let subject = BehaviorSubject(value: 0)
        let first = SubjectEventRecorder<Int>()
        let second = SubjectEventRecorder<Int>()

        let firstSubscription = subject.subscribe(first)
        subject.onNext(1)
        subject.onNext(2)
        let secondSubscription = subject.subscribe(second)
        subject.onNext(3)
        subject.onCompleted()

        XCTAssertEqual(first.descriptions, ["next(0)", "next(1)", "next(2)", "next(3)", "completed"])
        XCTAssertEqual(second.descriptions, ["next(2)", "next(3)", "completed"])
        firstSubscription.dispose()
        secondSubscription.dispose()
    }

    func testValueFollowsTheLatestElement() throws {
        let subject = BehaviorSubject(value: "a")
        XCTAssertEqual(try subject.value(), "a")

        subject.onNext("b")
        XCTAssertEqual(try subject.value(), "b")

        subject.onNext("c")
        subject.onCompleted()
        XCTAssertEqual(try subject.value(), "c")

        subject.onNext("d")
        XCTAssertEqual(try subject.value(), "c")
    }

    func testValueThrowsTheErrorTheSubjectFailedWith() {
        let subject = BehaviorSubject(value: 1)
        subject.onError(SubjectTestError(code: 4))

        XCTAssertThrowsError(try subject.value()) { error in
            XCTAssertEqual(error as? SubjectTestError, SubjectTestError(code: 4))
        }
    }

    func testValueThrowsDisposedAfterDispose() {
        let subject = BehaviorSubject(value: 1)
        subject.dispose()

        XCTAssertThrowsError(try subject.value()) { error in
            guard case RxError.disposed(let object)? = error as? RxError else {
                return XCTFail("expected RxError.disposed, got \(error)")
            }
            XCTAssertTrue(object === subject)
        }
        XCTAssertTrue(subject.isDisposed)
    }

    func testSubscribingAfterCompletionReceivesOnlyCompleted() {
        let subject = BehaviorSubject(value: 1)
        subject.onNext(2)
        subject.onCompleted()

        let recorder = SubjectEventRecorder<Int>()
        let subscription = subject.subscribe(recorder)

        XCTAssertEqual(recorder.descriptions, ["completed"])
        XCTAssertFalse(subject.hasObservers)
        subscription.dispose()
    }

    func testSubscribingAfterErrorReceivesOnlyTheError() {
        let subject = BehaviorSubject(value: 1)
        subject.onError(SubjectTestError(code: 2))

        let recorder = SubjectEventRecorder<Int>()
        let subscription = subject.subscribe(recorder)

        XCTAssertEqual(recorder.events.count, 1)
        XCTAssertEqual(recorder.events.first?.error as? SubjectTestError, SubjectTestError(code: 2))
        subscription.dispose()
    }

    func testEventsAfterTerminationAreIgnored() {
        let subject = BehaviorSubject(value: 0)
        let recorder = SubjectEventRecorder<Int>()
        let subscription = subject.subscribe(recorder)

        subject.onCompleted()
        subject.onNext(1)
        subject.onError(SubjectTestError(code: 1))

        XCTAssertEqual(recorder.descriptions, ["next(0)", "completed"])
        subscription.dispose()
    }

    func testHasObserversFollowsSubscriptions() {
        let subject = BehaviorSubject(value: 0)
        XCTAssertFalse(subject.hasObservers)
        let subscription = subject.subscribe(onNext: { _ in })
        XCTAssertTrue(subject.hasObservers)
        subscription.dispose()
        XCTAssertFalse(subject.hasObservers)
    }

    func testDisposeDropsObserversIgnoresEventsAndFailsNewSubscribers() {
        let subject = BehaviorSubject(value: 0)
        let recorder = SubjectEventRecorder<Int>()
        let subscription = subject.subscribe(recorder)

        subject.dispose()
        subject.onNext(1)

        XCTAssertEqual(recorder.descriptions, ["next(0)"])
        XCTAssertFalse(subject.hasObservers)
        let late = SubjectEventRecorder<Int>()
        let lateSubscription = subject.subscribe(late)
        XCTAssertEqual(late.events.count, 1)
        XCTAssertTrue(isDisposedError(late.events.first, of: subject))
        subscription.dispose()
        lateSubscription.dispose()
    }

    func testElementSentWhileTheCurrentValueIsDeliveredArrivesAfterIt() {
        let subject = BehaviorSubject(value: 0)
        let recorder = SubjectEventRecorder<Int>()
        let subscription = subject.subscribe(onNext: { value in
            if value == 0 {
                subject.onNext(1)
            }
            recorder.on(.next(value))
        })

        subject.onNext(2)

        XCTAssertEqual(recorder.elements, [0, 1, 2])
        XCTAssertEqual(try subject.value(), 2)
        subscription.dispose()
    }

    func testCompletionSentWhileTheCurrentValueIsDeliveredArrivesAfterIt() {
        let subject = BehaviorSubject(value: 0)
        let recorder = SubjectEventRecorder<Int>()
        let subscription = subject.subscribe { event in
            if event.element == 0 {
                subject.onCompleted()
            }
            recorder.on(event)
        }

        XCTAssertEqual(recorder.descriptions, ["next(0)", "completed"])
        subscription.dispose()
    }

    func testSubscriptionCountsInResourcesUntilReleased() {
        let subject = BehaviorSubject(value: 0)
        let before = Resources.total
        do {
            let subscription = subject.subscribe(SubjectEventRecorder<Int>())
            XCTAssertEqual(Resources.total, before + 1)
            subscription.dispose()
        }
        XCTAssertEqual(Resources.total, before)
    }

    func testAsObserverIsTheSubject() {
        let subject = BehaviorSubject(value: 0)
        XCTAssertTrue(subject.asObserver() === subject)
        XCTAssertTrue(subject.asObservable() === subject)
    }

    #if DEBUG
    func testReentrantEventIsReportedNamingTheSubject() {
        let subject = BehaviorSubject(value: 0)
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
        XCTAssertTrue(reports.elements.first?.contains("BehaviorSubject") ?? false, "\(reports.elements)")
        subscription.dispose()
    }
    #endif
}
