import Dispatch
import RxSwift
import RxTest
import XCTest

/// An asynchronous sequence over an array that counts the iterators made from it.
private struct CountingAsyncSequence: AsyncSequence, Sendable {
    typealias Element = Int
    let elements: [Int]
    let iterators: Counter

    struct AsyncIterator: AsyncIteratorProtocol {
        var remaining: ArraySlice<Int>
        mutating func next() async -> Int? { remaining.popFirst() }
    }

    func makeAsyncIterator() -> AsyncIterator {
        iterators.increment()
        return AsyncIterator(remaining: elements[...])
    }
}

/// An asynchronous sequence that delivers `0` and then suspends in a long sleep, recording
/// whether the sleep was ended by cancellation.
private struct SleepingAsyncSequence: AsyncSequence, Sendable {
    typealias Element = Int
    let sawCancellation: Flag

    struct AsyncIterator: AsyncIteratorProtocol {
        let sawCancellation: Flag
        var delivered = false
        mutating func next() async throws -> Int? {
            if !delivered {
                delivered = true
                return 0
            }
            do {
                try await Task.sleep(for: .seconds(60))
            } catch {
                sawCancellation.raise()
                throw error
            }
            return 1
        }
    }

    func makeAsyncIterator() -> AsyncIterator { AsyncIterator(sawCancellation: sawCancellation) }
}

/// A one-element asynchronous sequence whose element describes the task iterating it: its
/// priority and the value of `IterationContext.marker` there.
private struct TaskDescribingSequence: AsyncSequence, Sendable {
    typealias Element = String

    struct AsyncIterator: AsyncIteratorProtocol {
        var delivered = false
        mutating func next() async -> String? {
            if delivered { return nil }
            delivered = true
            return "\(Task.currentPriority.rawValue) \(IterationContext.marker)"
        }
    }

    func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
}

/// A task-local value that a detached task does not inherit.
private enum IterationContext {
    @TaskLocal static var marker = "none"
}

final class AsyncSequenceObservableTests: LeakCheckingTestCase {
    private func events<Element: Sendable>(of source: Observable<Element>, count: Int) async -> [Event<Element>] {
        let recorder = Recorder<Event<Element>>()
        let subscription = source.subscribe { recorder.record($0) }
        let arrived = await eventually { recorder.recorded.count >= count }
        XCTAssertTrue(arrived, "expected \(count) events, got \(recorder.recorded)")
        subscription.dispose()
        return recorder.recorded
    }

    func testElementsOfAFinishedStreamArriveAndComplete() async {
        let stream = AsyncStream<Int> { continuation in
            for value in 1...3 { continuation.yield(value) }
            continuation.finish()
        }
        let events = await events(of: stream.asObservable(), count: 4)
        XCTAssertEqual(events, [.next(1), .next(2), .next(3), .completed])
    }

    func testTheIterationRunsInADetachedTaskOfTheGivenPriority() async {
        let received = await IterationContext.$marker.withValue("subscriber") { () -> [Event<String>] in
            await events(of: TaskDescribingSequence().asObservable(priority: .high), count: 2)
        }
        XCTAssertEqual(received, [.next("\(TaskPriority.high.rawValue) none"), .completed])
    }

    func testWithoutAPriorityTheIterationStillRunsDetached() async {
        let received = await IterationContext.$marker.withValue("subscriber") { () -> [Event<String>] in
            await events(of: Observable.from(TaskDescribingSequence()), count: 2)
        }
        XCTAssertEqual(received.count, 2)
        XCTAssertEqual(received.first?.element?.hasSuffix(" none"), true, "a detached task inherits no task-local values")
    }

    func testAThrownErrorBecomesTheErrorEvent() async {
        let stream = AsyncThrowingStream<Int, Error> { continuation in
            continuation.yield(1)
            continuation.finish(throwing: ConcurrencyTestError(3))
        }
        let events = await events(of: stream.asObservable(), count: 2)
        XCTAssertEqual(events.count, 2)
        XCTAssertEqual(events.first, .next(1))
        XCTAssertEqual(events.last?.error as? ConcurrencyTestError, ConcurrencyTestError(3))
    }

    func testObservableFromAnAsyncSequenceIsTheSame() async {
        let stream = AsyncStream<String> { continuation in
            continuation.yield("a")
            continuation.yield("b")
            continuation.finish()
        }
        let events = await events(of: Observable.from(stream), count: 3)
        XCTAssertEqual(events, [.next("a"), .next("b"), .completed])
    }

    func testEverySubscriptionIteratesTheSequenceAnew() async {
        let iterators = Counter()
        let source = CountingAsyncSequence(elements: [1, 2], iterators: iterators).asObservable()
        let first = await events(of: source, count: 3)
        let second = await events(of: source, count: 3)
        XCTAssertEqual(first, [.next(1), .next(2), .completed])
        XCTAssertEqual(second, first)
        XCTAssertEqual(iterators.value, 2)
    }

    func testNothingIsIteratedBeforeSubscription() {
        let iterators = Counter()
        _ = Observable.from(CountingAsyncSequence(elements: [1], iterators: iterators))
        XCTAssertEqual(iterators.value, 0)
    }

    func testDisposingCancelsTheIteratingTask() async {
        let terminatedByCancellation = Flag()
        let (stream, continuation) = AsyncStream<Int>.makeStream()
        continuation.onTermination = { termination in
            if case .cancelled = termination { terminatedByCancellation.raise() }
        }
        let recorder = Recorder<Event<Int>>()
        let subscription = stream.asObservable().subscribe { recorder.record($0) }
        continuation.yield(1)
        let firstArrived = await eventually { recorder.recorded.count == 1 }
        XCTAssertTrue(firstArrived)
        subscription.dispose()
        let cancelled = await eventually { terminatedByCancellation.isRaised }
        XCTAssertTrue(cancelled, "disposing the subscription cancels the task iterating the stream")
        continuation.yield(2)
        continuation.finish()
        XCTAssertEqual(recorder.recorded, [.next(1)], "nothing is delivered after disposal")
    }

    func testACancellationErrorAfterDisposalIsNotDelivered() async {
        let before = Resources.total
        let sawCancellation = Flag()
        let recorder = Recorder<Event<Int>>()
        let subscription = SleepingAsyncSequence(sawCancellation: sawCancellation).asObservable()
            .subscribe { recorder.record($0) }
        let firstArrived = await eventually { recorder.recorded.count == 1 }
        XCTAssertTrue(firstArrived)
        subscription.dispose()
        let cancelled = await eventually { sawCancellation.isRaised }
        XCTAssertTrue(cancelled, "the task's sleep is cancelled")
        let released = await eventually { Resources.total == before }
        XCTAssertTrue(released, "the task ended and released the sink")
        XCTAssertEqual(recorder.recorded, [.next(0)])
    }

    func testCompletionReleasesTheSubscriptionResources() async {
        let before = Resources.total
        let stream = AsyncStream<Int> { continuation in
            continuation.yield(1)
            continuation.finish()
        }
        let completed = Flag()
        _ = stream.asObservable().subscribe(onCompleted: { completed.raise() })
        let didComplete = await eventually { completed.isRaised }
        XCTAssertTrue(didComplete)
        let released = await eventually { Resources.total == before }
        XCTAssertTrue(released, "the task releases the sink once the sequence ends")
    }

    func testNonSendableElementsAreDelivered() async {
        let stream = AsyncStream<NonSendableBox> { continuation in
            continuation.yield(NonSendableBox(8))
            continuation.finish()
        }
        let values = Recorder<Int>()
        let completed = Flag()
        let subscription = stream.asObservable().subscribe(onNext: { values.record($0.value) }, onCompleted: { completed.raise() })
        let didComplete = await eventually { completed.isRaised }
        XCTAssertTrue(didComplete)
        XCTAssertEqual(values.recorded, [8])
        subscription.dispose()
    }

    func testAnObservableRoundTripsThroughValues() async {
        let events = await events(of: Observable.of(1, 2, 3).values.asObservable(), count: 4)
        XCTAssertEqual(events, [.next(1), .next(2), .next(3), .completed])
    }

    func testSubscribingAndDisposingRepeatedlyWhileTheStreamIsBusyReleasesEveryTask() async {
        let before = Resources.total
        let cancellations = Counter()
        for _ in 0..<100 {
            let stream = AsyncStream<Int> { continuation in
                continuation.onTermination = { _ in cancellations.increment() }
                let handle = TestUnchecked(continuation)
                DispatchQueue.global().async {
                    var value = 0
                    while case .enqueued = handle.value.yield(value) { value += 1 }
                }
            }
            let received = Recorder<Int>()
            // The detached iterating task competes with the spinning producer threads; a high
            // priority keeps it from being starved on a small machine.
            let subscription = stream.asObservable(priority: .high).subscribe(onNext: { received.record($0) })
            let arrived = await eventually { !received.recorded.isEmpty }
            XCTAssertTrue(arrived)
            subscription.dispose()
            let recorded = received.recorded
            XCTAssertEqual(recorded, Array(0..<recorded.count), "elements arrive in order")
        }
        let allCancelled = await eventually { cancellations.value == 100 }
        XCTAssertTrue(allCancelled, "every iterating task was cancelled")
        let released = await eventually { Resources.total == before }
        XCTAssertTrue(released)
    }
}
