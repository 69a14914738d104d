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

/// The decisions of `sample`, made under the sink's lock.
@usableFromInline
struct SampleState<Element> {
    @usableFromInline let defaultValue: Element?
    /// The element that arrived since the previous sample.
    @usableFromInline var latest: Element?
    @usableFromInline var isSourceCompleted = false
    @usableFromInline var isStopped = false

    @inlinable
    init(defaultValue: Element?) {
        self.defaultValue = defaultValue
    }

    /// The sampler ticked: returns the element to emit and whether to complete after it.
    @inlinable
    mutating func sample() -> (element: Element?, complete: Bool) {
        if isStopped { return (nil, false) }
        let element = latest ?? defaultValue
        latest = nil
        if isSourceCompleted {
            isStopped = true
        }
        return (element, isSourceCompleted)
    }

    /// Returns whether to forward an error.
    @inlinable
    mutating func fail() -> Bool {
        if isStopped { return false }
        isStopped = true
        return true
    }
}

/// The sink of `sample`.
@usableFromInline
final class SampleSink<Element, SamplerElement>: EventSerializingSink<Element>, @unchecked Sendable {
    @usableFromInline @exclusivity(unchecked) var state: SampleState<Element>
    @usableFromInline let sourceSubscription = SingleAssignmentDisposable()
    @usableFromInline let samplerSubscription = SingleAssignmentDisposable()

    @inlinable
    init(defaultValue: Element?, observer: @escaping (Event<Element>) -> Void) {
        state = SampleState(defaultValue: defaultValue)
        super.init(observer: observer)
    }

    /// Receives the sampled sequence's events.
    @inlinable
    func onSource(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            lock.lock()
            let replaced = replaceElement(in: &state.latest, with: element)
            lock.unlock()
            withExtendedLifetime(replaced) {}
        case .error(let error):
            emit { state.fail() ? .error(error) : nil }
        case .completed:
            lock.lock()
            state.isSourceCompleted = true
            lock.unlock()
            sourceSubscription.dispose()
        }
    }

    /// Receives the sampler's events.
    @inlinable
    func onSampler(_ event: Event<SamplerElement>) {
        switch event {
        case .next, .completed:
            lock.lock()
            let decision = state.sample()
            var mustDrain = false
            if let element = decision.element {
                mustDrain = enqueueLocked(.next(element))
            }
            if decision.complete {
                mustDrain = enqueueLocked(.completed) || mustDrain
            }
            lock.unlock()
            if mustDrain { drain() }
        case .error(let error):
            emit { state.fail() ? .error(error) : nil }
        }
    }

    /// Disposes both subscriptions.
    @inlinable
    override func dispose() {
        super.dispose()
        sourceSubscription.dispose()
        samplerSubscription.dispose()
    }
}
