import Foundation
import RxSwift
import RxTest
import Synchronization
import XCTest

/// Several threads emit into, subscribe to and dispose of the operators that hold state across
/// sources, and a `GrammarRecorder` counts what arrives: nothing lost, nothing duplicated,
/// nothing after a terminal event, never two events at once. Waits are bounded: a deadlock
/// fails the test with a message. Then re-entrancy: observers that call back into the operator
/// (subscribe, dispose, emit) from inside `onNext`. The thread sanitizer run of
/// `scripts/test.sh` runs them too.
final class OperatorConcurrencyStressTests: LeakCheckingTestCase {
    private static let threads = 4
    private static let perThread = 1_000

    /// The element thread `thread` sends as its `index`-th: unique across threads, increasing
    /// per thread.
    private static func value(thread: Int, index: Int) -> Int { thread * 1_000_000 + index }

    // MARK: - Several sources, several threads

    func testMergeOfSourcesPushedFromTheirOwnThreadsDeliversEveryElementOnceInPerSourceOrder() {
        let subjects = (0..<Self.threads).map { _ in PublishSubject<Int>() }
        let merged = Observable.merge(subjects.map { $0.asObservable() })
        let recorder = GrammarRecorder<Int>()
        let subscription = merged.subscribe(recorder.on)
        let churn = Self.churn(merged)
        MultiSourceFixtures.runConcurrently(subjects.enumerated().map { thread, subject in
            { Self.push(into: subject, thread: thread) }
        } + churn)
        recorder.waitForTerminal(self)
        recorder.assertGrammar()
        XCTAssertEqual(recorder.completions, 1)
        Self.assertEveryThreadsElementsOnceInOrder(recorder.elements, threads: Self.threads)
        subscription.dispose()
    }

    func testZipPairsByPositionWhileTwoThreadsPush() {
        let left = PublishSubject<Int>(), right = PublishSubject<Int>()
        let recorder = GrammarRecorder<[Int]>()
        let subscription = Observable.zip(left, right) { [$0, $1] }.subscribe(recorder.on)
        MultiSourceFixtures.runConcurrently([
            { Self.push(into: left, thread: 0) },
            { Self.push(into: right, thread: 1) },
        ])
        recorder.waitForTerminal(self)
        recorder.assertGrammar()
        XCTAssertEqual(recorder.completions, 1)
        XCTAssertEqual(recorder.elements, (0..<Self.perThread).map { [Self.value(thread: 0, index: $0), Self.value(thread: 1, index: $0)] })
        subscription.dispose()
    }

    func testCombineLatestSeesEachSourceAdvanceInOrderAndEndsOnTheLastValues() {
        let subjects = (0..<3).map { _ in PublishSubject<Int>() }
        let recorder = GrammarRecorder<[Int]>()
        let subscription = Observable.combineLatest(subjects.map { $0.asObservable() }).subscribe(recorder.on)
        MultiSourceFixtures.runConcurrently(subjects.enumerated().map { thread, subject in
            { Self.push(into: subject, thread: thread) }
        })
        recorder.waitForTerminal(self)
        recorder.assertGrammar()
        XCTAssertEqual(recorder.completions, 1)
        let combinations = recorder.elements
        for source in 0..<3 {
            let seen = combinations.map { $0[source] }
            XCTAssertEqual(seen, seen.sorted(), "source \(source) went back in time")
        }
        XCTAssertEqual(combinations.last, (0..<3).map { Self.value(thread: $0, index: Self.perThread - 1) })
        subscription.dispose()
    }

    func testWithLatestFromUsesTheLatestValueAndDropsNothingOnceTheSecondSequenceIsDone() {
        let first = PublishSubject<Int>(), second = PublishSubject<Int>()
        let recorder = GrammarRecorder<[Int]>()
        let subscription = first.withLatestFrom(second) { [$0, $1] }.subscribe(recorder.on)
        MultiSourceFixtures.runConcurrently([
            { (0..<Self.perThread).forEach { first.onNext(Self.value(thread: 0, index: $0)) } },
            { Self.push(into: second, thread: 1) },
        ])
        // The second sequence is done: every later element is combined with its last value.
        let lastOfSecond = Self.value(thread: 1, index: Self.perThread - 1)
        (Self.perThread..<(2 * Self.perThread)).forEach { first.onNext(Self.value(thread: 0, index: $0)) }
        first.onCompleted()
        recorder.waitForTerminal(self)
        recorder.assertGrammar()
        let pairs = recorder.elements
        XCTAssertEqual(pairs.map { $0[0] }, pairs.map { $0[0] }.sorted())
        XCTAssertEqual(pairs.map { $0[1] }, pairs.map { $0[1] }.sorted())
        XCTAssertEqual(pairs.suffix(Self.perThread), (Self.perThread..<(2 * Self.perThread)).map { [Self.value(thread: 0, index: $0), lastOfSecond] })
        subscription.dispose()
    }

    func testAmbForwardsOneSourceCompletelyWhileTwoThreadsRace() {
        for _ in 0..<20 {
            let left = PublishSubject<Int>(), right = PublishSubject<Int>()
            let recorder = GrammarRecorder<Int>()
            let subscription = left.amb(right).subscribe(recorder.on)
            MultiSourceFixtures.runConcurrently([
                { Self.push(into: left, thread: 0, count: 100) },
                { Self.push(into: right, thread: 1, count: 100) },
            ])
            recorder.waitForTerminal(self)
            recorder.assertGrammar()
            let winner = (recorder.elements.first ?? 0) / 1_000_000
            XCTAssertEqual(recorder.elements, (0..<100).map { Self.value(thread: winner, index: $0) })
            subscription.dispose()
        }
    }

    func testSwitchLatestNeverGoesBackToAnEarlierInnerSequence() {
        let outer = PublishSubject<Observable<Int>>()
        let recorder = GrammarRecorder<Int>()
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let subscription = outer.switchLatest().subscribe(recorder.on)
        MultiSourceFixtures.runConcurrently([{
            for inner in 0..<200 {
                outer.onNext(Observable.range(start: inner * 1_000_000, count: 20, scheduler: scheduler))
            }
            outer.onCompleted()
        }])
        recorder.waitForTerminal(self)
        recorder.assertGrammar()
        XCTAssertEqual(recorder.completions, 1)
        XCTAssertEqual(recorder.elements, recorder.elements.sorted(), "an earlier inner sequence was forwarded after a later one")
        XCTAssertEqual(recorder.elements.suffix(20), Array(199 * 1_000_000..<(199 * 1_000_000 + 20)), "the last inner sequence runs to its end")
        subscription.dispose()
    }

    func testFlatMapOfInnerSequencesOnAPoolOfThreadsLosesAndDuplicatesNothing() {
        let subjects = (0..<2).map { _ in PublishSubject<Int>() }
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let recorder = GrammarRecorder<Int>()
        let subscription = Observable.merge(subjects.map { $0.asObservable() })
            .flatMap { value in Observable.of(value * 2, value * 2 + 1).observe(on: scheduler) }
            .subscribe(recorder.on)
        MultiSourceFixtures.runConcurrently(subjects.enumerated().map { thread, subject in
            { Self.push(into: subject, thread: thread, count: 500) }
        })
        recorder.waitForTerminal(self)
        recorder.assertGrammar()
        let expected = (0..<2).flatMap { thread in (0..<500).flatMap { [Self.value(thread: thread, index: $0) * 2, Self.value(thread: thread, index: $0) * 2 + 1] } }
        XCTAssertEqual(recorder.elements.sorted(), expected.sorted())
        subscription.dispose()
    }

    func testFlatMapOfRangesReusingInnerSinksAcrossThreadsLosesAndDuplicatesNothing() {
        // Each thread sends its elements from a chain of trampolined actions, so that inner
        // ranges end between its elements, and sweeps on one thread hand the merge's ended
        // sinks, some of them ended on another thread, to that thread's trampoline to reuse.
        let subjects = (0..<Self.threads).map { _ in PublishSubject<Int>() }
        let recorder = GrammarRecorder<Int>()
        let subscription = Observable.merge(subjects.map { $0.asObservable() })
            .flatMap { value in Observable.range(start: value * 4, count: 3) }
            .subscribe(recorder.on)
        let count = 300
        MultiSourceFixtures.runConcurrently(subjects.enumerated().map { thread, subject in
            {
                @Sendable func send(_ index: Int, upTo end: Int) {
                    guard index < end else { return }
                    subject.onNext(Self.value(thread: thread, index: index))
                    _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                        send(index + 1, upTo: end)
                        return Disposables.create()
                    }
                }
                for batch in stride(from: 0, to: count, by: 30) {
                    _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                        send(batch, upTo: batch + 30)
                        return Disposables.create()
                    }
                }
                subject.onCompleted()
            }
        })
        recorder.waitForTerminal(self)
        recorder.assertGrammar()
        XCTAssertEqual(recorder.completions, 1)
        let expected = (0..<Self.threads).flatMap { thread in
            (0..<count).flatMap { index in (0..<3).map { Self.value(thread: thread, index: index) * 4 + $0 } }
        }
        XCTAssertEqual(recorder.elements.sorted(), expected.sorted())
        subscription.dispose()
    }

    func testFlatMapOfJustsBesideRangesFromSeveralThreadsLosesAndDuplicatesNothing() {
        // Even elements select a `just`, whose element the merge takes without subscribing it;
        // odd ones a `range` of one, subscribed by its sink: the justs' elements meet the
        // ranges' and each other's, from other threads, at the merge's delivery.
        let subjects = (0..<Self.threads).map { _ in PublishSubject<Int>() }
        let recorder = GrammarRecorder<Int>()
        let subscription = Observable.merge(subjects.map { $0.asObservable() })
            .flatMap { value in value % 2 == 0 ? Observable.just(value) : Observable.range(start: value, count: 1) }
            .subscribe(recorder.on)
        MultiSourceFixtures.runConcurrently(subjects.enumerated().map { thread, subject in
            { Self.push(into: subject, thread: thread) }
        })
        recorder.waitForTerminal(self)
        recorder.assertGrammar()
        XCTAssertEqual(recorder.completions, 1)
        let expected = (0..<Self.threads).flatMap { thread in (0..<Self.perThread).map { Self.value(thread: thread, index: $0) } }
        XCTAssertEqual(recorder.elements.sorted(), expected.sorted(), "elements were lost or duplicated")
        for thread in 0..<Self.threads {
            let justs = recorder.elements.filter { $0 / 1_000_000 == thread && $0 % 2 == 0 }
            XCTAssertEqual(justs, expected.filter { $0 / 1_000_000 == thread && $0 % 2 == 0 }, "thread \(thread)'s justs, in its order")
        }
        subscription.dispose()
    }

    func testConcatMapOfInnerSequencesOnAPoolOfThreadsKeepsTheirOrder() {
        let source = PublishSubject<Int>()
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let recorder = GrammarRecorder<Int>()
        let subscription = source
            .concatMap { value in Observable.of(value * 3, value * 3 + 1, value * 3 + 2).subscribe(on: scheduler) }
            .subscribe(recorder.on)
        MultiSourceFixtures.runConcurrently([{ Self.push(into: source, thread: 0, count: 300) }])
        recorder.waitForTerminal(self)
        recorder.assertGrammar()
        XCTAssertEqual(recorder.elements, (0..<900).map { $0 })
        subscription.dispose()
    }

    func testConcatOfSourcesCompletingOnAPoolOfThreadsKeepsTheirOrder() {
        // Each source completes on a pool thread, which then runs the subscribing loop, racing
        // the thread that subscribed it back out of that loop.
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let concatenated = Observable.concat((0..<300).map { value in
            Observable.of(value * 3, value * 3 + 1, value * 3 + 2).subscribe(on: scheduler)
        })
        let recorder = GrammarRecorder<Int>()
        let subscription = concatenated.subscribe(recorder.on)
        MultiSourceFixtures.runConcurrently(Self.churn(concatenated))
        recorder.waitForTerminal(self)
        recorder.assertGrammar()
        XCTAssertEqual(recorder.completions, 1)
        XCTAssertEqual(recorder.elements, Array(0..<900))
        subscription.dispose()
    }

    func testObserveOnDeliversEveryElementInOrderWhileOtherSubscriptionsAreDisposedMidRun() {
        let source = PublishSubject<Int>()
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "OperatorConcurrencyStressTests.observeOn")
        let observed = source.observe(on: scheduler)
        let recorder = GrammarRecorder<Int>()
        let subscription = observed.subscribe(recorder.on)
        // Subscriptions disposed while their runs are scheduled or delivering.
        let churners: [@Sendable () -> Void] = (0..<2).map { _ in
            {
                for round in 0..<200 {
                    let churning = observed.subscribe()
                    if round % 4 == 0 { Thread.sleep(forTimeInterval: 0.0001) }
                    churning.dispose()
                }
            }
        }
        MultiSourceFixtures.runConcurrently(churners + [{ Self.push(into: source, thread: 0) }])
        recorder.waitForTerminal(self)
        recorder.assertGrammar()
        XCTAssertEqual(recorder.completions, 1)
        XCTAssertEqual(recorder.elements, (0..<Self.perThread).map { Self.value(thread: 0, index: $0) })
        subscription.dispose()
    }

    func testPublishRefCountGivesEverySubscriberConsecutiveElementsWhileThreadsComeAndGo() {
        let subject = PublishSubject<Int>()
        assertConsecutiveDelivery(of: subject.publish().refCount(), pushingInto: subject, replayed: 0)
    }

    func testReplayRefCountReplaysThenGivesConsecutiveElementsWhileThreadsComeAndGo() {
        let subject = PublishSubject<Int>()
        assertConsecutiveDelivery(of: subject.replay(1).refCount(), pushingInto: subject, replayed: 1)
    }

    // MARK: - Re-entrancy from inside onNext

    func testMergeObserverThatPushesIntoAnotherSourceGetsItAfterTheCurrentElement() {
        let a = PublishSubject<Int>(), b = PublishSubject<Int>()
        let received = Captured<[Int]>([])
        let subscription = Observable.merge(a, b).subscribe(onNext: { value in
            received.value.append(value)
            if value < 3 { b.onNext(value + 10) }
        })
        a.onNext(1)
        a.onNext(2)
        XCTAssertEqual(received.value, [1, 11, 2, 12])
        subscription.dispose()
    }

    func testSubscribingToAShareFromInsideItsOnNextReplaysTheCurrentElement() {
        let subject = PublishSubject<Int>()
        let shared = subject.share(replay: 1)
        let inner = Captured<[Int]>([])
        let innerSubscriptions = Captured<[Disposable]>([])
        let subscription = shared.subscribe(onNext: { value in
            if value == 1 {
                innerSubscriptions.value.append(shared.subscribe(onNext: { inner.value.append($0) }))
            }
        })
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(inner.value, [1, 2])
        innerSubscriptions.value.forEach { $0.dispose() }
        subscription.dispose()
    }

    func testDisposingAPublishRefCountSubscriptionFromInsideOnNextStopsItAtOnce() {
        let subject = PublishSubject<Int>()
        let shared = subject.publish().refCount()
        let received = Captured<[Int]>([])
        let own = SingleAssignmentDisposable()
        own.setDisposable(shared.subscribe(onNext: { value in
            received.value.append(value)
            own.dispose()
        }))
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(received.value, [1])
        XCTAssertFalse(subject.hasObservers, "the last subscriber left, so the connection ended")
    }

    func testZipObserverThatFeedsBothSourcesKeepsPairing() {
        // `ManualSubject` queues a push that arrives while it delivers, as a well-behaved
        // source does, so the observer's pushes into the source that is delivering wait.
        let a = ManualSubject<Int>(), b = ManualSubject<Int>()
        let received = Captured<[[Int]]>([])
        let subscription = Observable.zip(a.asObservable(), b.asObservable()) { [$0, $1] }.subscribe(onNext: { pair in
            received.value.append(pair)
            if pair[0] < 3 {
                a.onNext(pair[0] + 1)
                b.onNext(pair[1] + 1)
            }
        })
        a.onNext(0)
        b.onNext(10)
        XCTAssertEqual(received.value, [[0, 10], [1, 11], [2, 12], [3, 13]])
        subscription.dispose()
    }

    func testSwitchLatestObserverThatSwitchesFromInsideOnNextForwardsOnlyTheNewInner() {
        let outer = PublishSubject<Observable<Int>>()
        let first = PublishSubject<Int>(), second = PublishSubject<Int>()
        let received = Captured<[Int]>([])
        let subscription = outer.switchLatest().subscribe(onNext: { value in
            received.value.append(value)
            if value == 1 { outer.onNext(second) }
        })
        outer.onNext(first)
        first.onNext(1)
        first.onNext(2)
        second.onNext(3)
        XCTAssertEqual(received.value, [1, 3])
        subscription.dispose()
    }

    // MARK: - Helpers

    private static func push(into subject: PublishSubject<Int>, thread: Int, count: Int = perThread) {
        for index in 0..<count {
            subject.onNext(value(thread: thread, index: index))
        }
        subject.onCompleted()
    }

    /// Two threads that keep subscribing to `observable` and disposing at once, to race the
    /// sources' deliveries.
    private static func churn<Element>(_ observable: Observable<Element>) -> [@Sendable () -> Void] {
        (0..<2).map { _ in
            {
                for _ in 0..<200 {
                    observable.subscribe().dispose()
                }
            }
        }
    }

    private static func assertEveryThreadsElementsOnceInOrder(_ elements: [Int], threads: Int, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(elements.count, threads * perThread, "elements were lost or duplicated", file: file, line: line)
        for thread in 0..<threads {
            let own = elements.filter { $0 / 1_000_000 == thread }
            XCTAssertEqual(own, (0..<perThread).map { value(thread: thread, index: $0) }, "thread \(thread)'s elements", file: file, line: line)
        }
    }

    /// One thread pushes 0, 1, 2, ... while three threads subscribe, take a few elements and
    /// dispose; every subscriber must see consecutive elements (after `replayed` replayed ones,
    /// which may repeat the previous element), and a permanent subscriber sees all of them.
    private func assertConsecutiveDelivery(of shared: Observable<Int>, pushingInto subject: PublishSubject<Int>, replayed: Int) {
        let permanent = GrammarRecorder<Int>()
        let permanentSubscription = shared.subscribe(permanent.on)
        let gaps = Captured<[String]>([])
        let churners: [@Sendable () -> Void] = (0..<3).map { thread in
            {
                for round in 0..<150 {
                    let seen = Captured<[Int]>([])
                    let subscription = shared.subscribe(onNext: { seen.value.append($0) })
                    if round % 3 == 0 { Thread.sleep(forTimeInterval: 0.0001) }
                    subscription.dispose()
                    let live = Array(seen.value.dropFirst(replayed))
                    if zip(live, live.dropFirst()).contains(where: { $1 != $0 + 1 }) {
                        gaps.value.append("thread \(thread), round \(round): \(seen.value)")
                    }
                }
            }
        }
        MultiSourceFixtures.runConcurrently(churners + [{
            for value in 0..<(Self.perThread * 2) {
                subject.onNext(value)
            }
        }])
        subject.onCompleted()
        permanent.waitForTerminal(self)
        permanent.assertGrammar()
        XCTAssertEqual(permanent.elements, Array(0..<(Self.perThread * 2)))
        XCTAssertEqual(gaps.value, [])
        permanentSubscription.dispose()
    }
}

/// An observer for stress tests: records elements and terminal events, and every breach of
/// the observer grammar (two events at once, an event after the terminal one).
final class GrammarRecorder<Element>: @unchecked Sendable {
    private let inside = Atomic<Int>(0)
    private let lock = NSLock()
    private var recorded: [Element] = []
    private var terminals = 0
    private var completedCount = 0
    private var violations: [String] = []
    private let terminal = DispatchSemaphore(value: 0)

    /// The elements received, in order.
    var elements: [Element] { lock.withLock { recorded } }
    /// How many `completed` events arrived.
    var completions: Int { lock.withLock { completedCount } }

    /// The observer: hand it to `subscribe`.
    func on(_ event: Event<Element>) {
        if inside.add(1, ordering: .sequentiallyConsistent).oldValue != 0 {
            lock.withLock { violations.append("two events delivered at once (\(event))") }
        }
        let isFirstTerminal: Bool = lock.withLock {
            if terminals > 0 {
                violations.append("\(event) after the terminal event")
                return false
            }
            switch event {
            case .next(let element):
                recorded.append(element)
                return false
            case .completed:
                completedCount += 1
                terminals += 1
                return true
            case .error:
                terminals += 1
                return true
            }
        }
        inside.subtract(1, ordering: .sequentiallyConsistent)
        if isFirstTerminal {
            terminal.signal()
        }
    }

    /// Waits (bounded) for the terminal event; a deadlock or a lost terminal event fails the
    /// test with a message instead of hanging.
    func waitForTerminal(_ testCase: XCTestCase, timeout: TimeInterval = 20, file: StaticString = #filePath, line: UInt = #line) {
        if terminal.wait(timeout: .now() + timeout) == .timedOut {
            XCTFail("no terminal event within \(timeout) s (deadlock or lost event); \(elements.count) elements so far", file: file, line: line)
        }
    }

    /// Fails the test for every grammar breach seen.
    func assertGrammar(file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(lock.withLock { violations }, [], file: file, line: line)
    }
}
