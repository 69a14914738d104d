extension ObservableType {
    /// Passes on the source's events; if the source ends with an error, continues with the
    /// sequence `handler` returns for that error. An error thrown by `handler` ends the
    /// sequence with that error; an error of the returned sequence is passed on.
    @inlinable
    public func `catch`(_ handler: @escaping (Swift.Error) throws -> Observable<Element>) -> Observable<Element> {
        let source = asObservable()
        return ClosureProducer { observer, cancel in
            let sink = CatchSink(handler: handler, observer: observer, cancel: cancel)
            sink.run(source)
            return (sink, Disposables.create())
        }
    }

    /// Passes on the source's events; if the source ends with an error, continues with the
    /// sequence `handler` returns for that error.
    @available(*, deprecated, renamed: "catch(_:)")
    @inlinable
    public func catchError(_ handler: @escaping (Swift.Error) throws -> Observable<Element>) -> Observable<Element> {
        `catch`(handler)
    }

    /// Passes on the source's events; if the source ends with an error, emits `element` and
    /// completes instead.
    @inlinable
    public func catchAndReturn(_ element: Element) -> Observable<Element> {
        let source = asObservable()
        return ClosureProducer { observer, cancel in
            let sink = CatchAndReturnSink(element: element, observer: observer, cancel: cancel)
            let subscription = source.subscribeHandler(sink.on)
            return (sink, subscription)
        }
    }

    /// Passes on the source's events; if the source ends with an error, emits `element` and
    /// completes instead.
    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    @inlinable
    public func catchErrorJustReturn(_ element: Element) -> Observable<Element> {
        catchAndReturn(element)
    }
}

@usableFromInline
final class CatchSink<Element>: Sink<Element> {
    @usableFromInline let handler: (Swift.Error) throws -> Observable<Element>
    /// The source subscription first, the fallback subscription after an error.
    @usableFromInline let subscription = SerialDisposable()

    @inlinable
    init(handler: @escaping (Swift.Error) throws -> Observable<Element>, observer: @escaping (Event<Element>) -> Void, cancel: Cancelable) {
        self.handler = handler
        super.init(observer: observer, cancel: cancel)
    }

    @inlinable
    func run(_ source: Observable<Element>) {
        // The placeholder is in place before subscribing, so a fallback subscribed by a
        // synchronous source error is not replaced by the source subscription afterwards.
        let sourceSubscription = SingleAssignmentDisposable()
        subscription.disposable = sourceSubscription
        sourceSubscription.setDisposable(source.subscribeHandler(on))
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next, .completed:
            forwardOn(event)
            if event.isStopEvent {
                dispose()
            }
        case .error(let error):
            if isDisposed {
                return
            }
            let fallback: Observable<Element>
            do {
                fallback = try handler(error)
            } catch {
                forwardOn(.error(error))
                dispose()
                return
            }
            let fallbackSubscription = SingleAssignmentDisposable()
            subscription.disposable = fallbackSubscription
            fallbackSubscription.setDisposable(fallback.subscribeHandler(onFallback))
        }
    }

    @inlinable
    func onFallback(_ event: Event<Element>) {
        forwardOn(event)
        if event.isStopEvent {
            dispose()
        }
    }

    @inlinable
    override func dispose() {
        super.dispose()
        subscription.dispose()
    }
}

@usableFromInline
final class CatchAndReturnSink<Element>: Sink<Element> {
    @usableFromInline let element: Element

    @inlinable
    init(element: Element, observer: @escaping (Event<Element>) -> Void, cancel: Cancelable) {
        self.element = element
        super.init(observer: observer, cancel: cancel)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            forwardOn(event)
        case .error:
            forwardOn(.next(element))
            forwardOn(.completed)
            dispose()
        case .completed:
            forwardOn(.completed)
            dispose()
        }
    }
}
