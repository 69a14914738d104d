import Foundation
@testable import RxSwift
import RxTest
import XCTest

final class AsyncSubjectTests: LeakCheckingTestCase {
    func testCompletionDeliversOnlyTheLastElementThenCompleted() {
        let subject = AsyncSubject<Int>()
        let recorder = SubjectEventRecorder<Int>()
        let subscription = subject.subscribe(recorder)

        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(recorder.events.count, 0)
        subject.onNext(3)
        subject.onCompleted()

        XCTAssertEqual(recorder.descriptions, ["next(3)", "completed"])
        subscription.dispose()
    }

    func testCompletionWithoutElementsDeliversOnlyCompleted() {
        let subject = AsyncSubject<Int>()
        let recorder = SubjectEventRecorder<Int>()
        let subscription = subject.subscribe(recorder)

        subject.onCompleted()

        XCTAssertEqual(recorder.descriptions, ["completed"])
        subscription.dispose()
    }

    func testErrorDeliversOnlyTheError() {
        let subject = AsyncSubject<Int>()
        let recorder = SubjectEventRecorder<Int>()
        let subscription = subject.subscribe(recorder)

        subject.onNext(1)
        subject.onError(SubjectTestError(code: 5))

        XCTAssertEqual(recorder.events.count, 1)
        XCTAssertEqual(recorder.events.first?.error as? SubjectTestError, SubjectTestError(code: 5))
        subscription.dispose()
    }

    func testEveryObserverReceivesTheElementBeforeAnyReceivesCompleted() {
        let subject = AsyncSubject<Int>()
        let log = Captured<[String]>([])
        let first = subject.subscribe(onNext: { log.value.append("first \($0)") }, onCompleted: { log.value.append("first completed") })
        let second = subject.subscribe(onNext: { log.value.append("second \($0)") }, onCompleted: { log.value.append("second completed") })

        subject.onNext(7)
        subject.onCompleted()

        XCTAssertEqual(log.value, ["first 7", "second 7", "first completed", "second completed"])
        first.dispose()
        second.dispose()
    }

    func testSubscribingAfterCompletionReceivesTheLastElementAndCompleted() {
        let subject = AsyncSubject<Int>()
        subject.onNext(1)
        subject.onNext(2)
        subject.onCompleted()
        subject.onNext(3)

        let recorder = SubjectEventRecorder<Int>()
        let subscription = subject.subscribe(recorder)

        XCTAssertEqual(recorder.descriptions, ["next(2)", "completed"])
        XCTAssertFalse(subject.hasObservers)
        subscription.dispose()
    }

    func testSubscribingAfterEmptyCompletionReceivesCompleted() {
        let subject = AsyncSubject<Int>()
        subject.onCompleted()

        let recorder = SubjectEventRecorder<Int>()
        let subscription = subject.subscribe(recorder)

        XCTAssertEqual(recorder.descriptions, ["completed"])
        subscription.dispose()
    }

    func testSubscribingAfterErrorReceivesTheError() {
        let subject = AsyncSubject<Int>()
        subject.onNext(1)
        subject.onError(SubjectTestError(code: 6))

        let recorder = SubjectEventRecorder<Int>()
        let subscription = subject.subscribe(recorder)

        XCTAssertEqual(recorder.events.count, 1)
        XCTAssertEqual(recorder.events.first?.error as? SubjectTestError, SubjectTestError(code: 6))
        subscription.dispose()
    }

    func testDisposedSubscriptionReceivesNothing() {
        let subject = AsyncSubject<Int>()
        let recorder = SubjectEventRecorder<Int>()
        let subscription = subject.subscribe(recorder)
        XCTAssertTrue(subject.hasObservers)

        subscription.dispose()
        XCTAssertFalse(subject.hasObservers)
        subject.onNext(1)
        subject.onCompleted()

        XCTAssertEqual(recorder.events.count, 0)
    }

    func testDisposeIgnoresEventsAndFailsNewSubscribers() {
        let subject = AsyncSubject<Int>()
        let recorder = SubjectEventRecorder<Int>()
        let subscription = subject.subscribe(recorder)

        subject.onNext(1)
        subject.dispose()
        subject.onCompleted()

        XCTAssertTrue(subject.isDisposed)
        XCTAssertEqual(recorder.events.count, 0)
        let late = SubjectEventRecorder<Int>()
        let lateSubscription = subject.subscribe(late)
        XCTAssertTrue(isDisposedError(late.events.first, of: subject))
        subscription.dispose()
        lateSubscription.dispose()
    }

    func testSubscriptionCountsInResourcesUntilReleased() {
        let subject = AsyncSubject<Int>()
        let before = Resources.total
        do {
            let subscription = subject.subscribe(SubjectEventRecorder<Int>())
            XCTAssertEqual(Resources.total, before + 1)
            subscription.dispose()
        }
        XCTAssertEqual(Resources.total, before)
    }

    func testAsObserverIsTheSubject() {
        let subject = AsyncSubject<Int>()
        XCTAssertTrue(subject.asObserver() === subject)
    }

    #if DEBUG
    func testEventsFromTwoThreadsAtOnceAreReportedNamingTheSubject() {
        let subject = AsyncSubject<Int>()
        let reports = SubjectEventRecorder<String>()
        let previousReport = SynchronizationTracker.setReport { reports.on(.next($0)) }
        defer { _ = SynchronizationTracker.setReport(previousReport) }
        let entered = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let subscription = subject.subscribe(onError: { _ in
            entered.signal()
            _ = release.wait(timeout: .now() + 5)
        })
        let box = SubjectTestBox(subject)
        let done = DispatchSemaphore(value: 0)

        DispatchQueue.global().async {
            box.value.onError(SubjectTestError(code: 1))
            done.signal()
        }
        XCTAssertEqual(entered.wait(timeout: .now() + 5), .success)
        subject.onNext(2)
        release.signal()
        XCTAssertEqual(done.wait(timeout: .now() + 5), .success)

        XCTAssertEqual(reports.elements.count, 1)
        XCTAssertTrue(reports.elements.first?.contains("AsyncSubject") ?? false, "\(reports.elements)")
        subscription.dispose()
    }
    #endif

    // MARK: - Virtual time

    func testVirtualTimeObserversReceiveTheLastElementAtCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(250, 2), .next(320, 3), .completed(400), .next(420, 4),
        ])
        let subject = AsyncSubject<Int>()
        let o1 = scheduler.createObserver(Int.self)
        let o2 = scheduler.createObserver(Int.self)
        let o3 = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []

        scheduler.scheduleAt(200) { subscriptions.append(xs.subscribe(subject)) }
        scheduler.scheduleAt(230) { subscriptions.append(subject.subscribe(o1)) }
        scheduler.scheduleAt(300) { subscriptions.append(subject.subscribe(o2)) }
        scheduler.scheduleAt(350) { subscriptions[2].dispose() }
        scheduler.scheduleAt(500) { subscriptions.append(subject.subscribe(o3)) }
        scheduler.scheduleAt(1000) { subscriptions.forEach { $0.dispose() } }

        scheduler.start()

        XCTAssertEqual(o1.events, [.next(400, 3), .completed(400)])
        XCTAssertEqual(o2.events, [])
        XCTAssertEqual(o3.events, [.next(500, 3), .completed(500)])
    }

    func testVirtualTimeErrorDiscardsTheLastElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let failure = SubjectTestError(code: 12)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(300, failure)])
        let subject = AsyncSubject<Int>()
        let o1 = scheduler.createObserver(Int.self)
        let o2 = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []

        scheduler.scheduleAt(200) { subscriptions.append(xs.subscribe(subject)) }
        scheduler.scheduleAt(220) { subscriptions.append(subject.subscribe(o1)) }
        scheduler.scheduleAt(400) { subscriptions.append(subject.subscribe(o2)) }
        scheduler.scheduleAt(1000) { subscriptions.forEach { $0.dispose() } }

        scheduler.start()

        XCTAssertEqual(o1.events, [.error(300, failure)])
        XCTAssertEqual(o2.events, [.error(400, failure)])
    }
}
