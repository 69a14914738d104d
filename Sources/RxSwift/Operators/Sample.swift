extension ObservableType {
    /// Each time `sampler` sends an element (or completes), forwards the latest element of this
    /// sequence if a new one arrived since the previous sample, otherwise `defaultValue` when it
    /// is not `nil`.
    ///
    /// Completes at the first sample after this sequence completed; an error from either
    /// sequence ends the result.
    @inlinable
    public func sample<Source: ObservableType>(_ sampler: Source, defaultValue: Element? = nil) -> Observable<Element> {
        let source = asObservable()
        let sampler = sampler.asObservable()
        return ClosureProducer { observer in
            let sink = SampleSink<Element, Source.Element>(defaultValue: defaultValue, observer: observer)
            sink.sourceSubscription.setDisposable(source.subscribeHandler(sink.onSource))
            sink.samplerSubscription.setDisposable(sampler.subscribeHandler(sink.onSampler))
            return sink
        }
    }
}

/// The sink of `sample`: its `SampleStateMachine` decides under the lock, where the decided
/// events also take their place in the delivery order; they are delivered after unlocking.
@usableFromInline
final class SampleSink<Element, SamplerElement>: EventSerializingSink<Element>, @unchecked Sendable {
    @usableFromInline @exclusivity(unchecked) var machine: SampleStateMachine<Element>
    @usableFromInline let sourceSubscription = SingleAssignmentDisposable()
    @usableFromInline let samplerSubscription = SingleAssignmentDisposable()

    @inlinable
    init(defaultValue: Element?, observer: @escaping (Event<Element>) -> Void) {
        machine = SampleStateMachine(defaultValue: defaultValue)
        super.init(observer: observer)
    }

    /// Receives the sampled sequence's events.
    @inlinable
    func onSource(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            let replaced = lock.withLock { machine.sourceNext(element) }
            withExtendedLifetime(replaced) {}
        case .error(let error):
            fail(error)
        case .completed:
            lock.withLock { machine.sourceCompleted() }
            sourceSubscription.dispose()
        }
    }

    /// Receives the sampler's events.
    @inlinable
    func onSampler(_ event: Event<SamplerElement>) {
        switch event {
        case .next, .completed:
            lock.lock()
            let mustDrain: Bool
            switch machine.sample() {
            case .none:
                mustDrain = false
            case .emit(let element):
                mustDrain = enqueueLocked(.next(element))
            case .complete(let element):
                let emits = element.map { enqueueLocked(.next($0)) } ?? false
                mustDrain = enqueueLocked(.completed) || emits
            }
            lock.unlock()
            if mustDrain { drain() }
        case .error(let error):
            fail(error)
        }
    }

    /// Ends the result with `error` unless it has ended; the pending element is released after
    /// unlocking.
    @inlinable
    func fail(_ error: Swift.Error) {
        var released: Element? = nil
        var claimed: Event<Element>? = nil
        lock.lock()
        if case .forward(let dropped) = machine.failed() {
            released = dropped
            claimed = claimLocked(.error(error))
        }
        lock.unlock()
        withExtendedLifetime(released) {}
        if let decided = consume claimed { deliverClaimed(decided) }
    }

    /// Stops the machine, releases the pending element and disposes both subscriptions.
    @inlinable
    override func dispose() {
        super.dispose()
        let released = lock.withLock { machine.dispose() }
        withExtendedLifetime(released) {}
        sourceSubscription.dispose()
        samplerSubscription.dispose()
    }
}
