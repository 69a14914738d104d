extension PrimitiveSequence {
    /// Shifts the outcome later by `dueTime`, delivering it on `scheduler`; an error is
    /// delivered at once.
    @inlinable
    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.delay(dueTime, scheduler: scheduler))
    }

    /// Subscribes `dueTime` after the subscription, on `scheduler`.
    @inlinable
    public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.delaySubscription(dueTime, scheduler: scheduler))
    }

    /// Delivers the outcome on `scheduler`.
    @inlinable
    public func observe(on scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.observe(on: scheduler))
    }

    /// The old name of `observe(on:)`.
    @available(*, deprecated, renamed: "observe(on:)")
    @inlinable
    public func observeOn(_ scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        observe(on: scheduler)
    }

    /// Subscribes (and disposes the subscription) on `scheduler`.
    @inlinable
    public func subscribe(on scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.subscribe(on: scheduler))
    }

    /// The old name of `subscribe(on:)`.
    @available(*, deprecated, renamed: "subscribe(on:)")
    @inlinable
    public func subscribeOn(_ scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        subscribe(on: scheduler)
    }

    /// Replaces an error with the sequence `handler` makes from it; an error `handler`
    /// throws becomes the error.
    @inlinable
    @available(swift, introduced: 6)
    @preconcurrency
    public func `catch`(_ handler: @escaping @Sendable (Swift.Error) throws -> PrimitiveSequence<Trait, Element>) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.catch { try handler($0).asObservable() })
    }

    /// The old name of `catch(_:)`.
    @available(*, deprecated, renamed: "catch(_:)")
    @inlinable
    @available(swift, introduced: 6)
    @preconcurrency
    public func catchError(_ handler: @escaping @Sendable (Swift.Error) throws -> PrimitiveSequence<Trait, Element>) -> PrimitiveSequence<Trait, Element> {
        // Swift 5 form: this body, with plain closures.
        `catch`(handler)
    }

    /// Resubscribes after every error, until an attempt does not fail.
    @inlinable
    public func retry() -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry())
    }

    /// Subscribes up to `maxAttemptCount` times in all while attempts fail; the last
    /// attempt's error is delivered. A negative `maxAttemptCount` is a programmer error,
    /// reported with the call site (`file`, `line`).
    @inlinable
    public func retry(_ maxAttemptCount: Int, file: StaticString = #fileID, line: UInt = #line) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry(maxAttemptCount, file: file, line: line))
    }

    /// Resubscribes after an error of type `Error` when the trigger that
    /// `notificationHandler` makes from the errors delivers an element; the trigger's error or
    /// completion ends the result. Other errors are delivered at once.
    @inlinable
    @available(swift, introduced: 6)
    @preconcurrency
    public func retry<TriggerObservable: ObservableType, Error: Swift.Error>(when notificationHandler: @escaping @Sendable (Observable<Error>) -> TriggerObservable) -> PrimitiveSequence<Trait, Element> {
        // Swift 5 form: this body, with plain closures.
        PrimitiveSequence(raw: source.retry(when: notificationHandler))
    }

    /// The old name of `retry(when:)`.
    @available(*, deprecated, renamed: "retry(when:)")
    @inlinable
    @available(swift, introduced: 6)
    @preconcurrency
    public func retryWhen<TriggerObservable: ObservableType, Error: Swift.Error>(_ notificationHandler: @escaping @Sendable (Observable<Error>) -> TriggerObservable) -> PrimitiveSequence<Trait, Element> {
        // Swift 5 form: this body, with plain closures.
        retry(when: notificationHandler)
    }

    /// Resubscribes after an error when the trigger that `notificationHandler` makes from the
    /// errors delivers an element; the trigger's error or completion ends the result.
    @inlinable
    @available(swift, introduced: 6)
    @preconcurrency
    public func retry<TriggerObservable: ObservableType>(when notificationHandler: @escaping @Sendable (Observable<Swift.Error>) -> TriggerObservable) -> PrimitiveSequence<Trait, Element> {
        // Swift 5 form: this body, with plain closures.
        PrimitiveSequence(raw: source.retry(when: notificationHandler))
    }

    /// The old name of `retry(when:)`.
    @available(*, deprecated, renamed: "retry(when:)")
    @inlinable
    @available(swift, introduced: 6)
    @preconcurrency
    public func retryWhen<TriggerObservable: ObservableType>(_ notificationHandler: @escaping @Sendable (Observable<Swift.Error>) -> TriggerObservable) -> PrimitiveSequence<Trait, Element> {
        // Swift 5 form: this body, with plain closures.
        retry(when: notificationHandler)
    }

    /// Prints every event, subscription and disposal, tagged with `identifier` (or the
    /// call site).
    @inlinable
    public func debug(_ identifier: String? = nil, trimOutput: Bool = false, file: String = #file, line: UInt = #line, function: String = #function) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function))
    }

    /// Fails with `RxError.timeout` when the outcome does not come within `dueTime` of the
    /// subscription, timed on `scheduler`.
    @inlinable
    public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.timeout(dueTime, scheduler: scheduler))
    }

    /// Switches to `other` when the outcome does not come within `dueTime` of the
    /// subscription, timed on `scheduler`.
    @inlinable
    public func timeout(_ dueTime: RxTimeInterval, other: PrimitiveSequence<Trait, Element>, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.timeout(dueTime, other: other.source, scheduler: scheduler))
    }
}
