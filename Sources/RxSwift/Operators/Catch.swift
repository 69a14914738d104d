extension ObservableType {
    /// Passes on the source's events; if the source ends with an error, continues with the
    /// sequence `handler` returns for that error. An error thrown by `handler` ends the
    /// sequence with that error; an error of the returned sequence is passed on.
    @inlinable
    @available(swift, introduced: 6)
    @preconcurrency
    public func `catch`(_ handler: @escaping @Sendable (Swift.Error) throws -> Observable<Element>) -> Observable<Element> {
        // Swift 5 form: this body, with plain closures.
        let source = asObservable()
        return ClosureProducer { observer in
            let sink = CatchSink(handler: handler, observer: observer)
            sink.run(source)
            return sink
        }
    }

    /// Passes on the source's events; if the source ends with an error, continues with the
    /// sequence `handler` returns for that error.
    @available(*, deprecated, renamed: "catch(_:)")
    @inlinable
    @available(swift, introduced: 6)
    @preconcurrency
    public func catchError(_ handler: @escaping @Sendable (Swift.Error) throws -> Observable<Element>) -> Observable<Element> {
        // Swift 5 form: this body, with plain closures.
        `catch`(handler)
    }

    /// Passes on the source's events; if the source ends with an error, emits `element` and
    /// completes instead.
    @inlinable
    public func catchAndReturn(_ element: Element) -> Observable<Element> {
        let source = asObservable()
        return ClosureProducer { observer in
            let sink = CatchAndReturnSink(element: element, observer: observer)
            sink.setSubscription(source.subscribeHandler(sink.on))
            return sink
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

extension ObservableType {
    /// Subscribes to the sequences of `sequence` one after another, moving to the next one
    /// each time one ends with an error: the result passes on their elements, completes when
    /// one of them completes, and ends with the last error when `sequence` runs out after an
    /// error. An empty `sequence` completes at once.
    ///
    /// Moving to the next sequence goes through the current-thread trampoline, so sequences
    /// that fail synchronously do not grow the stack.
    @inlinable
    public static func `catch`<Sequence: Swift.Sequence>(sequence: Sequence) -> Observable<Element> where Sequence.Element == Observable<Element> {
        ClosureProducer { observer in
            var iterator = sequence.makeIterator()
            let sink = CatchSequenceSink(nextSource: { iterator.next() }, observer: observer)
            sink.subscribeNext()
            return sink
        }
    }

    /// Subscribes to the sequences of `sequence` one after another, moving to the next one
    /// each time one ends with an error.
    @available(*, deprecated, renamed: "catch(sequence:)")
    @inlinable
    public static func catchError<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element> where Sequence.Element == Observable<Element> {
        `catch`(sequence: sequence)
    }
}

@usableFromInline
final class CatchSink<Element>: Sink<Element>, @unchecked Sendable {
    @usableFromInline let handler: (Swift.Error) throws -> Observable<Element>
    /// The source subscription first, the fallback subscription after an error.
    @usableFromInline let subscription = OrderedDisposableSlot()

    @inlinable
    init(handler: @escaping (Swift.Error) throws -> Observable<Element>, observer: @escaping (Event<Element>) -> Void) {
        self.handler = handler
        super.init(observer: observer)
    }

    @inlinable
    func run(_ source: Observable<Element>) {
        // A fallback subscribed by a source error that arrives before `subscribeHandler`
        // returns is a later generation: the source subscription installed after it is disposed.
        let generation = subscription.reserve()
        subscription.install(source.subscribeHandler(on), for: generation)
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
            let generation = subscription.reserve()
            subscription.install(fallback.subscribeHandler(onFallback), for: generation)
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
final class CatchAndReturnSink<Element>: Sink<Element>, @unchecked Sendable {
    @usableFromInline let element: Element

    @inlinable
    init(element: Element, observer: @escaping (Event<Element>) -> Void) {
        self.element = element
        super.init(observer: observer)
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

/// The sink of `catch(sequence:)` and `retry`: subscribes to one source after another, asking
/// `nextSource` for the next one each time the current one fails.
@usableFromInline
final class CatchSequenceSink<Element>: Sink<Element>, @unchecked Sendable {
    /// The next source to subscribe to, or `nil` when there is none. Only called by
    /// `subscribeNext`, which runs once at subscription and then once per failed source, so
    /// one call at a time.
    @usableFromInline let nextSource: () -> Observable<Element>?
    /// The error of the source that failed last.
    @usableFromInline @exclusivity(unchecked) var lastError: Swift.Error?
    /// The subscription to the current source.
    @usableFromInline let subscription = OrderedDisposableSlot()

    @inlinable
    init(nextSource: @escaping () -> Observable<Element>?, observer: @escaping (Event<Element>) -> Void) {
        self.nextSource = nextSource
        super.init(observer: observer)
    }

    /// Subscribes to the next source, or ends with the last error (completes if there was
    /// none) when no source is left.
    @inlinable
    func subscribeNext() {
        if isDisposed {
            return
        }
        guard let source = nextSource() else {
            if let lastError {
                forwardOn(.error(lastError))
            } else {
                forwardOn(.completed)
            }
            dispose()
            return
        }
        // The failed source's subscription went at its error (`on`); a source that fails
        // before `subscribeHandler` returns makes the next one a later generation.
        let generation = subscription.reserve()
        subscription.install(source.subscribeHandler(on), for: generation)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            forwardOn(event)
        case .completed:
            forwardOn(event)
            dispose()
        case .error(let error):
            lastError = error
            subscription.clear()
            // Queued on the trampoline while one runs on this thread (as it does during a
            // synchronous subscription), so failing sources loop instead of recursing.
            _ = CurrentThreadScheduler.instance.schedule(self) { sink in
                sink.subscribeNext()
                return Disposables.create()
            }
        }
    }

    @inlinable
    override func dispose() {
        super.dispose()
        subscription.dispose()
    }
}
