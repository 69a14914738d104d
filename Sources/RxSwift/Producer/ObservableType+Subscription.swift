import Synchronization

extension ObservableType {
    /// Subscribes an event handler to the sequence. The handler receives at most one terminal
    /// event, and nothing after it.
    ///
    /// `file` and `line` are where `SubscriptionInspector` says the subscription was made.
    @inlinable
    @available(swift, introduced: 6)
    @preconcurrency
    public func subscribe(
        _ on: @escaping @Sendable (Event<Element>) -> Void,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> Disposable {
        // Swift 5 form: this body, with plain closures.
        subscribeEventHandler(on, file: file, line: line)
    }

    /// `subscribe(_:file:line:)` under a name of its own, with a plain closure: what the library's
    /// own subscriptions call (the name is not overloaded by a Swift 5 form, so a Swift 5 form's
    /// body can call it too).
    @inlinable
    func subscribeEventHandler(_ on: @escaping (Event<Element>) -> Void, file: StaticString, line: UInt) -> Disposable {
        let source = asObservable()
        let inspected = Hooks.currentSubscriptionFlags & Hooks.inspectorBit != 0
        let record = !inspected ? nil : SubscriptionInspector.register(
            sourceType: type(of: source), operatorFunction: source.inspectorOperatorFunction(), source: source.inspectorIdentity(), kind: type(of: source).chainLinkKind,
            elementType: Element.self, file: file, line: line
        )
        // As in `subscribe(onNext:...)`: one path, and each handler chosen in one expression.
        let (onEvent, onDispose): ((Event<Element>) -> Void, (() -> Void)?) = switch consume record {
        case let record?: (record.counting(on), record.end)
        case nil: (on, nil)
        }
        // A subject stores the handler as it is, and then needs a disposer only for an
        // `onDisposed` action; any other source gets the handler's `on` and a disposer that
        // owns the sinks.
        let storing = source.storesSubscribers
        let disposer = storing && onDispose == nil ? nil : SubscriptionDisposer(onDispose: onDispose)
        let handler = SubscribedEventHandler(consume onEvent, disposer: disposer)
        let subscription = storing ? source.subscribeStoring(handler) : source.subscribeEvents(handler.on)
        if inspected { SubscriptionInspector.endChain(subscriptionType: type(of: subscription)) }
        guard !storing, let disposer else { return subscription }
        disposer.setSubscription(subscription)
        return disposer
    }

    /// Subscribes element, error, completion and disposal handlers that receive `object`, as
    /// long as it is alive (it is held weakly).
    ///
    /// On a control's sequence (`ControlSequenceType`, in RxCocoa) Swift 6 mode code gets the form
    /// with main-actor handlers: this one gives way to it (a closure converted to a main-actor
    /// function would otherwise rank below the same closure made `@Sendable`).
    @inlinable
    @_disfavoredOverload
    @available(swift, introduced: 6)
    @preconcurrency
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: (@Sendable (Object, Element) -> Void)? = nil,
        onError: (@Sendable (Object, Swift.Error) -> Void)? = nil,
        onCompleted: (@Sendable (Object) -> Void)? = nil,
        onDisposed: (@Sendable (Object) -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> Disposable {
        // Swift 5 form: this body, with plain closures.
        let object = WeakHandlerObject(object)
        return subscribeHandlers(
            onNext: object.handler(onNext),
            onError: object.handler(onError),
            onCompleted: object.handler(onCompleted),
            onDisposed: object.handler(onDisposed),
            file: file,
            line: line
        )
    }

    /// Subscribes element, error, completion and disposal handlers to the sequence.
    ///
    /// An error without an `onError` handler goes to `Hooks.defaultErrorHandler`. After an
    /// error or completion `onDisposed` runs, and the subscription lets go of its resources.
    ///
    /// `file` and `line` are where `SubscriptionInspector` says the subscription was made.
    ///
    /// On a control's sequence (`ControlSequenceType`, in RxCocoa) Swift 6 mode code gets the form
    /// with main-actor handlers: this one gives way to it (a closure converted to a main-actor
    /// function would otherwise rank below the same closure made `@Sendable`).
    @inlinable
    @_disfavoredOverload
    @available(swift, introduced: 6)
    @preconcurrency
    public func subscribe(
        onNext: (@Sendable (Element) -> Void)? = nil,
        onError: (@Sendable (Swift.Error) -> Void)? = nil,
        onCompleted: (@Sendable () -> Void)? = nil,
        onDisposed: (@Sendable () -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> Disposable {
        // Swift 5 form: this body, with plain closures.
        subscribeHandlers(onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed, file: file, line: line)
    }

    /// `subscribe(onNext:onError:onCompleted:onDisposed:file:line:)` under a name of its own,
    /// with plain closures, for the library's own subscriptions and the Swift 5 forms' bodies
    /// (RxCocoa's included).
    @inlinable
    package func subscribeHandlers(
        onNext: ((Element) -> Void)?,
        onError: ((Swift.Error) -> Void)?,
        onCompleted: (() -> Void)?,
        onDisposed: (() -> Void)?,
        file: StaticString,
        line: UInt
    ) -> Disposable {
        let source = asObservable()
        let flags = Hooks.currentSubscriptionFlags
        let callStack = flags & Hooks.recordCallStackBit != 0 ? Hooks.customCaptureSubscriptionCallstack() : []
        let inspected = flags & Hooks.inspectorBit != 0
        let record = !inspected ? nil : SubscriptionInspector.register(
            sourceType: type(of: source), operatorFunction: source.inspectorOperatorFunction(), source: source.inspectorIdentity(), kind: type(of: source).chainLinkKind,
            elementType: Element.self, file: file, line: line
        )
        // With the inspector off this must cost no more than its flag: the record is consumed
        // by the one expression that chooses the handlers, which the inspector shares with the
        // one subscription path. Measured on subscribe_dispose (callgrind): a `var` copy of the
        // handlers cost about 140 instructions a subscription, a second path about 275, an
        // out-of-line inspected path 74, choosing each handler with `if let record` 25 (the
        // optional's release), this form 10.
        let (onDispose, onElement): ((() -> Void)?, ((Element) -> Void)?) = switch consume record {
        case let record?: (record.ending(onDisposed), record.counting(onNext))
        case nil: (onDisposed, onNext)
        }
        // A subject stores the handlers as they are, and then needs a disposer only for an
        // `onDisposed` action; any other source gets the handlers' `on` and a disposer that
        // owns the sinks. `subscribeEvents`, not `subscribeHandler`: the chain's first link
        // comes from `register` and ends in `endChain` (see `Observable.subscribeInChain`).
        let storing = source.storesSubscribers
        let disposer = storing && onDispose == nil ? nil : SubscriptionDisposer(onDispose: onDispose)
        let handlers = SubscribedHandlers(onNext: consume onElement, onError: onError, onCompleted: onCompleted, callStack: callStack, disposer: disposer)
        let subscription = storing ? source.subscribeStoring(handlers) : source.subscribeEvents(handlers.on)
        if inspected { SubscriptionInspector.endChain(subscriptionType: type(of: subscription)) }
        guard !storing, let disposer else { return subscription }
        disposer.setSubscription(subscription)
        return disposer
    }
}

/// What `subscribe(_:)` hands its source: the subscriber's event handler, which receives at
/// most one terminal event, which it claims itself. A subject stores it as it is.
@usableFromInline
final class SubscribedEventHandler<Element>: SubjectSubscriber<Element>, EventCaseHandler, @unchecked Sendable {
    @usableFromInline let handler: (Event<Element>) -> Void

    @inlinable
    init(_ handler: @escaping (Event<Element>) -> Void, disposer: SubscriptionDisposer?) {
        self.handler = handler
        super.init(disposer: disposer) { subscriber, event in unsafeDowncast(subscriber, to: SubscribedEventHandler.self).on(event) }
    }

    @inlinable @inline(never)
    func onNext(_ element: Element) {
        if isStopped { return }
        handler(.next(element))
    }

    @inlinable @inline(never)
    func onError(_ error: Swift.Error) {
        guard claimTerminalEvent() else { return }
        handler(.error(error))
        end()
    }

    @inlinable @inline(never)
    func onCompleted() {
        guard claimTerminalEvent() else { return }
        handler(.completed)
        end()
    }
}

/// What `subscribe(onNext:onError:onCompleted:onDisposed:)` hands its source: the subscriber's
/// closures, which receive at most one terminal event, which it claims itself. A subject
/// stores it as it is.
@usableFromInline
final class SubscribedHandlers<Element>: SubjectSubscriber<Element>, EventCaseHandler, @unchecked Sendable {
    @usableFromInline let onNextHandler: ((Element) -> Void)?
    @usableFromInline let onErrorHandler: ((Swift.Error) -> Void)?
    @usableFromInline let onCompletedHandler: (() -> Void)?
    /// Where the subscription was made, for `Hooks.defaultErrorHandler` when there is no
    /// `onError`; empty unless `Hooks.recordCallStackOnError`.
    @usableFromInline let callStack: [String]

    @inlinable
    init(
        onNext: ((Element) -> Void)?,
        onError: ((Swift.Error) -> Void)?,
        onCompleted: (() -> Void)?,
        callStack: [String],
        disposer: SubscriptionDisposer?
    ) {
        self.onNextHandler = onNext
        self.onErrorHandler = onError
        self.onCompletedHandler = onCompleted
        self.callStack = callStack
        super.init(disposer: disposer) { subscriber, event in unsafeDowncast(subscriber, to: SubscribedHandlers.self).on(event) }
    }

    @inlinable @inline(never)
    func onNext(_ element: Element) {
        if isStopped { return }
        onNextHandler?(element)
    }

    @inlinable @inline(never)
    func onError(_ error: Swift.Error) {
        guard claimTerminalEvent() else { return }
        if let onErrorHandler {
            onErrorHandler(error)
        } else {
            Hooks.defaultErrorHandler(callStack, error)
        }
        end()
    }

    @inlinable @inline(never)
    func onCompleted() {
        guard claimTerminalEvent() else { return }
        onCompletedHandler?()
        end()
    }
}
