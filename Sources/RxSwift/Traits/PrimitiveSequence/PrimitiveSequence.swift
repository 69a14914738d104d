/// An observable sequence whose shape is restricted by `Trait`: a `Single` delivers exactly one
/// element or an error, a `Maybe` at most one element, a `Completable` no element at all.
///
/// It is a thin wrapper: every subscription goes to the wrapped observable, which the trait's
/// constructors and operators keep within the trait's grammar.
public struct PrimitiveSequence<Trait, Element> {
    @usableFromInline let source: Observable<Element>

    /// Wraps `raw`, trusting that it respects the trait's grammar.
    @inlinable
    init(raw: Observable<Element>) {
        self.source = raw
    }
}

/// A type that is a primitive sequence of some trait; the operators of each trait are
/// extensions of this protocol.
///
/// It refines `ObservableConvertibleType`, as `ObservableType` does, so that where a trait's
/// form and a form on `ObservableConvertibleType` both fit a call, the trait's is chosen (the
/// forms for handlers written `{ @MainActor in ... }` give way so to the `@Sendable` forms when a
/// call passes no closure). A conformer gets `asObservable()` from `primitiveSequence`.
public protocol PrimitiveSequenceType: ObservableConvertibleType {
    /// The trait that restricts the sequence (`SingleTrait`, `MaybeTrait`, `CompletableTrait`).
    associatedtype Trait

    /// The type of the element the sequence can deliver.
    associatedtype Element

    /// The old name of `Trait`.
    @available(*, deprecated, renamed: "Trait")
    typealias TraitType = Trait

    /// The old name of `Element`.
    @available(*, deprecated, renamed: "Element")
    typealias ElementType = Element

    /// The value as a `PrimitiveSequence`.
    var primitiveSequence: PrimitiveSequence<Trait, Element> { get }
}

extension PrimitiveSequence: PrimitiveSequenceType {
    /// Returns itself.
    @inlinable
    public var primitiveSequence: PrimitiveSequence<Trait, Element> {
        self
    }
}

extension PrimitiveSequenceType {
    /// The primitive sequence's observable sequence.
    @inlinable
    public func asObservable() -> Observable<Element> {
        primitiveSequence.asObservable()
    }
}

extension PrimitiveSequence: ObservableConvertibleType {
    /// The wrapped observable sequence.
    @inlinable
    public func asObservable() -> Observable<Element> {
        source
    }
}

extension PrimitiveSequence {
    /// A sequence made anew for every subscriber by `observableFactory`; an error thrown by the
    /// factory is delivered as the sequence's error.
    @inlinable
    @available(swift, introduced: 6)
    @preconcurrency
    public static func deferred(_ observableFactory: @escaping @Sendable () throws -> PrimitiveSequence<Trait, Element>) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable.deferred {
            try observableFactory().asObservable()
        })
    }

    /// A sequence tied to a resource: `resourceFactory` makes the resource for each subscriber,
    /// `primitiveSequenceFactory` makes the sequence from it, and the resource is disposed when
    /// the subscription ends.
    @inlinable
    @available(swift, introduced: 6)
    @preconcurrency
    public static func using<Resource: Disposable>(
        _ resourceFactory: @escaping @Sendable () throws -> Resource,
        primitiveSequenceFactory: @escaping @Sendable (Resource) throws -> PrimitiveSequence<Trait, Element>
    ) -> PrimitiveSequence<Trait, Element> {
        // Swift 5 form: this body, with plain closures.
        // The closure captures only the `Sendable` factory; `Resource` is a generic parameter.
        PrimitiveSequence(raw: Observable.using(resourceFactory, observableFactory: assumeSendable { resource in
            try primitiveSequenceFactory(resource).asObservable()
        }))
    }
}

extension PrimitiveSequenceType where Element: RxAbstractInteger {
    /// A sequence that delivers `0` on `scheduler` after `dueTime`.
    @inlinable
    public static func timer(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable<Element>.timer(dueTime, scheduler: scheduler))
    }
}

// Checked: the only stored property is the wrapped `Observable`; `Trait` is a marker. See
// docs/Concurrency.md for why there is no condition on `Element`.
extension PrimitiveSequence: Sendable {}

/// Whether a trait's subscriber (`Single`, `Maybe`, `Completable`) has had its one outcome.
/// Only the subscription's own events, one at a time, read and set it. A class rather than a
/// captured `var`: a captured variable is read through the runtime's exclusivity check.
@usableFromInline
final class TraitOutcome: @unchecked Sendable {
    /// Set by the event that delivered the outcome.
    @usableFromInline @exclusivity(unchecked) var delivered = false

    @inlinable
    init() {}
}
