// Subscriptions whose handlers are main-actor code (Swift 6 language mode): a
// `MainThreadObservable`'s, which delivers on the main thread already, and any sequence's when
// its handlers are written `{ @MainActor in ... }`, which first moves the events to the main
// thread as `observe(on: MainScheduler.instance)` does.

extension MainThreadObservable {
    /// Subscribes element, error and completion handlers, main-actor code, to the sequence;
    /// each checks that it runs on the main thread. `onDisposed`, main-actor code too, runs on
    /// the main thread whichever thread disposes: at once there, scheduled from elsewhere.
    ///
    /// `file` and `line` are where `SubscriptionInspector` says the subscription was made.
    // No Swift 5 form: Swift 5 mode code calls `ObservableType`'s, with plain closures.
    @available(swift, introduced: 6)
    @preconcurrency
    @inlinable
    public func subscribe(
        onNext: (@MainActor (Element) -> Void)? = nil,
        onError: (@MainActor (Swift.Error) -> Void)? = nil,
        onCompleted: (@MainActor () -> Void)? = nil,
        onDisposed: (@MainActor () -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> Disposable {
        let caller: StaticString = "subscribe(onNext:)"
        return subscribeHandlers(
            onNext: onNext.map { MainScheduler.mainThreadFunction($0, caller: caller) },
            onError: onError.map { MainScheduler.mainThreadFunction($0, caller: caller) },
            onCompleted: onCompleted.map { MainScheduler.mainThreadFunction($0, caller: caller) },
            onDisposed: onDisposed.map { MainScheduler.onMainThread($0) },
            file: file,
            line: line
        )
    }

    /// Subscribes handlers, main-actor code, that receive `object` while it is alive (it is
    /// held weakly); as `subscribe(onNext:onError:onCompleted:onDisposed:)` otherwise.
    ///
    /// `file` and `line` are where `SubscriptionInspector` says the subscription was made.
    // No Swift 5 form: Swift 5 mode code calls `ObservableType`'s, with plain closures.
    @available(swift, introduced: 6)
    @preconcurrency
    @inlinable
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: (@MainActor (Object, Element) -> Void)? = nil,
        onError: (@MainActor (Object, Swift.Error) -> Void)? = nil,
        onCompleted: (@MainActor (Object) -> Void)? = nil,
        onDisposed: (@MainActor (Object) -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> Disposable {
        let caller: StaticString = "subscribe(with:onNext:)"
        let weakObject = WeakHandlerObject(object)
        return subscribeHandlers(
            onNext: weakObject.mainThreadHandler(onNext, caller: caller),
            onError: weakObject.mainThreadHandler(onError, caller: caller),
            onCompleted: weakObject.mainThreadHandler(onCompleted, caller: caller),
            onDisposed: weakObject.mainThreadDisposalHandler(onDisposed),
            file: file,
            line: line
        )
    }
}

extension ObservableConvertibleType where Self: ObservableType {
    // These live on `ObservableConvertibleType`, not `ObservableType`: a `@preconcurrency`
    // declaration's closures count as neither `@Sendable` nor main-actor when the compiler
    // compares overloads, so in `ObservableType`'s own extensions these would redeclare its
    // `@Sendable` forms. Both are disfavored: a closure not written `@MainActor` picks the
    // `@Sendable` form, as before; one written `@MainActor` can only be passed here.

    /// Subscribes handlers written `{ @MainActor in ... }`: the events are delivered on the
    /// main thread first (`observe(on: MainScheduler.instance)`: at once when they arrive there
    /// with nothing waiting, scheduled otherwise), so the handlers run on the main actor
    /// whichever thread the sequence delivers on.
    ///
    /// `file` and `line` are where `SubscriptionInspector` says the subscription was made.
    // No Swift 5 form: Swift 5 mode code has no main-actor closures to pass.
    @available(swift, introduced: 6)
    @preconcurrency
    @_disfavoredOverload
    @inlinable
    public func subscribe(
        onNext: (@MainActor (Element) -> Void)? = nil,
        onError: (@MainActor (Swift.Error) -> Void)? = nil,
        onCompleted: (@MainActor () -> Void)? = nil,
        onDisposed: (@MainActor () -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> Disposable {
        asObservable().observe(on: MainScheduler.instance)
            .subscribe(onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed, file: file, line: line)
    }

    /// Subscribes handlers written `{ @MainActor in ... }` that receive `object` while it is
    /// alive (it is held weakly): the events are delivered on the main thread first, as by
    /// `subscribe(onNext:onError:onCompleted:onDisposed:)`.
    ///
    /// `file` and `line` are where `SubscriptionInspector` says the subscription was made.
    // No Swift 5 form: Swift 5 mode code has no main-actor closures to pass.
    @available(swift, introduced: 6)
    @preconcurrency
    @_disfavoredOverload
    @inlinable
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: (@MainActor (Object, Element) -> Void)? = nil,
        onError: (@MainActor (Object, Swift.Error) -> Void)? = nil,
        onCompleted: (@MainActor (Object) -> Void)? = nil,
        onDisposed: (@MainActor (Object) -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> Disposable {
        asObservable().observe(on: MainScheduler.instance)
            .subscribe(with: object, onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed, file: file, line: line)
    }

    /// Runs side effects written `{ @MainActor in ... }`: the events are delivered on the main
    /// thread first, as `observe(on: MainScheduler.instance)` does, and stay there after it.
    ///
    /// It returns an `Observable`, not a `MainThreadObservable`: the compiler ranks a whole chain
    /// of calls, and a chain whose `subscribe` is a `MainThreadObservable`'s (not disfavored)
    /// would win over `do`'s `@Sendable` form even for closures not written `@MainActor`.
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
    ) -> Observable<Element> {
        asObservable().observe(on: MainScheduler.instance).do(
            onNext: onNext, afterNext: afterNext, onError: onError, afterError: afterError,
            onCompleted: onCompleted, afterCompleted: afterCompleted,
            onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose
        ).asObservable()
    }
}
