extension ObservableType {
    /// Subscribes an event handler to the sequence.
    @inlinable
    public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
        let observer = AnonymousObserver(on)
        return asObservable().subscribeHandler(observer.on)
    }

    /// Subscribes element, error, completion and disposal handlers that receive `object`, as
    /// long as it is alive (it is held weakly).
    @inlinable
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onNext: { [weak object] in
                guard let object else { return }
                onNext?(object, $0)
            },
            onError: { [weak object] in
                guard let object else { return }
                onError?(object, $0)
            },
            onCompleted: { [weak object] in
                guard let object else { return }
                onCompleted?(object)
            },
            onDisposed: { [weak object] in
                guard let object else { return }
                onDisposed?(object)
            }
        )
    }

    /// Subscribes element, error, completion and disposal handlers to the sequence.
    ///
    /// An error without an `onError` handler goes to `Hooks.defaultErrorHandler`. After an
    /// error or completion the subscription disposes itself, which runs `onDisposed`.
    @inlinable
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        let disposable: Disposable? = onDisposed.map { Disposables.create(with: $0) }
        let callStack = Hooks.recordCallStackOnError ? Hooks.customCaptureSubscriptionCallstack() : []
        let observer = HandlersObserver(
            onNext: onNext,
            onError: onError,
            onCompleted: onCompleted,
            disposable: disposable,
            callStack: callStack
        )
        let subscription = asObservable().subscribeHandler(observer.on)
        // Without `onDisposed` there is nothing to run at disposal but the subscription itself.
        guard let disposable else { return subscription }
        return Disposables.create(subscription, disposable)
    }
}
