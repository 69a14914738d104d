import RxSwift

// The operators of shared sequences that deliver on the main thread (`Driver`, `Signal`), with
// main-actor closures in Swift 6 mode: such a sequence calls its operators' closures on the main
// thread, so a main-actor class touches its own state in them without asserting its isolation.
// Each closure checks that it runs on the main thread (the main scheduler's thread mark) and
// stops with a message naming its operator if not: a Driver mocked onto a background scheduler.
// `map`, `compactMap` and `filter`, the most common per-element stages, check inside a closure
// of their own that names the operator with a literal: `mainThreadFunction`'s closure captures
// the name, and unpacking and keeping it costs about 25 instructions per element
// (`driver_pipeline`: 1,241 instructions per element that way, 1,212 this way, 1,196 without
// a check).
// The `@Sendable` forms of the same names (SharedSequence+Operators.swift) are disfavored in
// Swift 6 mode, so these win wherever they apply; a strategy that is not a
// `MainThreadSharingStrategy` sees only those. Swift 5 mode code calls the `@Sendable` forms'
// twins, with plain closures, as it always did.

extension SharedSequenceConvertibleType where SharingStrategy: MainThreadSharingStrategy {
    /// Transforms every element with `transform`, main-actor code.
    // No Swift 5 form: Swift 5 mode code calls the general form's, with a plain closure.
    @available(swift, introduced: 6)
    @preconcurrency
    @inlinable
    public func map<Result>(_ transform: @escaping @MainActor (Element) -> Result) -> SharedSequence<SharingStrategy, Result> {
        let transform = MainScheduler.unisolatedFunction(transform)
        return SharedSequence(asObservable().map { element in
            MainScheduler.ensureOnMainActorThread(caller: "SharedSequence.map(_:)")
            return transform(element)
        })
    }

    /// Transforms every element with `transform`, main-actor code, dropping the `nil` results.
    // No Swift 5 form: Swift 5 mode code calls the general form's, with a plain closure.
    @available(swift, introduced: 6)
    @preconcurrency
    @inlinable
    public func compactMap<Result>(_ transform: @escaping @MainActor (Element) -> Result?) -> SharedSequence<SharingStrategy, Result> {
        let transform = MainScheduler.unisolatedFunction(transform)
        return SharedSequence(asObservable().compactMap { element in
            MainScheduler.ensureOnMainActorThread(caller: "SharedSequence.compactMap(_:)")
            return transform(element)
        })
    }

    /// Keeps the elements that satisfy `predicate`, main-actor code.
    // No Swift 5 form: Swift 5 mode code calls the general form's, with a plain closure.
    @available(swift, introduced: 6)
    @preconcurrency
    @inlinable
    public func filter(_ predicate: @escaping @MainActor (Element) -> Bool) -> SharedSequence<SharingStrategy, Element> {
        let predicate = MainScheduler.unisolatedFunction(predicate)
        return SharedSequence(asObservable().filter { element in
            MainScheduler.ensureOnMainActorThread(caller: "SharedSequence.filter(_:)")
            return predicate(element)
        })
    }

    /// Merges the sequences that `selector`, main-actor code, makes from the elements.
    // No Swift 5 form: Swift 5 mode code calls the general form's, with a plain closure.
    @available(swift, introduced: 6)
    @preconcurrency
    @inlinable
    public func flatMap<Sharing, Result>(_ selector: @escaping @MainActor (Element) -> SharedSequence<Sharing, Result>) -> SharedSequence<Sharing, Result> {
        SharedSequence(asObservable().flatMap(MainScheduler.mainThreadFunction(selector, caller: "SharedSequence.flatMap(_:)")))
    }

    /// Follows only the sequence that `selector`, main-actor code, made from the latest
    /// element, dropping the previous one.
    // No Swift 5 form: Swift 5 mode code calls the general form's, with a plain closure.
    @available(swift, introduced: 6)
    @preconcurrency
    @inlinable
    public func flatMapLatest<Sharing, Result>(_ selector: @escaping @MainActor (Element) -> SharedSequence<Sharing, Result>) -> SharedSequence<Sharing, Result> {
        SharedSequence(asObservable().flatMapLatest(MainScheduler.mainThreadFunction(selector, caller: "SharedSequence.flatMapLatest(_:)")))
    }

    /// Ignores elements while the sequence that `selector`, main-actor code, made from an
    /// earlier element is still running.
    // No Swift 5 form: Swift 5 mode code calls the general form's, with a plain closure.
    @available(swift, introduced: 6)
    @preconcurrency
    @inlinable
    public func flatMapFirst<Sharing, Result>(_ selector: @escaping @MainActor (Element) -> SharedSequence<Sharing, Result>) -> SharedSequence<Sharing, Result> {
        SharedSequence(asObservable().flatMapFirst(MainScheduler.mainThreadFunction(selector, caller: "SharedSequence.flatMapFirst(_:)")))
    }

    /// Runs side effects for the sequence's elements, completion and lifecycle, passing the
    /// events on unchanged, as the general form does. The handlers are main-actor code, except
    /// `onDispose`: a subscription may be disposed on any thread.
    // No Swift 5 form: Swift 5 mode code calls the general form's, with plain closures.
    @available(swift, introduced: 6)
    @preconcurrency
    @inlinable
    public func `do`(
        onNext: (@MainActor (Element) -> Void)? = nil,
        afterNext: (@MainActor (Element) -> Void)? = nil,
        onCompleted: (@MainActor () -> Void)? = nil,
        afterCompleted: (@MainActor () -> Void)? = nil,
        onSubscribe: (@MainActor () -> Void)? = nil,
        onSubscribed: (@MainActor () -> Void)? = nil,
        onDispose: (@Sendable () -> Void)? = nil
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().do(
            onNext: onNext.map { MainScheduler.mainThreadFunction($0, caller: "SharedSequence.do(onNext:)") },
            afterNext: afterNext.map { MainScheduler.mainThreadFunction($0, caller: "SharedSequence.do(afterNext:)") },
            onCompleted: onCompleted.map { MainScheduler.mainThreadFunction($0, caller: "SharedSequence.do(onCompleted:)") },
            afterCompleted: afterCompleted.map { MainScheduler.mainThreadFunction($0, caller: "SharedSequence.do(afterCompleted:)") },
            onSubscribe: onSubscribe.map { MainScheduler.mainThreadFunction($0, caller: "SharedSequence.do(onSubscribe:)") },
            onSubscribed: onSubscribed.map { MainScheduler.mainThreadFunction($0, caller: "SharedSequence.do(onSubscribed:)") },
            onDispose: onDispose
        ))
    }

    /// Drops every element whose key, made by `keySelector`, main-actor code, equals the
    /// previous element's.
    // No Swift 5 form: Swift 5 mode code calls the general form's, with a plain closure.
    @available(swift, introduced: 6)
    @preconcurrency
    @inlinable
    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping @MainActor (Element) -> Key) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().distinctUntilChanged(MainScheduler.mainThreadFunction(keySelector, caller: "SharedSequence.distinctUntilChanged(_:)")))
    }

    /// Drops every element that `comparer`, main-actor code, finds equal to the one before it.
    // No Swift 5 form: Swift 5 mode code calls the general form's, with a plain closure.
    @available(swift, introduced: 6)
    @preconcurrency
    @inlinable
    public func distinctUntilChanged(_ comparer: @escaping @MainActor (Element, Element) -> Bool) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().distinctUntilChanged(MainScheduler.mainThreadFunction(comparer, caller: "SharedSequence.distinctUntilChanged(_:)")))
    }

    /// Drops every element whose key, made by `keySelector`, `comparer` finds equal to the
    /// previous element's; both are main-actor code.
    // No Swift 5 form: Swift 5 mode code calls the general form's, with plain closures.
    @available(swift, introduced: 6)
    @preconcurrency
    @inlinable
    public func distinctUntilChanged<Key>(_ keySelector: @escaping @MainActor (Element) -> Key, comparer: @escaping @MainActor (Key, Key) -> Bool) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().distinctUntilChanged(
            MainScheduler.mainThreadFunction(keySelector, caller: "SharedSequence.distinctUntilChanged(_:comparer:)"),
            comparer: MainScheduler.mainThreadFunction(comparer, caller: "SharedSequence.distinctUntilChanged(_:comparer:)")
        ))
    }

    /// Delivers each intermediate result of folding the elements into `seed` with
    /// `accumulator`, main-actor code.
    // No Swift 5 form: Swift 5 mode code calls the general form's, with a plain closure.
    @available(swift, introduced: 6)
    @preconcurrency
    @inlinable
    public func scan<A>(_ seed: A, accumulator: @escaping @MainActor (A, Element) -> A) -> SharedSequence<SharingStrategy, A> {
        SharedSequence(asObservable().scan(seed, accumulator: MainScheduler.mainThreadFunction(accumulator, caller: "SharedSequence.scan(_:accumulator:)")))
    }

    /// Delivers each intermediate result of folding the elements into `seed` in place with
    /// `accumulator`, main-actor code.
    // No Swift 5 form: Swift 5 mode code calls the general form's, with a plain closure.
    @available(swift, introduced: 6)
    @preconcurrency
    @inlinable
    public func scan<A>(into seed: A, accumulator: @escaping @MainActor (inout A, Element) -> Void) -> SharedSequence<SharingStrategy, A> {
        SharedSequence(asObservable().scan(into: seed, accumulator: MainScheduler.mainThreadFunction(accumulator, caller: "SharedSequence.scan(into:accumulator:)")))
    }

    /// Combines each element with the latest element of `second`, if it has sent one, using
    /// `resultSelector`, main-actor code.
    // No Swift 5 form: Swift 5 mode code calls the general form's, with a plain closure.
    @available(swift, introduced: 6)
    @preconcurrency
    @inlinable
    public func withLatestFrom<Second: SharedSequenceConvertibleType, Result>(_ second: Second, resultSelector: @escaping @MainActor (Element, Second.Element) -> Result) -> SharedSequence<SharingStrategy, Result> where Second.SharingStrategy == SharingStrategy {
        SharedSequence(asObservable().withLatestFrom(second.asSharedSequence().asObservable(), resultSelector: MainScheduler.mainThreadFunction(resultSelector, caller: "SharedSequence.withLatestFrom(_:resultSelector:)")))
    }

    /// Pairs every element with `object` while it is alive (it is held weakly) and combines
    /// them with `resultSelector`, main-actor code; completes when `object` is gone.
    // No Swift 5 form: Swift 5 mode code calls the general form's, with a plain closure.
    @available(swift, introduced: 6)
    @preconcurrency
    @inlinable
    public func withUnretained<Object: AnyObject, Out>(_ object: Object, resultSelector: @escaping @MainActor (Object, Element) -> Out) -> SharedSequence<SharingStrategy, Out> {
        SharedSequence(asObservable().withUnretained(object, resultSelector: MainScheduler.mainThreadFunction(resultSelector, caller: "SharedSequence.withUnretained(_:resultSelector:)")))
    }
}

extension SharedSequence where SharingStrategy: MainThreadSharingStrategy {
    /// A sequence that calls `factory`, main-actor code, for each subscriber and subscribes it
    /// to the result.
    // No Swift 5 form: Swift 5 mode code calls the general form's, with a plain closure.
    @available(swift, introduced: 6)
    @preconcurrency
    @inlinable
    public static func deferred(_ factory: @escaping @MainActor () -> SharedSequence<SharingStrategy, Element>) -> SharedSequence<SharingStrategy, Element> {
        let factory = MainScheduler.mainThreadFunction(factory, caller: "SharedSequence.deferred(_:)")
        // Captures only the `Sendable` `factory` and the strategy's conformance.
        return SharedSequence(Observable.deferred(assumeSendable { factory().asObservable() }))
    }

    /// Combines the sequences' elements by position with `resultSelector`, main-actor code.
    // No Swift 5 form: Swift 5 mode code calls the general form's, with a plain closure.
    @available(swift, introduced: 6)
    @preconcurrency
    @inlinable
    public static func zip<Collection: Swift.Collection, Result>(_ collection: Collection, _ resultSelector: @escaping @MainActor ([Element]) throws -> Result) -> SharedSequence<SharingStrategy, Result> where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, Result>(Observable.zip(collection.map { $0.asObservable() }, resultSelector: MainScheduler.mainThreadFunction(resultSelector, caller: "SharedSequence.zip(_:_:)")))
    }

    /// Combines the latest elements of the sequences with `resultSelector`, main-actor code,
    /// whenever one of them delivers, once all have delivered.
    // No Swift 5 form: Swift 5 mode code calls the general form's, with a plain closure.
    @available(swift, introduced: 6)
    @preconcurrency
    @inlinable
    public static func combineLatest<Collection: Swift.Collection, Result>(_ collection: Collection, _ resultSelector: @escaping @MainActor ([Element]) throws -> Result) -> SharedSequence<SharingStrategy, Result> where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, Result>(Observable.combineLatest(collection.map { $0.asObservable() }, resultSelector: MainScheduler.mainThreadFunction(resultSelector, caller: "SharedSequence.combineLatest(_:_:)")))
    }
}
