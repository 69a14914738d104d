import Foundation
import RxSwift
import RxTest
import XCTest

/// The operators whose sinks store a subscription, a timer or a scheduled run after unlocking
/// (through `OrderedDisposableSlot`), driven so that a later decision's action lands before an
/// earlier one's: the earlier one must not replace the later one. A replaced fallback, timer or
/// run shows as a sequence that never ends, so every wait is bounded and fails with a message.
/// The thread sanitizer run of `scripts/test.sh` runs them too.
final class OperatorLateActionStressTests: LeakCheckingTestCase {
    private static let error = NSError(domain: "OperatorLateActionStressTests", code: 1)
    private static let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)

    // MARK: - Subscriptions

    func testCatchKeepsTheFallbackWhenTheSourceFailsOnAnotherThreadDuringItsSubscription() {
        forRounds(20) { round in
            let fallback = Observable<Int>.timer(.milliseconds(2), scheduler: Self.scheduler)
            assertDeliversTheTimersElementAndCompletes(Self.failingDuringSubscription().catch { _ in fallback }, round: round)
        }
    }

    func testCatchOfASequenceMovesOnFromSourcesThatFailOnAnotherThreadDuringTheirSubscription() {
        forRounds(20) { round in
            let sources = [Self.failingDuringSubscription(), Self.failingDuringSubscription(), Observable<Int>.timer(.milliseconds(2), scheduler: Self.scheduler)]
            assertDeliversTheTimersElementAndCompletes(Observable.catch(sequence: sources), round: round)
        }
    }

    func testRetryResubscribesASourceThatFailsOnAnotherThreadDuringItsSubscription() {
        forRounds(20) { round in
            let attempts = Captured(0)
            let scheduler = Self.scheduler
            let source = Observable<Int>.deferred {
                attempts.value += 1
                return attempts.value < 3 ? Self.failingDuringSubscription() : Observable<Int>.timer(.milliseconds(2), scheduler: scheduler)
            }
            assertDeliversTheTimersElementAndCompletes(source.retry(5), round: round)
            XCTAssertEqual(attempts.value, 3, "round \(round)")
        }
    }

    /// The trigger fires on its own thread, so a resubscription it decides can be made while the
    /// failing attempt's thread is still releasing that attempt.
    func testRetryWhenKeepsTheAttemptATriggerOnAnotherThreadStartedWhileTheFailedOneIsReleased() {
        forRounds(10) { round in
            let attempts = Captured(0)
            let scheduler = Self.scheduler
            let source = Observable<Int>.deferred {
                attempts.value += 1
                return attempts.value < 20
                    ? Observable<Int>.error(Self.error).delaySubscription(.microseconds(50), scheduler: scheduler)
                    : Observable<Int>.timer(.milliseconds(2), scheduler: scheduler)
            }
            let trigger = Observable<Int>.interval(.microseconds(100), scheduler: scheduler)
            assertDeliversTheTimersElementAndCompletes(source.retry { (_: Observable<Error>) in trigger }, within: 10, round: round)
            XCTAssertEqual(attempts.value, 20, "round \(round)")
        }
    }

    /// The timer fires while the source is still being subscribed: the switch to `other` is the
    /// later decision, and the source subscription that arrives after it must not replace it.
    func testTimeoutKeepsOtherWhenTheTimerFiresWhileTheSourceIsBeingSubscribed() {
        forRounds(20) { round in
            let slowToSubscribe = Observable<Int>.create { _ in
                Thread.sleep(forTimeInterval: 0.005)
                return Disposables.create()
            }
            let other = Observable<Int>.timer(.milliseconds(5), scheduler: Self.scheduler)
            assertDeliversTheTimersElementAndCompletes(slowToSubscribe.timeout(.milliseconds(1), other: other, scheduler: Self.scheduler), round: round)
        }
    }

    /// The scheduled subscription may run on another thread before `schedule` returns: the
    /// handle of the scheduled action, stored afterwards, must not replace the source subscription.
    func testSubscribeOnKeepsTheSourceSubscriptionMadeBeforeTheScheduledActionIsStored() {
        forRounds(200) { round in
            let timer = Observable<Int>.timer(.microseconds(200), scheduler: Self.scheduler)
            assertDeliversTheTimersElementAndCompletes(timer.subscribe(on: Self.scheduler), round: round)
        }
    }

    // MARK: - Timers and scheduled runs

    func testTimeoutRestartsItsTimerForEveryElementAndNeverFiresBetweenCloseElements() {
        assertEveryBurstsLastElementArrives { $0.timeout(.seconds(5), scheduler: Self.scheduler) }
    }

    func testDebounceDeliversTheLastElementOfEveryBurst() {
        assertEveryBurstsLastElementArrives { $0.debounce(.milliseconds(1), scheduler: Self.scheduler) }
    }

    func testThrottleDeliversTheLastElementOfEveryBurstWhenThePeriodEnds() {
        assertEveryBurstsLastElementArrives { $0.throttle(.milliseconds(1), latest: true, scheduler: Self.scheduler) }
    }

    func testObserveOnDeliversEveryBurstWhileRunsEndAndStartAgain() {
        assertEveryBurstsLastElementArrives(everyElement: true) { $0.observe(on: Self.scheduler) }
    }

    func testDelayDeliversEveryBurstWhileDrainsRescheduleThemselves() {
        assertEveryBurstsLastElementArrives(everyElement: true) { $0.delay(.microseconds(200), scheduler: Self.scheduler) }
    }

    // MARK: - Helpers

    /// Subscribes to `observable`, which ends with a timer's element (0) and completion, and
    /// waits (bounded) for them.
    private func assertDeliversTheTimersElementAndCompletes(_ observable: Observable<Int>, within timeout: TimeInterval = 5, round: Int, file: StaticString = #filePath, line: UInt = #line) {
        let recorder = GrammarRecorder<Int>()
        let subscription = observable.subscribe(recorder.on)
        recorder.waitForTerminal(self, timeout: timeout, file: file, line: line)
        recorder.assertGrammar(file: file, line: line)
        XCTAssertEqual(recorder.elements, [0], "round \(round)", file: file, line: line)
        XCTAssertEqual(recorder.completions, 1, "round \(round)", file: file, line: line)
        subscription.dispose()
    }

    /// Runs `body` for `count` rounds, stopping after the first round that fails: a hang then
    /// costs one bounded wait, not one per round.
    private func forRounds(_ count: Int, _ body: (Int) -> Void) {
        for round in 0..<count {
            let failuresBefore = testRun?.totalFailureCount ?? 0
            body(round)
            if testRun?.totalFailureCount ?? 0 > failuresBefore { return }
        }
    }

    /// A sequence that fails on another thread while its subscription is being made, and returns
    /// from the subscription only once the failure was delivered (or after 50 ms): what the
    /// failure made the operator do is done before the operator stores the subscription.
    private static func failingDuringSubscription() -> Observable<Int> {
        Observable.create { observer in
            let delivered = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                observer.onError(error)
                delivered.signal()
            }
            _ = delivered.wait(timeout: .now() + 0.05)
            return Disposables.create()
        }
    }

    /// One thread pushes bursts of elements into the operator that `apply` builds, waiting
    /// (bounded) for each burst's last element to come out before the next, while two threads
    /// subscribe to the same operator and dispose at once. With `everyElement`, every element
    /// must come out, in order; otherwise the ones that do must be in order.
    private func assertEveryBurstsLastElementArrives(
        everyElement: Bool = false,
        file: StaticString = #filePath,
        line: UInt = #line,
        _ apply: (Observable<Int>) -> Observable<Int>
    ) {
        let bursts = 40, perBurst = 10
        let subject = PublishSubject<Int>()
        let operated = apply(subject.asObservable())
        let recorder = GrammarRecorder<Int>()
        let subscription = operated.subscribe(recorder.on)
        let lost = Captured<[Int]>([])
        let churn: [@Sendable () -> Void] = (0..<2).map { _ in
            {
                for _ in 0..<100 {
                    operated.subscribe().dispose()
                }
            }
        }
        MultiSourceFixtures.runConcurrently([{
            for burst in 0..<bursts {
                let last = burst * perBurst + perBurst - 1
                for value in (burst * perBurst)...last {
                    subject.onNext(value)
                }
                if !Self.waitUntil({ recorder.elements.last == last }) {
                    lost.value.append(last)
                }
            }
            subject.onCompleted()
        }] + churn, timeout: 30, file: file, line: line)
        recorder.waitForTerminal(self, file: file, line: line)
        recorder.assertGrammar(file: file, line: line)
        XCTAssertEqual(lost.value, [], "these bursts' last elements never came out", file: file, line: line)
        XCTAssertEqual(recorder.elements, recorder.elements.sorted(), "an element came out of order", file: file, line: line)
        if everyElement {
            XCTAssertEqual(recorder.elements, Array(0..<(bursts * perBurst)), file: file, line: line)
        }
        subscription.dispose()
    }

    /// Polls `condition` every 100 µs for up to 2 s; whether it became true.
    private static func waitUntil(_ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(2)
        while !condition() {
            if Date() > deadline { return false }
            Thread.sleep(forTimeInterval: 0.0001)
        }
        return true
    }
}
