import Foundation
import RxSwift

/// An observable sequence whose operators suspend the calling task until the sequence has
/// produced what they need, then return it (or throw the sequence's error): the async
/// counterpart of `BlockingObservable`, for `async` tests and code.
///
/// Made with `awaiting(timeout:)`: `try await xs.awaiting(timeout: 1).toArray()`. No thread is
/// blocked while waiting, so it may wait on work scheduled on the main queue from the main
/// actor. Cancelling the waiting task disposes the subscription and throws `CancellationError`.
///
/// It is a view of its own rather than `async` overloads on `BlockingObservable`: in an `async`
/// function Swift prefers the `async` overload of a name, so every existing synchronous
/// `try xs.toBlocking().toArray()` written in an `async` function would stop compiling
/// ("expression is 'async' but is not marked with 'await'"). `Observable` itself already has
/// `toArray()`, `first()` and `single()` operators, which rules out putting them there too.
public struct AwaitingObservable<Element>: Sendable {
    /// How long an operator waits before failing with `RxError.timeout`; `nil` waits forever.
    let timeout: TimeInterval?
    /// The sequence being waited on.
    let source: Observable<Element>
}

extension ObservableConvertibleType {
    /// An awaiting view of the sequence: the operators of `toBlocking(timeout:)`, as `async`
    /// functions that suspend instead of blocking a thread.
    ///
    /// - Parameter timeout: the longest time an operator waits for the sequence; when it
    ///   elapses the subscription is disposed and the operator fails with `RxError.timeout`,
    ///   as the blocking operators do. `nil` waits forever.
    public func awaiting(timeout: TimeInterval? = nil) -> AwaitingObservable<Element> {
        AwaitingObservable(timeout: timeout, source: asObservable())
    }
}
