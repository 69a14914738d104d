import Dispatch
import Foundation
import RxBlocking
import RxSwift
import RxTest
import Testing

private struct AwaitingTestError: Error, Equatable {
    let code: Int
}

/// Counts the subscriptions or the disposals of a test sequence.
private final class Counter: Sendable {
    private let count = Captured(0)

    func record() {
        count.value += 1
    }

    var value: Int { count.value }
}

/// Whether `error` is the `RxError` `expected` (`RxError` is not `Equatable`).
private func isRxError(_ error: any Error, _ expected: RxError) -> Bool {
    (error as? RxError)?.debugDescription == expected.debugDescription
}

/// The awaiting operators (`awaiting(timeout:)`), the async forms of RxBlocking's operators.
@Suite(.checksForLeaks)
struct AwaitingObservableOperatorsTests {
    /// Emits `values` then ends with `error` (or completes) on a global queue.
    private func backgroundSequence(_ values: [Int], error: AwaitingTestError? = nil, disposals: Counter? = nil) -> Observable<Int> {
        Observable.create { observer in
            DispatchQueue.global().async {
                values.forEach(observer.onNext)
                if let error {
                    observer.onError(error)
                } else {
                    observer.onCompleted()
                }
            }
            return Disposables.create { disposals?.record() }
        }
    }

    /// Never emits; records when it is subscribed and when its subscription is disposed.
    private func never(subscriptions: Counter? = nil, disposals: Counter) -> Observable<Int> {
        Observable.create { _ in
            subscriptions?.record()
            return Disposables.create { disposals.record() }
        }
    }

    @Test func toArrayReturnsEveryElement() async throws {
        #expect(try await Observable.of(1, 2, 3).awaiting().toArray() == [1, 2, 3])
        #expect(try await backgroundSequence([4, 5]).awaiting(timeout: 5).toArray() == [4, 5])
        #expect(try await Observable<Int>.empty().awaiting().toArray() == [])
        // The synchronous form keeps compiling, without `await`, in an `async` function.
        #expect(try Observable.of(1, 2).toBlocking().toArray() == [1, 2])
    }

    @Test func theSequencesErrorIsThrown() async {
        await #expect(throws: AwaitingTestError(code: 7)) {
            try await backgroundSequence([1], error: AwaitingTestError(code: 7)).awaiting(timeout: 5).toArray()
        }
    }

    @Test func firstDisposesAfterTheFirstElement() async throws {
        let disposals = Counter()
        let subject = BehaviorSubject(value: 1)
        let source = Observable.merge(subject.asObservable(), never(disposals: disposals))
        #expect(try await source.awaiting().first() == 1)
        #expect(disposals.value == 1)
        #expect(try await Observable<Int>.empty().awaiting().first() == nil)
    }

    @Test func lastWaitsForTheEnd() async throws {
        #expect(try await backgroundSequence([1, 2, 3]).awaiting(timeout: 5).last() == 3)
        #expect(try await Observable<Int>.empty().awaiting().last() == nil)
    }

    @Test func singleReturnsTheOnlyElement() async throws {
        #expect(try await Observable.just(4).awaiting().single() == 4)
        #expect(try await Observable.of(1, 2, 3).awaiting().single { $0 == 2 } == 2)
    }

    @Test func singleThrowsForNoneOrMoreThanOne() async {
        let empty = await #expect(throws: RxError.self) { try await Observable<Int>.empty().awaiting().single() }
        #expect(empty.map { isRxError($0, .noElements) } == true)
        let two = await #expect(throws: RxError.self) { try await Observable.of(1, 2).awaiting().single() }
        #expect(two.map { isRxError($0, .moreThanOneElement) } == true)
    }

    @Test func aTimeoutThrowsTheBlockingFormsErrorAndDisposes() async throws {
        let disposals = Counter()
        let error = await #expect(throws: RxError.self) {
            try await never(disposals: disposals).awaiting(timeout: 0.05).toArray()
        }
        #expect(error.map { isRxError($0, .timeout) } == true)
        #expect(disposals.value == 1)
        let blockingError = #expect(throws: RxError.self) { try Observable<Int>.never().toBlocking(timeout: 0.01).toArray() }
        #expect(error?.debugDescription == blockingError?.debugDescription)
    }

    @Test func materializeReportsATimeoutAsAFailure() async {
        let disposals = Counter()
        let result = await never(disposals: disposals).awaiting(timeout: 0.05).materialize()
        guard case .failed(let elements, let error) = result else {
            Issue.record("expected a failure, got \(result)")
            return
        }
        #expect(elements.isEmpty)
        #expect(isRxError(error, .timeout))
    }

    @Test func cancellingTheTaskDisposesTheSubscriptionAndThrowsCancellationError() async {
        let subscriptions = Counter()
        let disposals = Counter()
        let source = never(subscriptions: subscriptions, disposals: disposals)
        let waiting = Task { try await source.awaiting().toArray() }
        while subscriptions.value == 0 {
            await Task.yield()
        }
        #expect(disposals.value == 0)
        waiting.cancel()
        await #expect(throws: CancellationError.self) { try await waiting.value }
        #expect(disposals.value == 1)
    }

    /// Waiting on the main actor suspends it instead of blocking the main thread, so work the
    /// sequence schedules on the main queue still runs.
    @MainActor @Test func waitingOnTheMainActorLetsTheMainQueueRun() async throws {
        let elements = try await backgroundSequence([1, 2]).observe(on: MainScheduler.instance).awaiting(timeout: 5).toArray()
        #expect(elements == [1, 2])
    }
}
