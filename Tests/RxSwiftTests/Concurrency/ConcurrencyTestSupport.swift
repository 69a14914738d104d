import Dispatch
import Foundation
import Synchronization
import XCTest
import RxSwift

/// The error the concurrency tests make sequences fail with.
struct ConcurrencyTestError: Error, Equatable {
    let code: Int
    init(_ code: Int = 0) { self.code = code }
}

/// Thrown by `awaitResult` when the awaited work did not finish in time.
struct TimedOut: Error {}

/// A thread-safe one-way flag.
final class Flag: Sendable {
    private let raised = Atomic<Bool>(false)

    /// Raises the flag.
    func raise() { raised.store(true, ordering: .releasing) }

    /// Whether the flag was raised.
    var isRaised: Bool { raised.load(ordering: .acquiring) }
}

/// A thread-safe counter.
final class Counter: Sendable {
    private let count = Atomic<Int>(0)

    /// Adds one.
    func increment() { count.wrappingAdd(1, ordering: .acquiringAndReleasing) }

    /// The current count.
    var value: Int { count.load(ordering: .acquiring) }
}

/// A thread-safe list of recorded values, in arrival order.
final class Recorder<Value: Sendable>: Sendable {
    private let values = Mutex<[Value]>([])

    /// Appends `value`.
    func record(_ value: Value) { values.withLock { $0.append(value) } }

    /// The values recorded so far.
    var recorded: [Value] { values.withLock { $0 } }
}

/// An element type that is deliberately not `Sendable`, to show that the bridges need no
/// `Sendable` elements.
final class NonSendableBox {
    var value: Int
    init(_ value: Int) { self.value = value }
}

/// Lets a test hand a non-`Sendable` value (an observer, a continuation's owner) to another
/// thread when the test itself orders the accesses.
final class TestUnchecked<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// Runs `body` in a task of its own and returns its result, or throws `TimedOut` (after
/// cancelling the task) when it takes longer than `seconds`. The wait never hangs, even if
/// the task ignores cancellation.
func awaitResult<T: Sendable>(within seconds: Double = 5, _ body: @escaping @Sendable () async throws -> T) async throws -> T {
    let outcome = Mutex<(resumed: Bool, continuation: CheckedContinuation<T, Error>?)>((false, nil))
    let finish: @Sendable (Result<T, Error>) -> Void = { result in
        let continuation = outcome.withLock { state -> CheckedContinuation<T, Error>? in
            if state.resumed { return nil }
            state.resumed = true
            return state.continuation
        }
        continuation?.resume(with: result)
    }
    return try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<T, Error>) in
        outcome.withLock { $0.continuation = continuation }
        let task = Task {
            do { finish(.success(try await body())) } catch { finish(.failure(error)) }
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds) {
            task.cancel()
            finish(.failure(TimedOut()))
        }
    }
}

/// Waits (polling) until `condition` holds, at most `seconds`; returns whether it held.
func eventually(within seconds: Double = 5, _ condition: () -> Bool) async -> Bool {
    let deadline = ContinuousClock.now + .seconds(seconds)
    while !condition() {
        if ContinuousClock.now >= deadline { return false }
        try? await Task.sleep(for: .milliseconds(1))
    }
    return true
}

/// An observable that counts its subscriptions, raises `disposed` when a subscription is
/// disposed, and otherwise never delivers anything.
func silentObservable(subscribed: Counter, disposed: Flag) -> Observable<Int> {
    Observable.create { _ in
        subscribed.increment()
        return Disposables.create { disposed.raise() }
    }
}
