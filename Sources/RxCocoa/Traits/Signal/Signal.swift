import RxSwift

/// A shared sequence for UI events: it never fails, delivers on the main scheduler, and shares
/// one subscription among its subscribers without replaying anything to new ones
/// (`share(scope: .whileConnected)`).
///
/// Subscribe to it with `emit`, from the main thread.
public typealias Signal<Element> = SharedSequence<SignalSharingStrategy, Element>

/// The sharing strategy of `Signal`: main scheduler, nothing replayed.
public struct SignalSharingStrategy: MainThreadSharingStrategy {
    /// The scheduler made by `SharingScheduler.make()`: the main scheduler outside tests.
    @inlinable
    public static var scheduler: SchedulerType {
        SharingScheduler.make()
    }

    /// Shares `source` without replay while connected.
    @inlinable
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(scope: .whileConnected)
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// The sequence as a `Signal`.
    @inlinable
    public func asSignal() -> Signal<Element> {
        asSharedSequence()
    }
}
