// The Infallible operators delegate to the Observable operators of the same name; the
// selectors they take cannot fail, so the result cannot fail either.

extension InfallibleType {
    /// Keeps the elements that satisfy `predicate`.
    @inlinable
    @available(swift, introduced: 6)
    @preconcurrency
    public func filter(_ predicate: @escaping @Sendable (Element) -> Bool) -> Infallible<Element> {
        // Swift 5 form: this body, with plain closures.
        Infallible(asObservable().filter(predicate))
    }

    /// Transforms every element with `transform`.
    @inlinable
    @available(swift, introduced: 6)
    @preconcurrency
    public func map<Result>(_ transform: @escaping @Sendable (Element) -> Result) -> Infallible<Result> {
        // Swift 5 form: this body, with plain closures.
        Infallible(asObservable().map(transform))
    }

    /// Transforms every element with `transform`, dropping the `nil` results.
    @inlinable
    @available(swift, introduced: 6)
    @preconcurrency
    public func compactMap<Result>(_ transform: @escaping @Sendable (Element) -> Result?) -> Infallible<Result> {
        // Swift 5 form: this body, with plain closures.
        Infallible(asObservable().compactMap(transform))
    }
}

extension InfallibleType where Element: Equatable {
    /// Drops every element equal to the one before it.
    @inlinable
    public func distinctUntilChanged() -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged())
    }
}

extension InfallibleType {
    /// Drops every element whose key, made by `keySelector`, equals the previous element's.
    @inlinable
    @available(swift, introduced: 6)
    @preconcurrency
    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping @Sendable (Element) throws -> Key) -> Infallible<Element> {
        // Swift 5 form: this body, with plain closures.
        Infallible(asObservable().distinctUntilChanged(keySelector))
    }

    /// Drops every element that `comparer` finds equal to the one before it.
    @inlinable
    @available(swift, introduced: 6)
    @preconcurrency
    public func distinctUntilChanged(_ comparer: @escaping @Sendable (Element, Element) throws -> Bool) -> Infallible<Element> {
        // Swift 5 form: this body, with plain closures.
        Infallible(asObservable().distinctUntilChanged(comparer))
    }

    /// Drops every element whose key, made by `keySelector`, `comparer` finds equal to the
    /// previous element's.
    @inlinable
    @available(swift, introduced: 6)
    @preconcurrency
    public func distinctUntilChanged<K>(_ keySelector: @escaping @Sendable (Element) throws -> K, comparer: @escaping @Sendable (K, K) throws -> Bool) -> Infallible<Element> {
        // Swift 5 form: this body, with plain closures.
        Infallible(asObservable().distinctUntilChanged(keySelector, comparer: comparer))
    }

    /// Drops every element whose property at `keyPath` equals the previous element's.
    @inlinable
    public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>) -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged(at: keyPath))
    }
}

extension InfallibleType {
    /// Delivers an element only after `dueTime` passes, on `scheduler`, without a newer one.
    @inlinable
    public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Infallible<Element> {
        Infallible(asObservable().debounce(dueTime, scheduler: scheduler))
    }

    /// Delivers at most one element per `dueTime`, on `scheduler`; with `latest`, the last
    /// element of a period is delivered when the period ends.
    @inlinable
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true, scheduler: SchedulerType) -> Infallible<Element> {
        Infallible(asObservable().throttle(dueTime, latest: latest, scheduler: scheduler))
    }
}

extension InfallibleType {
    /// Merges the `Infallible`s that `selector` makes from the elements.
    @inlinable
    @available(swift, introduced: 6)
    @preconcurrency
    public func flatMap<Source: InfallibleType>(_ selector: @escaping @Sendable (Element) -> Source) -> Infallible<Source.Element> {
        // Swift 5 form: this body, with plain closures.
        Infallible(asObservable().flatMap(selector))
    }

    /// Follows only the `Infallible` made from the latest element, dropping the previous
    /// one.
    @inlinable
    @available(swift, introduced: 6)
    @preconcurrency
    public func flatMapLatest<Source: InfallibleType>(_ selector: @escaping @Sendable (Element) -> Source) -> Infallible<Source.Element> {
        // Swift 5 form: this body, with plain closures.
        Infallible(asObservable().flatMapLatest(selector))
    }

    /// Ignores elements while the `Infallible` made from an earlier element is still
    /// running.
    @inlinable
    @available(swift, introduced: 6)
    @preconcurrency
    public func flatMapFirst<Source: InfallibleType>(_ selector: @escaping @Sendable (Element) -> Source) -> Infallible<Source.Element> {
        // Swift 5 form: this body, with plain closures.
        Infallible(asObservable().flatMapFirst(selector))
    }

    /// Runs the `Infallible`s that `selector` makes from the elements one after another.
    @inlinable
    @available(swift, introduced: 6)
    @preconcurrency
    public func concatMap<Source: InfallibleType>(_ selector: @escaping @Sendable (Element) -> Source) -> Infallible<Source.Element> {
        // Swift 5 form: this body, with plain closures.
        Infallible(asObservable().concatMap(selector))
    }
}

extension InfallibleType {
    /// Delivers this sequence's elements, then `second`'s.
    @inlinable
    public func concat<Source: InfallibleType>(_ second: Source) -> Infallible<Element> where Source.Element == Element {
        Infallible(asObservable().concat(second.asObservable()))
    }

    /// Delivers the elements of the `Infallible`s of `sequence`, one after another.
    @inlinable
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Infallible<Element> where Sequence.Element == Infallible<Element> {
        Infallible(Observable.concat(sequence.map { $0.asObservable() }))
    }

    /// Delivers the elements of the `Infallible`s of `collection`, one after another.
    @inlinable
    public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> Infallible<Element> where Collection.Element == Infallible<Element> {
        Infallible(Observable.concat(collection.map { $0.asObservable() }))
    }

    /// Delivers the elements of `sources`, one after another.
    @inlinable
    public static func concat(_ sources: Infallible<Element>...) -> Infallible<Element> {
        Infallible(Observable.concat(sources.map { $0.asObservable() }))
    }

    /// Delivers the elements of all the `Infallible`s of `sources` as they come; completes
    /// when all have completed.
    @inlinable
    public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> Infallible<Element> where Collection.Element == Infallible<Element> {
        Infallible(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Delivers the elements of all `sources` as they come; completes when all have
    /// completed.
    @inlinable
    public static func merge(_ sources: [Infallible<Element>]) -> Infallible<Element> {
        Infallible(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Delivers the elements of all `sources` as they come; completes when all have
    /// completed.
    @inlinable
    public static func merge(_ sources: Infallible<Element>...) -> Infallible<Element> {
        Infallible(Observable.merge(sources.map { $0.asObservable() }))
    }
}

extension InfallibleType {
    /// Combines each element with the latest element of `second` using `resultSelector`;
    /// elements arriving before `second` has delivered are dropped.
    @inlinable
    @available(swift, introduced: 6)
    @preconcurrency
    public func withLatestFrom<Source: InfallibleType, ResultType>(_ second: Source, resultSelector: @escaping @Sendable (Element, Source.Element) throws -> ResultType) -> Infallible<ResultType> {
        // Swift 5 form: this body, with plain closures.
        Infallible(asObservable().withLatestFrom(second.asObservable(), resultSelector: resultSelector))
    }

    /// Delivers the latest element of `second` at each element of this sequence; elements
    /// arriving before `second` has delivered are dropped.
    @inlinable
    public func withLatestFrom<Source: InfallibleType>(_ second: Source) -> Infallible<Source.Element> {
        Infallible(asObservable().withLatestFrom(second.asObservable()))
    }
}

extension InfallibleType {
    /// Delivers the running result of `accumulator`, starting from `seed`, which it updates
    /// in place.
    @inlinable
    @available(swift, introduced: 6)
    @preconcurrency
    public func scan<Seed>(into seed: Seed, accumulator: @escaping @Sendable (inout Seed, Element) -> Void) -> Infallible<Seed> {
        // Swift 5 form: this body, with plain closures.
        Infallible(asObservable().scan(into: seed, accumulator: accumulator))
    }

    /// Delivers the running result of `accumulator`, starting from `seed`.
    @inlinable
    @available(swift, introduced: 6)
    @preconcurrency
    public func scan<Seed>(_ seed: Seed, accumulator: @escaping @Sendable (Seed, Element) -> Seed) -> Infallible<Seed> {
        // Swift 5 form: this body, with plain closures.
        Infallible(asObservable().scan(seed, accumulator: accumulator))
    }

    /// Delivers `element` first, then this sequence's elements.
    @inlinable
    public func startWith(_ element: Element) -> Infallible<Element> {
        Infallible(asObservable().startWith(element))
    }

    /// Delivers the elements while `predicate` holds, then completes; with `.inclusive`
    /// the first element for which it fails is delivered too.
    @inlinable
    @available(swift, introduced: 6)
    @preconcurrency
    public func take(while predicate: @escaping @Sendable (Element) throws -> Bool, behavior: TakeBehavior = .exclusive) -> Infallible<Element> {
        // Swift 5 form: this body, with plain closures.
        Infallible(asObservable().take(while: predicate, behavior: behavior))
    }

    /// Delivers the elements until `predicate` holds, then completes; with `.inclusive` the
    /// element for which it holds is delivered too.
    @inlinable
    @available(swift, introduced: 6)
    @preconcurrency
    public func take(until predicate: @escaping @Sendable (Element) throws -> Bool, behavior: TakeBehavior = .exclusive) -> Infallible<Element> {
        // Swift 5 form: this body, with plain closures.
        Infallible(asObservable().take(until: predicate, behavior: behavior))
    }

    /// Delivers the elements until `other` delivers an element, then completes.
    @inlinable
    public func take<Source: ObservableConvertibleType>(until other: Source) -> Infallible<Element> {
        Infallible(asObservable().take(until: other.asObservable()))
    }

    /// Delivers the first `count` elements, then completes. A negative `count` is a
    /// programmer error, reported with the call site (`file`, `line`).
    @inlinable
    public func take(_ count: Int, file: StaticString = #fileID, line: UInt = #line) -> Infallible<Element> {
        Infallible(asObservable().take(count, file: file, line: line))
    }

    /// Delivers the elements that arrive within `duration` of the subscription, timed on
    /// `scheduler`, then completes.
    @inlinable
    public func take(for duration: RxTimeInterval, scheduler: SchedulerType) -> Infallible<Element> {
        Infallible(asObservable().take(for: duration, scheduler: scheduler))
    }

    /// Drops the first `count` elements.
    @inlinable
    public func skip(_ count: Int) -> Infallible<Element> {
        Infallible(asObservable().skip(count))
    }

    /// Drops elements while `predicate` holds.
    @inlinable
    @available(swift, introduced: 6)
    @preconcurrency
    public func skip(while predicate: @escaping @Sendable (Element) throws -> Bool) -> Infallible<Element> {
        // Swift 5 form: this body, with plain closures.
        Infallible(asObservable().skip(while: predicate))
    }

    /// Drops elements until `other` delivers an element.
    @inlinable
    public func skip<Source: ObservableConvertibleType>(until other: Source) -> Infallible<Element> {
        Infallible(asObservable().skip(until: other.asObservable()))
    }
}

extension InfallibleType {
    /// Runs side effects at the points of the sequence's life: before and after each
    /// element and the completion, around the subscription, and at disposal.
    @inlinable
    @available(swift, introduced: 6)
    @preconcurrency
    public func `do`(
        onNext: (@Sendable (Element) -> Void)? = nil,
        afterNext: (@Sendable (Element) -> Void)? = nil,
        onCompleted: (@Sendable () -> Void)? = nil,
        afterCompleted: (@Sendable () -> Void)? = nil,
        onSubscribe: (@Sendable () -> Void)? = nil,
        onSubscribed: (@Sendable () -> Void)? = nil,
        onDispose: (@Sendable () -> Void)? = nil
    ) -> Infallible<Element> {
        // Swift 5 form: this body, with plain closures.
        Infallible(asObservable().do(
            onNext: onNext,
            afterNext: afterNext,
            onCompleted: onCompleted,
            afterCompleted: afterCompleted,
            onSubscribe: onSubscribe,
            onSubscribed: onSubscribed,
            onDispose: onDispose
        ))
    }

    /// Pairs each element with `obj`, held weakly; completes once `obj` is gone.
    @inlinable
    @available(swift, introduced: 6)
    @preconcurrency
    public func withUnretained<Object: AnyObject, Out>(_ obj: Object, resultSelector: @escaping @Sendable (Object, Element) -> Out) -> Infallible<Out> {
        // Swift 5 form: this body, with plain closures.
        Infallible(asObservable().withUnretained(obj, resultSelector: resultSelector))
    }

    /// Pairs each element with `obj`, held weakly; completes once `obj` is gone.
    @inlinable
    public func withUnretained<Object: AnyObject>(_ obj: Object) -> Infallible<(Object, Element)> {
        Infallible(asObservable().withUnretained(obj))
    }
}

extension InfallibleType {
    /// Shares one subscription to the sequence among all subscribers, replaying the last
    /// `replay` elements to late subscribers; `scope` says whether the shared state outlives
    /// the moments without subscribers. A negative `replay` is a programmer error, reported
    /// with the call site (`file`, `line`).
    @inlinable
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected, file: StaticString = #fileID, line: UInt = #line) -> Infallible<Element> {
        Infallible(asObservable().share(replay: replay, scope: scope, file: file, line: line))
    }
}

extension InfallibleType {
    /// The sequence itself, as an `Infallible`.
    @inlinable
    public func asInfallible() -> Infallible<Element> {
        Infallible(asObservable())
    }
}
