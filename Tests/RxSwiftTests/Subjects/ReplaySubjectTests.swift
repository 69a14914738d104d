import Foundation
@testable import RxSwift
import RxTest
import XCTest

final class ReplaySubjectTests: LeakCheckingTestCase {
    func testBoundedSubjectReplaysTheLatestElementsThenLiveEvents() {
        let subject = ReplaySubject<Int>.create(bufferSize: 2)
        for value in 1...5 {
            subject.onNext(value)
        }
        let recorder = SubjectEventRecorder<Int>()

        let subscription = subject.subscribe(recorder)
        subject.onNext(6)

        XCTAssertEqual(recorder.descriptions, ["next(4)", "next(5)", "next(6)"])
        subscription.dispose()
    }

    func testBufferIsTrimmedAsElementsArrive() {
        let subject = ReplaySubject<Int>.create(bufferSize: 3)
        subject.onNext(1)
        subject.onNext(2)
        let early = SubjectEventRecorder<Int>()
        let earlySubscription = subject.subscribe(early)
        subject.onNext(3)
        subject.onNext(4)
        let late = SubjectEventRecorder<Int>()
        let lateSubscription = subject.subscribe(late)

        XCTAssertEqual(early.elements, [1, 2, 3, 4])
        XCTAssertEqual(late.elements, [2, 3, 4])
        earlySubscription.dispose()
        lateSubscription.dispose()
    }

    func testBufferSizeOneReplaysOnlyTheLatestElement() {
        let subject = ReplaySubject<String>.create(bufferSize: 1)
        subject.onNext("a")
        subject.onNext("b")
        let recorder = SubjectEventRecorder<String>()

        let subscription = subject.subscribe(recorder)

        XCTAssertEqual(recorder.elements, ["b"])
        subscription.dispose()
    }

    func testBufferSizeZeroReplaysNothingButStillForwardsLiveEvents() {
        let subject = ReplaySubject<Int>.create(bufferSize: 0)
        subject.onNext(1)
        let recorder = SubjectEventRecorder<Int>()

        let subscription = subject.subscribe(recorder)
        subject.onNext(2)
        subject.onCompleted()

        XCTAssertEqual(recorder.descriptions, ["next(2)", "completed"])
        let late = SubjectEventRecorder<Int>()
        let lateSubscription = subject.subscribe(late)
        XCTAssertEqual(late.descriptions, ["completed"])
        subscription.dispose()
        lateSubscription.dispose()
    }

    func testUnboundedSubjectReplaysEverything() {
        let subject = ReplaySubject<Int>.createUnbounded()
        for value in 0..<100 {
            subject.onNext(value)
        }
        let recorder = SubjectEventRecorder<Int>()

        let subscription = subject.subscribe(recorder)

        XCTAssertEqual(recorder.elements, Array(0..<100))
        subscription.dispose()
    }

    func testSubscribingAfterCompletionReplaysTheBufferThenCompleted() {
        let subject = ReplaySubject<Int>.create(bufferSize: 2)
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        subject.onCompleted()
        subject.onNext(4)

        let recorder = SubjectEventRecorder<Int>()
        let subscription = subject.subscribe(recorder)

        XCTAssertEqual(recorder.descriptions, ["next(2)", "next(3)", "completed"])
        XCTAssertFalse(subject.hasObservers)
        subscription.dispose()
    }

    func testSubscribingAfterErrorReplaysTheBufferThenTheError() {
        let subject = ReplaySubject<Int>.createUnbounded()
        subject.onNext(1)
        subject.onError(SubjectTestError(code: 9))

        let recorder = SubjectEventRecorder<Int>()
        let subscription = subject.subscribe(recorder)

        XCTAssertEqual(recorder.events.count, 2)
        XCTAssertEqual(recorder.events.first?.element, 1)
        XCTAssertEqual(recorder.events.last?.error as? SubjectTestError, SubjectTestError(code: 9))
        subscription.dispose()
    }

    func testLiveObserversReceiveTheTerminalEventOnce() {
        let subject = ReplaySubject<Int>.create(bufferSize: 1)
        let recorder = SubjectEventRecorder<Int>()
        let subscription = subject.subscribe(recorder)

        subject.onNext(1)
        subject.onCompleted()
        subject.onCompleted()

        XCTAssertEqual(recorder.descriptions, ["next(1)", "completed"])
        subscription.dispose()
    }

    func testHasObserversFollowsSubscriptions() {
        let subject = ReplaySubject<Int>.createUnbounded()
        XCTAssertFalse(subject.hasObservers)
        let first = subject.subscribe(onNext: { _ in })
        let second = subject.subscribe(onNext: { _ in })
        XCTAssertTrue(subject.hasObservers)
        first.dispose()
        XCTAssertTrue(subject.hasObservers)
        second.dispose()
        XCTAssertFalse(subject.hasObservers)
    }

    func testDisposeDropsTheBufferAndFailsNewSubscribers() {
        let subject = ReplaySubject<Int>.createUnbounded()
        subject.onNext(1)
        let recorder = SubjectEventRecorder<Int>()
        let subscription = subject.subscribe(recorder)

        subject.dispose()
        subject.onNext(2)

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

    func testDisposeReleasesTheRecordedElements() {
        final class Payload {}
        let subject = ReplaySubject<Payload>.createUnbounded()
        weak var released: Payload?
        do {
            let payload = Payload()
            released = payload
            subject.onNext(payload)
        }
        XCTAssertNotNil(released)

        subject.dispose()

        XCTAssertNil(released)
    }

    func testTrimmingReleasesDroppedElements() {
        final class Payload {}
        let subject = ReplaySubject<Payload>.create(bufferSize: 1)
        weak var first: Payload?
        do {
            let payload = Payload()
            first = payload
            subject.onNext(payload)
        }
        XCTAssertNotNil(first)

        subject.onNext(Payload())

        XCTAssertNil(first)
    }

    func testElementSentDuringTheReplayArrivesAfterIt() {
        let subject = ReplaySubject<Int>.createUnbounded()
        subject.onNext(1)
        subject.onNext(2)
        let recorder = SubjectEventRecorder<Int>()
        let subscription = subject.subscribe(onNext: { value in
            if value == 1 {
                subject.onNext(3)
            }
            recorder.on(.next(value))
        })

        XCTAssertEqual(recorder.elements, [1, 2, 3])
        subscription.dispose()
    }

    func testSubscriberThatEndsDuringTheReplayIsNotStoredAgain() {
        let subject = ReplaySubject<Int>.createUnbounded()
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        let recorder = SubjectEventRecorder<Int>()

        let subscription = subject.take(2).subscribe(recorder)
        XCTAssertFalse(subject.hasObservers)
        subject.onNext(4)

        XCTAssertEqual(recorder.descriptions, ["next(1)", "next(2)", "completed"])
        subscription.dispose()
    }

    func testCaughtUpSubscribersKeepTheirSubscriptionOrder() {
        let subject = ReplaySubject<Int>.create(bufferSize: 1)
        subject.onNext(0)
        let received = Captured<[String]>([])
        let subscriptions = ["a", "b", "c"].map { name in
            subject.subscribe(onNext: { received.value.append("\(name)\($0)") })
        }
        received.value.removeAll()
        subject.onNext(1)
        subscriptions[0].dispose()
        subject.onNext(2)

        XCTAssertEqual(received.value, ["a1", "b1", "c1", "b2", "c2"])
        subscriptions.forEach { $0.dispose() }
    }

    func testSubscriptionCountsInResourcesUntilReleased() {
        let subject = ReplaySubject<Int>.create(bufferSize: 4)
        let before = Resources.total
        do {
            let subscription = subject.subscribe(SubjectEventRecorder<Int>())
            XCTAssertEqual(Resources.total, before + 1)
            subscription.dispose()
        }
        XCTAssertEqual(Resources.total, before)
    }

    func testAsObserverIsTheSubject() {
        let subject = ReplaySubject<Int>.createUnbounded()
        XCTAssertTrue(subject.asObserver() === subject)
    }

    #if DEBUG
    func testReentrantEventIsReportedNamingTheSubject() {
        let subject = ReplaySubject<Int>.create(bufferSize: 1)
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
        XCTAssertTrue(reports.elements.first?.contains("ReplaySubject") ?? false, "\(reports.elements)")
        subscription.dispose()
    }
    #endif

    // MARK: - Virtual time

    func testVirtualTimeObserversReceiveTheLatestBufferThenLiveEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(310, 5),
            .completed(400), .next(410, 6),
        ])
        let subject = ReplaySubject<Int>.create(bufferSize: 2)
        let o1 = scheduler.createObserver(Int.self)
        let o2 = scheduler.createObserver(Int.self)
        let o3 = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []

        scheduler.scheduleAt(200) { subscriptions.append(xs.subscribe(subject)) }
        scheduler.scheduleAt(225) { subscriptions.append(subject.subscribe(o1)) }
        scheduler.scheduleAt(300) { subscriptions.append(subject.subscribe(o2)) }
        scheduler.scheduleAt(350) { subscriptions[2].dispose() }
        scheduler.scheduleAt(500) { subscriptions.append(subject.subscribe(o3)) }
        scheduler.scheduleAt(1000) { subscriptions.forEach { $0.dispose() } }

        scheduler.start()

        XCTAssertEqual(o1.events, [
            .next(225, 1), .next(225, 2), .next(230, 3), .next(240, 4), .next(310, 5), .completed(400),
        ])
        XCTAssertEqual(o2.events, [.next(300, 3), .next(300, 4), .next(310, 5)])
        XCTAssertEqual(o3.events, [.next(500, 4), .next(500, 5), .completed(500)])
    }

    func testVirtualTimeUnboundedSubjectReplaysEverythingBeforeTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let failure = SubjectTestError(code: 11)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, failure)])
        let subject = ReplaySubject<Int>.createUnbounded()
        let observer = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []

        scheduler.scheduleAt(200) { subscriptions.append(xs.subscribe(subject)) }
        scheduler.scheduleAt(300) { subscriptions.append(subject.subscribe(observer)) }
        scheduler.scheduleAt(1000) { subscriptions.forEach { $0.dispose() } }

        scheduler.start()

        XCTAssertEqual(observer.events, [.next(300, 1), .next(300, 2), .error(300, failure)])
    }
}
