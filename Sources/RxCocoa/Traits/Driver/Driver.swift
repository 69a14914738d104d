import RxSwift

/// A shared sequence for UI state: it never fails, delivers on the main scheduler, and shares
/// one subscription among its subscribers, replaying the latest element to each new one while
/// connected (`share(replay: 1, scope: .whileConnected)`).
///
/// Subscribe to it with `drive`, from the main thread.
public typealias Driver<Element> = SharedSequence<DriverSharingStrategy, Element>

/// The sharing strategy of `Driver`: main scheduler, latest element replayed.
public struct DriverSharingStrategy: MainThreadSharingStrategy {
    /// The scheduler made by `SharingScheduler.make()`: the main scheduler outside tests.
    @inlinable
    public static var scheduler: SchedulerType {
        SharingScheduler.make()
    }

    /// Shares `source`, replaying its latest element while connected.
    @inlinable
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(replay: 1, scope: .whileConnected)
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// The sequence as a `Driver`.
    @inlinable
    public func asDriver() -> Driver<Element> {
        asSharedSequence()
    }
}
