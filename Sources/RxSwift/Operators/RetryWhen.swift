extension ObservableType {
    /// Passes on the source's events; when the source fails with an error of type `Failure`,
    /// waits for the trigger sequence to decide: an element of the trigger resubscribes to the
    /// source, an error or completion of the trigger ends the result the same way.
    ///
    /// `notificationHandler` is called once per subscription with the sequence of the
    /// source's failures and returns the trigger. A trigger element that arrives while the
    /// source is running is ignored; a trigger that ends while the source is running ends the
    /// result at the source's next failure. An error not of type `Failure` is passed on at
    /// once.
    @inlinable
    @available(swift, introduced: 6)
    @preconcurrency
    public func retry<TriggerObservable: ObservableType, Failure: Swift.Error>(when notificationHandler: @escaping @Sendable (Observable<Failure>) -> TriggerObservable) -> Observable<Element> {
        // Swift 5 form: this body, with plain closures.
        retryOnTrigger(matching: { $0 as? Failure }, notificationHandler: notificationHandler)
    }

    /// Passes on the source's events; when the source fails, waits for the trigger sequence to
    /// decide: an element of the trigger resubscribes to the source, an error or completion of
    /// the trigger ends the result the same way.
    ///
    /// `notificationHandler` is called once per subscription with the sequence of the
    /// source's errors and returns the trigger.
    @inlinable
    @available(swift, introduced: 6)
    @preconcurrency
    public func retry<TriggerObservable: ObservableType>(when notificationHandler: @escaping @Sendable (Observable<Swift.Error>) -> TriggerObservable) -> Observable<Element> {
        // Swift 5 form: this body, with plain closures.
        retryOnTrigger(matching: { Optional($0) }, notificationHandler: notificationHandler)
    }

    /// Resubscribes to the source when the trigger built from its failures fires.
    @available(*, deprecated, renamed: "retry(when:)")
    @inlinable
    @available(swift, introduced: 6)
    @preconcurrency
    public func retryWhen<TriggerObservable: ObservableType, Failure: Swift.Error>(_ notificationHandler: @escaping @Sendable (Observable<Failure>) -> TriggerObservable) -> Observable<Element> {
        // Swift 5 form: this body, with plain closures.
        retry(when: notificationHandler)
    }

    /// Resubscribes to the source when the trigger built from its errors fires.
    @available(*, deprecated, renamed: "retry(when:)")
    @inlinable
    @available(swift, introduced: 6)
    @preconcurrency
    public func retryWhen<TriggerObservable: ObservableType>(_ notificationHandler: @escaping @Sendable (Observable<Swift.Error>) -> TriggerObservable) -> Observable<Element> {
        // Swift 5 form: this body, with plain closures.
        retry(when: notificationHandler)
    }

    /// `retry(when:)` for failures that `matching` turns into `Failure` (others are passed on).
    @inlinable
    func retryOnTrigger<TriggerObservable: ObservableType, Failure>(
        matching: @escaping (Swift.Error) -> Failure?,
        notificationHandler: @escaping (Observable<Failure>) -> TriggerObservable,
        operatorFunction: StaticString = #function
    ) -> Observable<Element> {
        let source = asObservable()
        return ClosureProducer(operatorFunction: operatorFunction) { observer in
            let sink = RetryWhenSink(source: source, matching: matching, observer: observer)
            sink.run(trigger: notificationHandler(sink.failures.observable).asObservable())
            return sink
        }
    }
}

/// The sink of `retry(when:)`: its `RetryWhenStateMachine` decides under the lock between the
/// source's failures and the trigger's answers, which arrive on their own threads; the sink
/// subscribes the source again, or ends the result, after unlocking.
@usableFromInline
final class RetryWhenSink<Element, Failure>: Sink<Element>, @unchecked Sendable {
    @usableFromInline let source: Observable<Element>
    @usableFromInline let matching: (Swift.Error) -> Failure?
    /// The source's failures, as given to the notification handler.
    @usableFromInline let failures = RetryFailureRelay<Failure>()
    @usableFromInline let lock = RxLock()
    /// Read and written only under `lock`.
    @usableFromInline @exclusivity(unchecked) var machine = RetryWhenStateMachine()
    /// The subscription to the current attempt; the source's failure and the trigger's
    /// resubscription decide on two threads, so each reserves its generation under `lock`.
    @usableFromInline let sourceSubscription = OrderedDisposableSlot()
    @usableFromInline let triggerSubscription = SingleAssignmentDisposable()

    @usableFromInline
    init(source: Observable<Element>, matching: @escaping (Swift.Error) -> Failure?, observer: @escaping (Event<Element>) -> Void) {
        self.source = source
        self.matching = matching
        super.init(observer: observer)
    }

    /// Subscribes to the trigger, then to the source.
    @usableFromInline
    func run<TriggerElement>(trigger: Observable<TriggerElement>) {
        triggerSubscription.setDisposable(trigger.subscribeHandler { [self] event in onTrigger(event) })
        subscribeSource(as: sourceSubscription.reserve())
    }

    /// Subscribes to the source, as the attempt `generation` decided.
    @usableFromInline
    func subscribeSource(as generation: OrderedDisposableSlot.Generation) {
        if isDisposed {
            return
        }
        sourceSubscription.install(source.subscribeHandler { [self] event in onSource(event) }, for: generation)
    }

    @usableFromInline
    func onSource(_ event: Event<Element>) {
        switch event {
        case .next:
            forwardOn(event)
        case .completed:
            forwardOn(event)
            dispose()
        case .error(let error):
            guard let failure = matching(error) else {
                forwardOn(event)
                dispose()
                return
            }
            let (action, release) = lock.withLock { (machine.sourceFailed(), sourceSubscription.reserve()) }
            switch action {
            case .notifyTrigger:
                break
            case .end(let triggerError):
                end(with: triggerError)
                return
            case .none:
                return
            }
            // Released now rather than at the resubscription, which the trigger may delay; a
            // resubscription the trigger decided meanwhile is a later generation and stays.
            sourceSubscription.install(NopDisposable(), for: release)
            failures.send(failure)
        }
    }

    @usableFromInline
    func onTrigger<TriggerElement>(_ event: Event<TriggerElement>) {
        switch event {
        case .next:
            let attempt = lock.withLock { machine.triggerNext() == .resubscribe ? sourceSubscription.reserve() : nil }
            if let attempt {
                // Queued on the trampoline while one runs on this thread, so a trigger that
                // answers synchronously loops instead of recursing.
                _ = CurrentThreadScheduler.instance.schedule(self) { sink in
                    sink.subscribeSource(as: attempt)
                    return Disposables.create()
                }
            }
        case .error, .completed:
            if lock.withLock({ machine.triggerEnded(event.error) }) == .end {
                end(with: event.error)
            }
        }
    }

    /// Ends the result as the trigger ended: with its error, or completed.
    @usableFromInline
    func end(with triggerError: Swift.Error?) {
        if let triggerError {
            forwardOn(.error(triggerError))
        } else {
            forwardOn(.completed)
        }
        dispose()
    }

    @usableFromInline
    override func dispose() {
        super.dispose()
        sourceSubscription.dispose()
        triggerSubscription.dispose()
    }
}

/// Delivers the source failures of `retry(when:)` to whoever subscribed to them.
@usableFromInline
final class RetryFailureRelay<Failure>: @unchecked Sendable {
    private let lock = RxLock()
    private var observers = Bag<(Event<Failure>) -> Void>()

    @usableFromInline
    init() {}

    /// The failures as a sequence: each subscriber gets the failures sent after it subscribed.
    @usableFromInline
    var observable: Observable<Failure> {
        ClosureProducer { [self] observer in
            let sink = RetryFailureSink(observer: observer)
            let key = lock.withLock { observers.insert(sink.on) }
            let removal = Disposables.create { [self] in
                lock.withLock { _ = observers.removeKey(key) }
            }
            sink.setSubscription(removal)
            return sink
        }
    }

    /// Sends `failure` to the current subscribers.
    @usableFromInline
    func send(_ failure: Failure) {
        let current = lock.withLock { observers }
        current.forEach { $0(.next(failure)) }
    }
}

@usableFromInline
final class RetryFailureSink<Failure>: Sink<Failure>, @unchecked Sendable {
    @usableFromInline
    override init(observer: @escaping (Event<Failure>) -> Void) {
        super.init(observer: observer)
    }

    @usableFromInline
    func on(_ event: Event<Failure>) {
        forwardOn(event)
    }
}
