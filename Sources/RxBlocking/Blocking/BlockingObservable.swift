import Foundation
import RxSwift

/// An observable sequence whose operators block the calling thread until the sequence has
/// produced what they need, then return it (or throw the sequence's error).
///
/// Made with `toBlocking(timeout:)`. Meant for tests and command-line tools; blocking a thread
/// that the sequence itself needs (for example the main thread, for work scheduled on the main
/// queue) is avoided by running the main run loop while waiting on the main thread.
public struct BlockingObservable<Element> {
    /// How long an operator waits before failing with `RxError.timeout`; `nil` waits forever.
    let timeout: TimeInterval?
    /// The sequence being waited on.
    let source: Observable<Element>
}

extension ObservableConvertibleType {
    /// A blocking view of the sequence.
    ///
    /// - Parameter timeout: the longest time an operator waits for the sequence; when it
    ///   elapses the subscription is disposed and the operator fails with `RxError.timeout`.
    ///   `nil` waits forever.
    public func toBlocking(timeout: TimeInterval? = nil) -> BlockingObservable<Element> {
        BlockingObservable(timeout: timeout, source: asObservable())
    }
}
