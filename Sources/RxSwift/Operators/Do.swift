extension ObservableType {
    /// Runs side effects for the sequence's events and lifecycle, passing the events on
    /// unchanged.
    ///
    /// - `onNext`, `onError`, `onCompleted` run before the event is passed on; `afterNext`,
    ///   `afterError`, `afterCompleted` run after it. An error thrown by `onNext`, `afterNext`,
    ///   `onError` or `onCompleted` ends the sequence with that error; once a terminal event
    ///   has been passed on, an error thrown by `afterError` or `afterCompleted` is dropped.
    /// - `onSubscribe` runs before subscribing to the source, `onSubscribed` right after, and
    ///   `onDispose` once the subscription is disposed.
    ///
    /// Disfavored in Swift 6 mode, as `subscribe`'s `@Sendable` forms are, so that handlers
    /// written `{ @MainActor in ... }` pick the form that moves to the main thread
    /// (`MainThreadObservable+Subscription.swift`); any other closure still picks this one.
    @inlinable
    @_disfavoredOverload
    @available(swift, introduced: 6)
    @preconcurrency
    public func `do`(
        onNext: (@Sendable (Element) throws -> Void)? = nil,
        afterNext: (@Sendable (Element) throws -> Void)? = nil,
        onError: (@Sendable (Swift.Error) throws -> Void)? = nil,
        afterError: (@Sendable (Swift.Error) throws -> Void)? = nil,
        onCompleted: (@Sendable () throws -> Void)? = nil,
        afterCompleted: (@Sendable () throws -> Void)? = nil,
        onSubscribe: (@Sendable () -> Void)? = nil,
        onSubscribed: (@Sendable () -> Void)? = nil,
        onDispose: (@Sendable () -> Void)? = nil
    ) -> Observable<Element> {
        // Swift 5 form: this body, with plain closures.
        let source = asObservable()
        let handlers = DoHandlers(
            onNext: onNext, afterNext: afterNext,
            onError: onError, afterError: afterError,
            onCompleted: onCompleted, afterCompleted: afterCompleted
        )
        return ClosureProducer { observer in
            onSubscribe?()
            let sink = DoSink(handlers: handlers, observer: observer)
            let subscription = source.subscribeHandler(sink.on)
            onSubscribed?()
            guard let onDispose else {
                sink.setSubscription(subscription)
                return sink
            }
            sink.setSubscription(AnonymousDisposable {
                subscription.dispose()
                onDispose()
            })
            return sink
        }
    }
}

/// The event side effects of `do`.
@usableFromInline
struct DoHandlers<Element> {
    @usableFromInline let onNext: ((Element) throws -> Void)?
    @usableFromInline let afterNext: ((Element) throws -> Void)?
    @usableFromInline let onError: ((Swift.Error) throws -> Void)?
    @usableFromInline let afterError: ((Swift.Error) throws -> Void)?
    @usableFromInline let onCompleted: (() throws -> Void)?
    @usableFromInline let afterCompleted: (() throws -> Void)?

    @inlinable
    init(
        onNext: ((Element) throws -> Void)?, afterNext: ((Element) throws -> Void)?,
        onError: ((Swift.Error) throws -> Void)?, afterError: ((Swift.Error) throws -> Void)?,
        onCompleted: (() throws -> Void)?, afterCompleted: (() throws -> Void)?
    ) {
        self.onNext = onNext
        self.afterNext = afterNext
        self.onError = onError
        self.afterError = afterError
        self.onCompleted = onCompleted
        self.afterCompleted = afterCompleted
    }
}

@usableFromInline
final class DoSink<Element>: Sink<Element>, EventCaseHandler, @unchecked Sendable {
    @usableFromInline let handlers: DoHandlers<Element>

    @inlinable
    init(handlers: DoHandlers<Element>, observer: @escaping (Event<Element>) -> Void) {
        self.handlers = handlers
        super.init(observer: observer)
    }

    @inlinable
    func onNext(_ element: Element) {
        do {
            try handlers.onNext?(element)
            forwardOn(.next(element))
            try handlers.afterNext?(element)
        } catch {
            forwardError(error)
        }
    }

    @inlinable @inline(never)
    func onError(_ error: Swift.Error) {
        do {
            try handlers.onError?(error)
        } catch {
            forwardError(error)
            return
        }
        forwardOn(.error(error))
        try? handlers.afterError?(error)
        dispose()
    }

    @inlinable @inline(never)
    func onCompleted() {
        do {
            try handlers.onCompleted?()
        } catch {
            forwardError(error)
            return
        }
        forwardOn(.completed)
        try? handlers.afterCompleted?()
        dispose()
    }
}
