extension ObservableType {
    /// Subscribes an event handler to the sequence. The handler receives at most one terminal
    /// event, and nothing after it.
    @inlinable
    public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
        let disposer = SubscriptionDisposer()
        disposer.setSubscription(asObservable().subscribeHandler { event in
            switch event {
            case .next:
                if disposer.isStopped { return }
                on(event)
            case .error, .completed:
                guard disposer.claimTerminalEvent() else { return }
                on(event)
                disposer.end()
            }
        })
        return disposer
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
    /// error or completion `onDisposed` runs, and the subscription lets go of its resources.
    @inlinable
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        let callStack = Hooks.recordCallStackOnError ? Hooks.customCaptureSubscriptionCallstack() : []
        let disposer = SubscriptionDisposer(onDispose: onDisposed)
        disposer.setSubscription(asObservable().subscribeHandler { event in
            switch event {
            case .next(let value):
                if disposer.isStopped { return }
                onNext?(value)
            case .error(let error):
                guard disposer.claimTerminalEvent() else { return }
                if let onError {
                    onError(error)
                } else {
                    Hooks.defaultErrorHandler(callStack, error)
                }
                disposer.end()
            case .completed:
                guard disposer.claimTerminalEvent() else { return }
                onCompleted?()
                disposer.end()
            }
        })
        return disposer
    }
}
