extension ObservableType {
    /// Passes on the source's events; whenever the source ends with an error, subscribes to it
    /// again, without limit.
    ///
    /// Resubscriptions go through the current-thread trampoline, so a source that fails
    /// synchronously does not grow the stack.
    @inlinable
    public func retry() -> Observable<Element> {
        retryAttempts(nil)
    }

    /// Passes on the source's events; when the source ends with an error, subscribes to it
    /// again, subscribing at most `maxAttemptCount` times in all, and passes on the error of
    /// the last attempt. With a `maxAttemptCount` of zero the result completes at once. A
    /// negative `maxAttemptCount` is a programmer error.
    @inlinable
    public func retry(_ maxAttemptCount: Int) -> Observable<Element> {
        if maxAttemptCount < 0 {
            rxFatalError("retry(_:): the maxAttemptCount argument must not be negative, got \(maxAttemptCount).")
        }
        return retryAttempts(maxAttemptCount)
    }

    /// `retry` with an optional limit on the number of subscriptions (`nil`: unlimited).
    @inlinable
    func retryAttempts(_ maxAttemptCount: Int?) -> Observable<Element> {
        let source = asObservable()
        return ClosureProducer { observer, cancel in
            let sink = RetrySink(source: source, maxAttemptCount: maxAttemptCount, observer: observer, cancel: cancel)
            sink.run()
            return (sink, Disposables.create())
        }
    }
}

@usableFromInline
final class RetrySink<Element>: Sink<Element> {
    @usableFromInline let source: Observable<Element>
    /// Subscriptions still allowed, `nil` for unlimited. Only touched by `run` and by the
    /// error of the attempt that is running, so one at a time.
    @usableFromInline var remainingAttempts: Int?
    /// The subscription of the attempt that is running.
    @usableFromInline let subscription = SerialDisposable()

    @inlinable
    init(source: Observable<Element>, maxAttemptCount: Int?, observer: @escaping (Event<Element>) -> Void, cancel: Cancelable) {
        self.source = source
        self.remainingAttempts = maxAttemptCount
        super.init(observer: observer, cancel: cancel)
    }

    /// Subscribes the first attempt, or completes when no attempt is allowed.
    @inlinable
    func run() {
        if remainingAttempts == 0 {
            forwardOn(.completed)
            dispose()
            return
        }
        subscribeAttempt()
    }

    @inlinable
    func subscribeAttempt() {
        if isDisposed {
            return
        }
        if let remaining = remainingAttempts {
            remainingAttempts = remaining - 1
        }
        // The placeholder replaces the previous attempt before subscribing, so the previous
        // attempt is released first and this one is kept even if it fails at once.
        let attempt = SingleAssignmentDisposable()
        subscription.disposable = attempt
        attempt.setDisposable(source.subscribeHandler(on))
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next, .completed:
            forwardOn(event)
            if event.isStopEvent {
                dispose()
            }
        case .error:
            if remainingAttempts == 0 {
                forwardOn(event)
                dispose()
                return
            }
            // Queued on the trampoline while one runs on this thread (as it does during a
            // synchronous subscription), so failing attempts loop instead of recursing.
            _ = CurrentThreadScheduler.instance.schedule(self) { sink in
                sink.subscribeAttempt()
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
