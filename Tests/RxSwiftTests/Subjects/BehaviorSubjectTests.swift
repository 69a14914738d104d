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

    func testDisposingOneCaughtUpSubscriberStopsOnlyThatOne() {
        let subject = BehaviorSubject(value: 0)
        let first = SubjectEventRecorder<Int>()
        let second = SubjectEventRecorder<Int>()

        let firstSubscription = subject.subscribe(first)
        let secondSubscription = subject.subscribe(second)
        subject.onNext(1)
        firstSubscription.dispose()
        subject.onNext(2)
        XCTAssertTrue(subject.hasObservers)
        secondSubscription.dispose()
        XCTAssertFalse(subject.hasObservers)
        subject.onNext(3)

        XCTAssertEqual(first.descriptions, ["next(0)", "next(1)"])
        XCTAssertEqual(second.descriptions, ["next(0)", "next(1)", "next(2)"])
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

    func testCaughtUpSubscribersKeepTheirSubscriptionOrder() {
        let subject = BehaviorSubject(value: 0)
        let received = Captured<[String]>([])
        let subscriptions = ["a", "b", "c"].map { name in
            subject.subscribe(onNext: { received.value.append("\(name)\($0)") })
        }
        XCTAssertEqual(received.value, ["a0", "b0", "c0"])

        received.value.removeAll()
        subject.onNext(1)
        subscriptions[1].dispose()
        subject.onNext(2)

        XCTAssertEqual(received.value, ["a1", "b1", "c1", "a2", "c2"])
        subscriptions.forEach { $0.dispose() }
    }

    func testSubscriberThatEndsDuringTheCurrentValueIsNotStoredAgain() {
        let subject = BehaviorSubject(value: 0)
        let recorder = SubjectEventRecorder<Int>()

        let subscription = subject.take(1).subscribe(recorder)
        XCTAssertFalse(subject.hasObservers)
        subject.onNext(1)

        XCTAssertEqual(recorder.descriptions, ["next(0)", "completed"])
        subscription.dispose()
    }

    func testElementSentFromAnotherThreadWhileCatchingUpArrivesAfterTheCurrentValue() {
        let subject = BehaviorSubject(value: 0)
        let recorder = SubjectEventRecorder<Int>()
        let sender = SubjectTestBox(subject)
        let sent = DispatchSemaphore(value: 0)
        let subscription = subject.subscribe(onNext: { value in
            if value == 0 {
                DispatchQueue.global().async {
                    sender.value.onNext(1)
                    sent.signal()
                }
                XCTAssertEqual(sent.wait(timeout: .now() + 5), .success)
            }
            recorder.on(.next(value))
        })
        subject.onNext(2)

        XCTAssertEqual(recorder.elements, [0, 1, 2])
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

    // MARK: - Virtual time

    func testVirtualTimeEachObserverStartsWithTheValueCurrentAtSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(250, 3), .next(310, 4), .next(360, 5),
            .completed(450), .next(470, 6),
        ])
        var subject: BehaviorSubject<Int>!
        var source: Disposable!
        let o1 = scheduler.createObserver(Int.self)
        let o2 = scheduler.createObserver(Int.self)
        let o3 = scheduler.createObserver(Int.self)
        let o4 = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []
        var values: [Int: Int] = [:]

        scheduler.scheduleAt(100) { subject = BehaviorSubject(value: 100) }
        scheduler.scheduleAt(200) { source = xs.subscribe(subject) }
        scheduler.scheduleAt(1000) { source.dispose() }
        scheduler.scheduleAt(190) { subscriptions.append(subject.subscribe(o1)) }
        scheduler.scheduleAt(300) { subscriptions.append(subject.subscribe(o2)) }
        scheduler.scheduleAt(400) { subscriptions.append(subject.subscribe(o3)) }
        scheduler.scheduleAt(500) { subscriptions.append(subject.subscribe(o4)) }
        scheduler.scheduleAt(340) { subscriptions[1].dispose() }
        scheduler.scheduleAt(900) { subscriptions.forEach { $0.dispose() } }
        for time in [120, 220, 380, 480] {
            scheduler.scheduleAt(time) { values[time] = try? subject.value() }
        }

        scheduler.start()

        XCTAssertEqual(o1.events, [
            .next(190, 100), .next(210, 2), .next(250, 3), .next(310, 4), .next(360, 5), .completed(450),
        ])
        XCTAssertEqual(o2.events, [.next(300, 3), .next(310, 4)])
        XCTAssertEqual(o3.events, [.next(400, 5), .completed(450)])
        XCTAssertEqual(o4.events, [.completed(500)])
        XCTAssertEqual(values, [120: 100, 220: 2, 380: 5, 480: 5])
    }

    func testVirtualTimeErrorEndsObserversAndValue() {
        let scheduler = TestScheduler(initialClock: 0)
        let failure = SubjectTestError(code: 8)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(300, failure)])
        let subject = BehaviorSubject(value: 0)
        let o1 = scheduler.createObserver(Int.self)
        let o2 = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []
        var valueFailed = false

        scheduler.scheduleAt(200) { subscriptions.append(xs.subscribe(subject)) }
        scheduler.scheduleAt(250) { subscriptions.append(subject.subscribe(o1)) }
        scheduler.scheduleAt(350) {
            subscriptions.append(subject.subscribe(o2))
            valueFailed = (try? subject.value()) == nil
        }
        scheduler.scheduleAt(1000) { subscriptions.forEach { $0.dispose() } }

        scheduler.start()

        XCTAssertEqual(o1.events, [.next(250, 1), .error(300, failure)])
        XCTAssertEqual(o2.events, [.error(350, failure)])
        XCTAssertTrue(valueFailed)
    }
}
