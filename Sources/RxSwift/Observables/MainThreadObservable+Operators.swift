// The operators of a `MainThreadObservable` that keep the main thread, with main-actor closures
// (Swift 6 language mode). Each hands its operator the closure made a function that checks the
// thread on each call (`MainScheduler.mainThreadFunction`), and wraps the result again. Swift 5
// mode code calls `ObservableType`'s forms, with plain closures, as it always did.

extension MainThreadObservable {
    /// Transforms each element with `transform`, main-actor code; an error thrown by
    /// `transform` ends the sequence with that error.
    // No Swift 5 form: Swift 5 mode code calls `ObservableType`'s, with a plain closure.
    @available(swift, introduced: 6)
    @preconcurrency
    @inlinable
    public func map<Result>(_ transform: @escaping @MainActor (Element) throws -> Result) -> MainThreadObservable<Result> {
        MainThreadObservable<Result>(mainThreadSource: source.map(MainScheduler.mainThreadFunction(transform, caller: "map(_:)")))
    }

    /// Transforms each element with `transform`, main-actor code, and passes on the results
    /// that are not `nil`.
    // No Swift 5 form: Swift 5 mode code calls `ObservableType`'s, with a plain closure.
    @available(swift, introduced: 6)
    @preconcurrency
    @inlinable
    public func compactMap<Result>(_ transform: @escaping @MainActor (Element) throws -> Result?) -> MainThreadObservable<Result> {
        MainThreadObservable<Result>(mainThreadSource: source.compactMap(MainScheduler.mainThreadFunction(transform, caller: "compactMap(_:)")))
    }

    /// Passes on the elements for which `predicate`, main-actor code, returns `true`.
    // No Swift 5 form: Swift 5 mode code calls `ObservableType`'s, with a plain closure.
    @available(swift, introduced: 6)
    @preconcurrency
    @inlinable
    public func filter(_ predicate: @escaping @MainActor (Element) throws -> Bool) -> MainThreadObservable<Element> {
        MainThreadObservable(mainThreadSource: source.filter(MainScheduler.mainThreadFunction(predicate, caller: "filter(_:)")))
    }

    /// Passes on each value of an accumulator, starting from `seed`, that `accumulator`,
    /// main-actor code, folds the elements into.
    // No Swift 5 form: Swift 5 mode code calls `ObservableType`'s, with a plain closure.
    @available(swift, introduced: 6)
    @preconcurrency
    @inlinable
    public func scan<Accumulate>(_ seed: Accumulate, accumulator: @escaping @MainActor (Accumulate, Element) throws -> Accumulate) -> MainThreadObservable<Accumulate> {
        MainThreadObservable<Accumulate>(mainThreadSource: source.scan(seed, accumulator: MainScheduler.mainThreadFunction(accumulator, caller: "scan(_:accumulator:)")))
    }

    /// Passes on the elements that `comparer`, main-actor code, finds different from the
    /// element passed on before them.
    // No Swift 5 form: Swift 5 mode code calls `ObservableType`'s, with a plain closure.
    @available(swift, introduced: 6)
    @preconcurrency
    @inlinable
    public func distinctUntilChanged(_ comparer: @escaping @MainActor (Element, Element) throws -> Bool) -> MainThreadObservable<Element> {
        MainThreadObservable(mainThreadSource: source.distinctUntilChanged(MainScheduler.mainThreadFunction(comparer, caller: "distinctUntilChanged(_:)")))
    }

    /// Runs side effects, main-actor code, for the events, passing them on unchanged (see
    /// `ObservableType.do`). `onSubscribe`, `onSubscribed` and `onDispose` run on the thread
    /// that subscribes or disposes, so they are `@Sendable` as everywhere else.
    // No Swift 5 form: Swift 5 mode code calls `ObservableType`'s, with plain closures.
    @available(swift, introduced: 6)
    @preconcurrency
    @inlinable
    public func `do`(
        onNext: (@MainActor (Element) throws -> Void)? = nil,
        afterNext: (@MainActor (Element) throws -> Void)? = nil,
        onError: (@MainActor (Swift.Error) throws -> Void)? = nil,
        afterError: (@MainActor (Swift.Error) throws -> Void)? = nil,
        onCompleted: (@MainActor () throws -> Void)? = nil,
        afterCompleted: (@MainActor () throws -> Void)? = nil,
        onSubscribe: (@Sendable () -> Void)? = nil,
        onSubscribed: (@Sendable () -> Void)? = nil,
        onDispose: (@Sendable () -> Void)? = nil
    ) -> MainThreadObservable<Element> {
        let caller: StaticString = "do(onNext:)"
        return MainThreadObservable(mainThreadSource: source.do(
            onNext: onNext.map { MainScheduler.mainThreadFunction($0, caller: caller) },
            afterNext: afterNext.map { MainScheduler.mainThreadFunction($0, caller: caller) },
            onError: onError.map { MainScheduler.mainThreadFunction($0, caller: caller) },
            afterError: afterError.map { MainScheduler.mainThreadFunction($0, caller: caller) },
            onCompleted: onCompleted.map { MainScheduler.mainThreadFunction($0, caller: caller) },
            afterCompleted: afterCompleted.map { MainScheduler.mainThreadFunction($0, caller: caller) },
            onSubscribe: onSubscribe,
            onSubscribed: onSubscribed,
            onDispose: onDispose
        ))
    }
}

extension MainThreadObservable where Element: Equatable {
    /// Passes on the elements that differ from the element passed on before them.
    // No Swift 5 form: Swift 5 mode code calls `ObservableType`'s.
    @available(swift, introduced: 6)
    @preconcurrency
    @inlinable
    public func distinctUntilChanged() -> MainThreadObservable<Element> {
        MainThreadObservable(mainThreadSource: source.distinctUntilChanged())
    }
}

extension MainThreadObservable {
    /// Passes on the first `count` elements, then completes. With a `count` of 0 it completes
    /// on the main thread too, without subscribing to the source.
    // No Swift 5 form: Swift 5 mode code calls `ObservableType`'s.
    @available(swift, introduced: 6)
    @preconcurrency
    @inlinable
    public func take(_ count: Int) -> MainThreadObservable<Element> {
        if count == 0 {
            return Observable<Element>.empty().observe(on: MainScheduler.instance)
        }
        return MainThreadObservable(mainThreadSource: source.take(count))
    }

    /// Leaves out the first `count` elements and passes on the rest.
    // No Swift 5 form: Swift 5 mode code calls `ObservableType`'s.
    @available(swift, introduced: 6)
    @preconcurrency
    @inlinable
    public func skip(_ count: Int) -> MainThreadObservable<Element> {
        MainThreadObservable(mainThreadSource: source.skip(count))
    }
}
