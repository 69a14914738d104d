// The subscriptions and side effects of `Single`, `Maybe` and `Completable` whose handlers are
// written `{ @MainActor in ... }` (Swift 6 language mode): the outcome is delivered on the main
// thread first, as `observe(on: MainScheduler.instance)` delivers it, so the handlers run on the
// main actor whichever thread the sequence delivers on. As `Observable`'s forms
// (`MainThreadObservable+Subscription.swift`): disfavored, so a closure not written `@MainActor`
// picks the `@Sendable` form and runs where the sequence delivers; and declared on
// `ObservableConvertibleType`, not `PrimitiveSequenceType`, whose own extensions they would
// redeclare (the compiler compares `@preconcurrency` declarations without their closures'
// isolation); `PrimitiveSequenceType` refines it, so a call that fits both forms, one that
// passes no closure, gets the `@Sendable` form. A trait keeps no thread in its type:
// docs/Concurrency.md says why.

extension ObservableConvertibleType where Self: PrimitiveSequenceType, Trait == SingleTrait {
    /// Subscribes success, failure and disposal handlers written `{ @MainActor in ... }`: the
    /// outcome is delivered on the main thread first (at once when it arrives there with nothing
    /// waiting, scheduled otherwise). `onDisposed` runs on the main thread whichever thread
    /// disposes: at once there, scheduled from elsewhere.
    ///
    /// `file` and `line` are where `SubscriptionInspector` says the subscription was made.
    // No Swift 5 form: Swift 5 mode code has no main-actor closures to pass.
    @available(swift, introduced: 6)
    @preconcurrency
    @_disfavoredOverload
    @inlinable
    public func subscribe(
        onSuccess: (@MainActor (Element) -> Void)? = nil,
        onFailure: (@MainActor (Swift.Error) -> Void)? = nil,
        onDisposed: (@MainActor () -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> Disposable {
        let caller: StaticString = "subscribe(onSuccess:)"
        return primitiveSequence.observe(on: MainScheduler.instance).subscribeHandlers(
            onSuccess: onSuccess.map { MainScheduler.mainThreadFunction($0, caller: caller) },
            onFailure: onFailure.map { MainScheduler.mainThreadFunction($0, caller: caller) },
            onDisposed: onDisposed.map { MainScheduler.onMainThread($0) },
            file: file,
            line: line
        )
    }

    /// Subscribes handlers written `{ @MainActor in ... }` that receive `object` while it is
    /// alive (it is held weakly); as `subscribe(onSuccess:onFailure:onDisposed:)` otherwise.
    ///
    /// `file` and `line` are where `SubscriptionInspector` says the subscription was made.
    // No Swift 5 form: Swift 5 mode code has no main-actor closures to pass.
    @available(swift, introduced: 6)
    @preconcurrency
    @_disfavoredOverload
    @inlinable
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onSuccess: (@MainActor (Object, Element) -> Void)? = nil,
        onFailure: (@MainActor (Object, Swift.Error) -> Void)? = nil,
        onDisposed: (@MainActor (Object) -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> Disposable {
        let caller: StaticString = "subscribe(with:onSuccess:)"
        let weakObject = WeakHandlerObject(object)
        return primitiveSequence.observe(on: MainScheduler.instance).subscribeHandlers(
            onSuccess: weakObject.mainThreadHandler(onSuccess, caller: caller),
            onFailure: weakObject.mainThreadHandler(onFailure, caller: caller),
            onDisposed: weakObject.mainThreadDisposalHandler(onDisposed),
            file: file,
            line: line
        )
    }

    /// Runs side effects written `{ @MainActor in ... }`: the outcome is delivered on the main
    /// thread first, as `observe(on: MainScheduler.instance)` does, and stays there after it.
    /// `onSubscribe`, `onSubscribed` and `onDispose` run on the thread that subscribes or
    /// disposes, so they are `@Sendable` as everywhere else.
    // No Swift 5 form: Swift 5 mode code has no main-actor closures to pass.
    @available(swift, introduced: 6)
    @preconcurrency
    @_disfavoredOverload
    @inlinable
    public func `do`(
        onSuccess: (@MainActor (Element) throws -> Void)? = nil,
        afterSuccess: (@MainActor (Element) throws -> Void)? = nil,
        onError: (@MainActor (Swift.Error) throws -> Void)? = nil,
        afterError: (@MainActor (Swift.Error) throws -> Void)? = nil,
        onSubscribe: (@Sendable () -> Void)? = nil,
        onSubscribed: (@Sendable () -> Void)? = nil,
        onDispose: (@Sendable () -> Void)? = nil
    ) -> Single<Element> {
        Single(raw: asObservable().observe(on: MainScheduler.instance).do(
            onNext: onSuccess, afterNext: afterSuccess, onError: onError, afterError: afterError,
            onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose
        ))
    }
}

extension ObservableConvertibleType where Self: PrimitiveSequenceType, Trait == MaybeTrait {
    /// Subscribes success, error, completion and disposal handlers written
    /// `{ @MainActor in ... }`: the outcome is delivered on the main thread first (at once when
    /// it arrives there with nothing waiting, scheduled otherwise). `onDisposed` runs on the main
    /// thread whichever thread disposes: at once there, scheduled from elsewhere.
    ///
    /// `file` and `line` are where `SubscriptionInspector` says the subscription was made.
    // No Swift 5 form: Swift 5 mode code has no main-actor closures to pass.
    @available(swift, introduced: 6)
    @preconcurrency
    @_disfavoredOverload
    @inlinable
    public func subscribe(
        onSuccess: (@MainActor (Element) -> Void)? = nil,
        onError: (@MainActor (Swift.Error) -> Void)? = nil,
        onCompleted: (@MainActor () -> Void)? = nil,
        onDisposed: (@MainActor () -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> Disposable {
        let caller: StaticString = "subscribe(onSuccess:)"
        return primitiveSequence.observe(on: MainScheduler.instance).subscribeHandlers(
            onSuccess: onSuccess.map { MainScheduler.mainThreadFunction($0, caller: caller) },
            onError: onError.map { MainScheduler.mainThreadFunction($0, caller: caller) },
            onCompleted: onCompleted.map { MainScheduler.mainThreadFunction($0, caller: caller) },
            onDisposed: onDisposed.map { MainScheduler.onMainThread($0) },
            file: file,
            line: line
        )
    }

    /// Subscribes handlers written `{ @MainActor in ... }` that receive `object` while it is
    /// alive (it is held weakly); as `subscribe(onSuccess:onError:onCompleted:onDisposed:)`
    /// otherwise.
    ///
    /// `file` and `line` are where `SubscriptionInspector` says the subscription was made.
    // No Swift 5 form: Swift 5 mode code has no main-actor closures to pass.
    @available(swift, introduced: 6)
    @preconcurrency
    @_disfavoredOverload
    @inlinable
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onSuccess: (@MainActor (Object, Element) -> Void)? = nil,
        onError: (@MainActor (Object, Swift.Error) -> Void)? = nil,
        onCompleted: (@MainActor (Object) -> Void)? = nil,
        onDisposed: (@MainActor (Object) -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> Disposable {
        let caller: StaticString = "subscribe(with:onSuccess:)"
        let weakObject = WeakHandlerObject(object)
        return primitiveSequence.observe(on: MainScheduler.instance).subscribeHandlers(
            onSuccess: weakObject.mainThreadHandler(onSuccess, caller: caller),
            onError: weakObject.mainThreadHandler(onError, caller: caller),
            onCompleted: weakObject.mainThreadHandler(onCompleted, caller: caller),
            onDisposed: weakObject.mainThreadDisposalHandler(onDisposed),
            file: file,
            line: line
        )
    }

    /// Runs side effects written `{ @MainActor in ... }`: the outcome is delivered on the main
    /// thread first, as `observe(on: MainScheduler.instance)` does, and stays there after it.
    /// `onSubscribe`, `onSubscribed` and `onDispose` stay `@Sendable`.
    // No Swift 5 form: Swift 5 mode code has no main-actor closures to pass.
    @available(swift, introduced: 6)
    @preconcurrency
    @_disfavoredOverload
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
    ) -> Maybe<Element> {
        Maybe(raw: asObservable().observe(on: MainScheduler.instance).do(
            onNext: onNext, afterNext: afterNext, onError: onError, afterError: afterError,
            onCompleted: onCompleted, afterCompleted: afterCompleted,
            onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose
        ))
    }
}

extension ObservableConvertibleType where Self: PrimitiveSequenceType, Trait == CompletableTrait, Element == Swift.Never {
    /// Subscribes completion, error and disposal handlers written `{ @MainActor in ... }`: the
    /// outcome is delivered on the main thread first (at once when it arrives there with nothing
    /// waiting, scheduled otherwise). `onDisposed` runs on the main thread whichever thread
    /// disposes: at once there, scheduled from elsewhere.
    ///
    /// `file` and `line` are where `SubscriptionInspector` says the subscription was made.
    // No Swift 5 form: Swift 5 mode code has no main-actor closures to pass.
    @available(swift, introduced: 6)
    @preconcurrency
    @_disfavoredOverload
    @inlinable
    public func subscribe(
        onCompleted: (@MainActor () -> Void)? = nil,
        onError: (@MainActor (Swift.Error) -> Void)? = nil,
        onDisposed: (@MainActor () -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> Disposable {
        let caller: StaticString = "subscribe(onCompleted:)"
        return primitiveSequence.observe(on: MainScheduler.instance).subscribeHandlers(
            onCompleted: onCompleted.map { MainScheduler.mainThreadFunction($0, caller: caller) },
            onError: onError.map { MainScheduler.mainThreadFunction($0, caller: caller) },
            onDisposed: onDisposed.map { MainScheduler.onMainThread($0) },
            file: file,
            line: line
        )
    }

    /// Subscribes handlers written `{ @MainActor in ... }` that receive `object` while it is
    /// alive (it is held weakly); as `subscribe(onCompleted:onError:onDisposed:)` otherwise.
    ///
    /// `file` and `line` are where `SubscriptionInspector` says the subscription was made.
    // No Swift 5 form: Swift 5 mode code has no main-actor closures to pass.
    @available(swift, introduced: 6)
    @preconcurrency
    @_disfavoredOverload
    @inlinable
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onCompleted: (@MainActor (Object) -> Void)? = nil,
        onError: (@MainActor (Object, Swift.Error) -> Void)? = nil,
        onDisposed: (@MainActor (Object) -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> Disposable {
        let caller: StaticString = "subscribe(with:onCompleted:)"
        let weakObject = WeakHandlerObject(object)
        return primitiveSequence.observe(on: MainScheduler.instance).subscribeHandlers(
            onCompleted: weakObject.mainThreadHandler(onCompleted, caller: caller),
            onError: weakObject.mainThreadHandler(onError, caller: caller),
            onDisposed: weakObject.mainThreadDisposalHandler(onDisposed),
            file: file,
            line: line
        )
    }

    /// Runs side effects written `{ @MainActor in ... }`: the outcome is delivered on the main
    /// thread first, as `observe(on: MainScheduler.instance)` does, and stays there after it.
    /// `onSubscribe`, `onSubscribed` and `onDispose` stay `@Sendable`.
    // No Swift 5 form: Swift 5 mode code has no main-actor closures to pass.
    @available(swift, introduced: 6)
    @preconcurrency
    @_disfavoredOverload
    @inlinable
    public func `do`(
        onError: (@MainActor (Swift.Error) throws -> Void)? = nil,
        afterError: (@MainActor (Swift.Error) throws -> Void)? = nil,
        onCompleted: (@MainActor () throws -> Void)? = nil,
        afterCompleted: (@MainActor () throws -> Void)? = nil,
        onSubscribe: (@Sendable () -> Void)? = nil,
        onSubscribed: (@Sendable () -> Void)? = nil,
        onDispose: (@Sendable () -> Void)? = nil
    ) -> Completable {
        Completable(raw: asObservable().observe(on: MainScheduler.instance).do(
            onError: onError, afterError: afterError, onCompleted: onCompleted, afterCompleted: afterCompleted,
            onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose
        ))
    }
}
