import RxSwift

// The operators of shared sequences apply the Observable operator of the same name and share
// the result by the sequence's strategy. Their closures cannot throw, so the result cannot
// fail; timed operators run on the strategy's scheduler.
//
// The forms with closures take them `@Sendable` in Swift 6 mode, for strategies that deliver on
// any scheduler. A main-thread strategy's sequences (`Driver`, `Signal`) have forms of the same
// names with main-actor closures (SharedSequence+MainThreadOperators.swift); a closure converted
// to a main-actor function ranks below the same closure made `@Sendable`, so the forms here are
// disfavored in Swift 6 mode and those win where both apply. Their Swift 5 twins are not.

extension SharedSequenceConvertibleType {
    /// Transforms every element with `transform`.
    @available(swift, introduced: 6)
    @preconcurrency
    @_disfavoredOverload
    @inlinable
    public func map<Result>(_ transform: @escaping @Sendable (Element) -> Result) -> SharedSequence<SharingStrategy, Result> {
        // Swift 5 form: this body, with plain closures.
        SharedSequence(asObservable().map(transform))
    }

    /// Transforms every element with `transform`, dropping the `nil` results.
    @available(swift, introduced: 6)
    @preconcurrency
    @_disfavoredOverload
    @inlinable
    public func compactMap<Result>(_ transform: @escaping @Sendable (Element) -> Result?) -> SharedSequence<SharingStrategy, Result> {
        // Swift 5 form: this body, with plain closures.
        SharedSequence(asObservable().compactMap(transform))
    }

    /// Keeps the elements that satisfy `predicate`.
    @available(swift, introduced: 6)
    @preconcurrency
    @_disfavoredOverload
    @inlinable
    public func filter(_ predicate: @escaping @Sendable (Element) -> Bool) -> SharedSequence<SharingStrategy, Element> {
        // Swift 5 form: this body, with plain closures.
        SharedSequence(asObservable().filter(predicate))
    }
}

extension SharedSequenceConvertibleType where Element: SharedSequenceConvertibleType {
    /// The inner sequences as observables. Uses only the conformance of `Element`.
    @inlinable var unwrapInner: @Sendable (Element) -> Observable<Element.Element> {
        assumeSendable { $0.asSharedSequence().asObservable() }
    }

    /// Follows the latest inner sequence, dropping the previous one. The result shares and
    /// delivers as the inner sequences do (a Driver of Signals gives a Signal).
    @inlinable
    public func switchLatest() -> SharedSequence<Element.SharingStrategy, Element.Element> {
        SharedSequence(asObservable().map(unwrapInner).switchLatest())
    }

    /// Delivers the elements of all inner sequences as they come, shared as the inner
    /// sequences are.
    @inlinable
    public func merge() -> SharedSequence<Element.SharingStrategy, Element.Element> {
        SharedSequence(asObservable().map(unwrapInner).merge())
    }

    /// Delivers the elements of the inner sequences as they come, following at most
    /// `maxConcurrent` of them at a time; the others wait their turn.
    @inlinable
    public func merge(maxConcurrent: Int) -> SharedSequence<Element.SharingStrategy, Element.Element> {
        SharedSequence(asObservable().map(unwrapInner).merge(maxConcurrent: maxConcurrent))
    }
}

// The selector's sequences may share by another strategy than the source; the result is shared
// as they are (a Driver whose selector returns Signals gives a Signal), as upstream RxCocoa has it.
extension SharedSequenceConvertibleType {
    /// Merges the sequences that `selector` makes from the elements.
    @available(swift, introduced: 6)
    @preconcurrency
    @_disfavoredOverload
    @inlinable
    public func flatMap<Sharing, Result>(_ selector: @escaping @Sendable (Element) -> SharedSequence<Sharing, Result>) -> SharedSequence<Sharing, Result> {
        // Swift 5 form: this body, with plain closures.
        SharedSequence(asObservable().flatMap(selector))
    }

    /// Follows only the sequence made from the latest element, dropping the previous one.
    @available(swift, introduced: 6)
    @preconcurrency
    @_disfavoredOverload
    @inlinable
    public func flatMapLatest<Sharing, Result>(_ selector: @escaping @Sendable (Element) -> SharedSequence<Sharing, Result>) -> SharedSequence<Sharing, Result> {
        // Swift 5 form: this body, with plain closures.
        SharedSequence(asObservable().flatMapLatest(selector))
    }

    /// Ignores elements while the sequence made from an earlier element is still running.
    @available(swift, introduced: 6)
    @preconcurrency
    @_disfavoredOverload
    @inlinable
    public func flatMapFirst<Sharing, Result>(_ selector: @escaping @Sendable (Element) -> SharedSequence<Sharing, Result>) -> SharedSequence<Sharing, Result> {
        // Swift 5 form: this body, with plain closures.
        SharedSequence(asObservable().flatMapFirst(selector))
    }
}

extension SharedSequenceConvertibleType {
    /// Runs side effects for the sequence's elements, completion and lifecycle, passing the
    /// events on unchanged: `onNext`/`onCompleted` before an event is passed on,
    /// `afterNext`/`afterCompleted` after; `onSubscribe` before subscribing, `onSubscribed`
    /// after, `onDispose` when the subscription is disposed.
    @available(swift, introduced: 6)
    @preconcurrency
    @_disfavoredOverload
    @inlinable
    public func `do`(
        onNext: (@Sendable (Element) -> Void)? = nil,
        afterNext: (@Sendable (Element) -> Void)? = nil,
        onCompleted: (@Sendable () -> Void)? = nil,
        afterCompleted: (@Sendable () -> Void)? = nil,
        onSubscribe: (@Sendable () -> Void)? = nil,
        onSubscribed: (@Sendable () -> Void)? = nil,
        onDispose: (@Sendable () -> Void)? = nil
    ) -> SharedSequence<SharingStrategy, Element> {
        // Swift 5 form: this body, with plain closures.
        SharedSequence(asObservable().do(
            onNext: onNext,
            afterNext: afterNext,
            onCompleted: onCompleted,
            afterCompleted: afterCompleted,
            onSubscribe: onSubscribe,
            onSubscribed: onSubscribed,
            onDispose: onDispose
        ))
    }

    /// Prints every event and subscription, with `identifier` (by default the call site).
    @inlinable
    public func debug(_ identifier: String? = nil, trimOutput: Bool = false, file: String = #file, line: UInt = #line, function: String = #function) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function))
    }
}

extension SharedSequenceConvertibleType where Element: Equatable {
    /// Drops every element equal to the one before it.
    @inlinable
    public func distinctUntilChanged() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().distinctUntilChanged())
    }
}

extension SharedSequenceConvertibleType {
    /// Drops every element whose key, made by `keySelector`, equals the previous element's.
    @available(swift, introduced: 6)
    @preconcurrency
    @_disfavoredOverload
    @inlinable
    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping @Sendable (Element) -> Key) -> SharedSequence<SharingStrategy, Element> {
        // Swift 5 form: this body, with plain closures.
        SharedSequence(asObservable().distinctUntilChanged(keySelector))
    }

    /// Drops every element that `comparer` finds equal to the one before it.
    @available(swift, introduced: 6)
    @preconcurrency
    @_disfavoredOverload
    @inlinable
    public func distinctUntilChanged(_ comparer: @escaping @Sendable (Element, Element) -> Bool) -> SharedSequence<SharingStrategy, Element> {
        // Swift 5 form: this body, with plain closures.
        SharedSequence(asObservable().distinctUntilChanged(comparer))
    }

    /// Drops every element whose key, made by `keySelector`, `comparer` finds equal to the
    /// previous element's.
    @available(swift, introduced: 6)
    @preconcurrency
    @_disfavoredOverload
    @inlinable
    public func distinctUntilChanged<Key>(_ keySelector: @escaping @Sendable (Element) -> Key, comparer: @escaping @Sendable (Key, Key) -> Bool) -> SharedSequence<SharingStrategy, Element> {
        // Swift 5 form: this body, with plain closures.
        SharedSequence(asObservable().distinctUntilChanged(keySelector, comparer: comparer))
    }

    /// Drops every element whose property at `keyPath` equals the previous element's.
    @inlinable
    public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().distinctUntilChanged(at: keyPath))
    }
}

extension SharedSequenceConvertibleType {
    /// Delivers at most one element per `dueTime`; with `latest`, the last element of a
    /// period is delivered when the period ends.
    @inlinable
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().throttle(dueTime, latest: latest, scheduler: SharingStrategy.scheduler))
    }

    /// Delivers an element only after `dueTime` passes without a newer one.
    @inlinable
    public func debounce(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().debounce(dueTime, scheduler: SharingStrategy.scheduler))
    }

    /// Delivers every event `dueTime` later.
    @inlinable
    public func delay(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().delay(dueTime, scheduler: SharingStrategy.scheduler))
    }
}

extension SharedSequenceConvertibleType {
    /// Delivers each intermediate result of folding the elements into `seed` with
    /// `accumulator`.
    @available(swift, introduced: 6)
    @preconcurrency
    @_disfavoredOverload
    @inlinable
    public func scan<A>(_ seed: A, accumulator: @escaping @Sendable (A, Element) -> A) -> SharedSequence<SharingStrategy, A> {
        // Swift 5 form: this body, with plain closures.
        SharedSequence(asObservable().scan(seed, accumulator: accumulator))
    }

    /// Delivers each intermediate result of folding the elements into `seed` in place with
    /// `accumulator`.
    @available(swift, introduced: 6)
    @preconcurrency
    @_disfavoredOverload
    @inlinable
    public func scan<A>(into seed: A, accumulator: @escaping @Sendable (inout A, Element) -> Void) -> SharedSequence<SharingStrategy, A> {
        // Swift 5 form: this body, with plain closures.
        SharedSequence(asObservable().scan(into: seed, accumulator: accumulator))
    }
}

extension SharedSequence {
    /// Delivers the elements of the sequences of `sequence`, one after another.
    @inlinable
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> SharedSequence<SharingStrategy, Element> where Sequence.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.concat(sequence.map { $0.asObservable() }))
    }

    /// Delivers the elements of the sequences of `collection`, one after another.
    @inlinable
    public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> SharedSequence<SharingStrategy, Element> where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.concat(collection.map { $0.asObservable() }))
    }

    /// Delivers the elements of all the sequences of `sources` as they come.
    @inlinable
    public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> SharedSequence<SharingStrategy, Element> where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Delivers the elements of all `sources` as they come.
    @inlinable
    public static func merge(_ sources: [SharedSequence<SharingStrategy, Element>]) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Delivers the elements of all `sources` as they come.
    @inlinable
    public static func merge(_ sources: SharedSequence<SharingStrategy, Element>...) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Combines the sequences' elements by position with `resultSelector`.
    @available(swift, introduced: 6)
    @preconcurrency
    @_disfavoredOverload
    @inlinable
    public static func zip<Collection: Swift.Collection, Result>(_ collection: Collection, _ resultSelector: @escaping @Sendable ([Element]) throws -> Result) -> SharedSequence<SharingStrategy, Result> where Collection.Element == SharedSequence<SharingStrategy, Element> {
        // Swift 5 form: this body, with plain closures.
        SharedSequence<SharingStrategy, Result>(Observable.zip(collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }

    /// The arrays of the sequences' elements, grouped by position.
    @inlinable
    public static func zip<Collection: Swift.Collection>(_ collection: Collection) -> SharedSequence<SharingStrategy, [Element]> where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, [Element]>(Observable.zip(collection.map { $0.asObservable() }))
    }

    /// Combines the latest elements of the sequences with `resultSelector` whenever one of
    /// them delivers, once all have delivered.
    @available(swift, introduced: 6)
    @preconcurrency
    @_disfavoredOverload
    @inlinable
    public static func combineLatest<Collection: Swift.Collection, Result>(_ collection: Collection, _ resultSelector: @escaping @Sendable ([Element]) throws -> Result) -> SharedSequence<SharingStrategy, Result> where Collection.Element == SharedSequence<SharingStrategy, Element> {
        // Swift 5 form: this body, with plain closures.
        SharedSequence<SharingStrategy, Result>(Observable.combineLatest(collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }

    /// The arrays of the latest elements of the sequences, whenever one of them delivers,
    /// once all have delivered.
    @inlinable
    public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection) -> SharedSequence<SharingStrategy, [Element]> where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, [Element]>(Observable.combineLatest(collection.map { $0.asObservable() }))
    }
}

extension SharedSequenceConvertibleType {
    /// Combines each element with the latest element of `second`, if it has sent one, using
    /// `resultSelector`.
    @available(swift, introduced: 6)
    @preconcurrency
    @_disfavoredOverload
    @inlinable
    public func withLatestFrom<Second: SharedSequenceConvertibleType, Result>(_ second: Second, resultSelector: @escaping @Sendable (Element, Second.Element) -> Result) -> SharedSequence<SharingStrategy, Result> where Second.SharingStrategy == SharingStrategy {
        // Swift 5 form: this body, with plain closures.
        SharedSequence(asObservable().withLatestFrom(second.asSharedSequence().asObservable(), resultSelector: resultSelector))
    }

    /// Replaces each element with the latest element of `second`, if it has sent one.
    @inlinable
    public func withLatestFrom<Second: SharedSequenceConvertibleType>(_ second: Second) -> SharedSequence<SharingStrategy, Second.Element> where Second.SharingStrategy == SharingStrategy {
        SharedSequence(asObservable().withLatestFrom(second.asSharedSequence().asObservable()))
    }

    /// Pairs every element with `object` while it is alive (it is held weakly) and combines
    /// them with `resultSelector`; completes when `object` is gone.
    @available(swift, introduced: 6)
    @preconcurrency
    @_disfavoredOverload
    @inlinable
    public func withUnretained<Object: AnyObject, Out>(_ object: Object, resultSelector: @escaping @Sendable (Object, Element) -> Out) -> SharedSequence<SharingStrategy, Out> {
        // Swift 5 form: this body, with plain closures.
        SharedSequence(asObservable().withUnretained(object, resultSelector: resultSelector))
    }

    /// Pairs every element with `object` while it is alive (it is held weakly); completes
    /// when `object` is gone.
    @inlinable
    public func withUnretained<Object: AnyObject>(_ object: Object) -> SharedSequence<SharingStrategy, (Object, Element)> {
        SharedSequence(asObservable().withUnretained(object))
    }

    /// Skips the first `count` elements.
    @inlinable
    public func skip(_ count: Int) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().skip(count))
    }

    /// Sends `element` first, then the sequence's elements.
    @inlinable
    public func startWith(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().startWith(element))
    }
}
