import RxSwift

/// How a family of shared sequences (`Driver`, `Signal`) delivers and shares its elements.
public protocol SharingStrategyProtocol {
    /// The scheduler the sequences deliver on and run their timers on.
    static var scheduler: SchedulerType { get }

    /// Shares one subscription to `source` among all subscribers, as the strategy dictates.
    static func share<Element>(_ source: Observable<Element>) -> Observable<Element>
}

/// A sharing strategy whose scheduler is the main scheduler (`Driver`'s and `Signal`'s): its
/// sequences deliver on the main thread, so in Swift 6 mode their operators take main-actor
/// closures, each checked on every call to run on the main thread. A strategy that delivers on
/// another scheduler conforms to `SharingStrategyProtocol` only, and its sequences' operators
/// take `@Sendable` closures.
public protocol MainThreadSharingStrategy: SharingStrategyProtocol {}

/// A type that can be turned into a `SharedSequence` of a given sharing strategy.
public protocol SharedSequenceConvertibleType: ObservableConvertibleType {
    /// The sharing strategy of the sequence.
    associatedtype SharingStrategy: SharingStrategyProtocol

    /// The sequence as a `SharedSequence`.
    func asSharedSequence() -> SharedSequence<SharingStrategy, Element>
}

extension SharedSequenceConvertibleType {
    /// The sequence as an `Observable`, through `asSharedSequence()`.
    @inlinable
    public func asObservable() -> Observable<Element> {
        asSharedSequence().asObservable()
    }
}

/// An observable sequence that never fails, delivers on its strategy's scheduler (the main
/// scheduler for `Driver` and `Signal`) and shares one subscription among its subscribers.
///
/// It is made from observables only through the conversions that make those guarantees
/// (`asDriver(onErrorJustReturn:)`, `asSignal(onErrorJustReturn:)`, ...), by its factories, and
/// by its operators.
public struct SharedSequence<SharingStrategy: SharingStrategyProtocol, Element>: SharedSequenceConvertibleType {
    @usableFromInline let source: Observable<Element>

    /// Shares `source` by the strategy; `source` must already deliver on the strategy's
    /// scheduler and never fail.
    @inlinable
    init(_ source: Observable<Element>) {
        self.source = SharingStrategy.share(source)
    }

    /// Wraps `source` as it is, unshared: for sources that are cheap to subscribe to again.
    @inlinable
    init(raw source: Observable<Element>) {
        self.source = source
    }

    /// The sequence as an `Observable`.
    @inlinable
    public func asObservable() -> Observable<Element> {
        source
    }

    /// The sequence itself.
    @inlinable
    public func asSharedSequence() -> SharedSequence<SharingStrategy, Element> {
        self
    }
}

extension SharedSequence {
    /// A sequence that completes at once, on the strategy's scheduler.
    @inlinable
    public static func empty() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.empty().subscribe(on: SharingStrategy.scheduler))
    }

    /// A sequence that never sends anything.
    @inlinable
    public static func never() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.never())
    }

    /// A sequence that sends `element` and completes, on the strategy's scheduler.
    @inlinable
    public static func just(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.just(element).subscribe(on: SharingStrategy.scheduler))
    }

    /// A sequence that calls `factory` for each subscriber and subscribes it to the result.
    @available(swift, introduced: 6)
    @preconcurrency
    @_disfavoredOverload
    @inlinable
    public static func deferred(_ factory: @escaping @Sendable () -> SharedSequence<SharingStrategy, Element>) -> SharedSequence<SharingStrategy, Element> {
        // Swift 5 form: this body, with plain closures.
        // Captures only the `@Sendable` `factory` and the strategy's conformance.
        SharedSequence(Observable.deferredSendable(assumeSendable { factory().asObservable() }))
    }

    /// A sequence that sends `elements` one by one, on the strategy's scheduler, and completes.
    @inlinable
    public static func of(_ elements: Element...) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.from(elements, scheduler: SharingStrategy.scheduler))
    }

    /// A sequence that sends the elements of `array` one by one, on the strategy's scheduler,
    /// and completes.
    @inlinable
    public static func from(_ array: [Element]) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.from(array, scheduler: SharingStrategy.scheduler))
    }

    /// A sequence that sends the elements of `sequence` one by one, on the strategy's
    /// scheduler, and completes.
    @inlinable
    public static func from<Sequence: Swift.Sequence>(_ sequence: Sequence) -> SharedSequence<SharingStrategy, Element> where Sequence.Element == Element {
        SharedSequence(raw: Observable.from(sequence, scheduler: SharingStrategy.scheduler))
    }

    /// A sequence that sends `optional`'s value if there is one, on the strategy's scheduler,
    /// and completes.
    @inlinable
    public static func from(optional: Element?) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.from(optional: optional, scheduler: SharingStrategy.scheduler))
    }
}

extension SharedSequence where Element: RxAbstractInteger {
    /// A sequence that sends 0, 1, 2, ... every `period`, on the strategy's scheduler.
    @inlinable
    public static func interval(_ period: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.interval(period, scheduler: SharingStrategy.scheduler))
    }

    /// A sequence that sends 0 after `dueTime`, then, with a `period`, 1, 2, ... every
    /// `period`; without one it completes after the 0.
    @inlinable
    public static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval? = nil) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.timer(dueTime, period: period, scheduler: SharingStrategy.scheduler))
    }
}

// Checked: the only stored property is an `Observable`, which is `Sendable` for every element
// (docs/Concurrency.md).
extension SharedSequence: Sendable {}
