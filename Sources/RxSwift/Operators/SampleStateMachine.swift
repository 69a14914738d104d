/// The life of a `sample` subscription, decided under its sink's lock: sampling while the
/// sampled sequence runs, then waiting for the sample that completes the result after it
/// completed, then finished. It holds the element that arrived since the previous sample; one it
/// lets go of without emitting it is handed back, for the sink to release after unlocking (its
/// `deinit` is user code).
@usableFromInline
struct SampleStateMachine<Element> {
    @usableFromInline
    enum State {
        /// The sampled sequence runs; `pending` arrived since the previous sample.
        case sampling(pending: Element?)
        /// The sampled sequence completed: the next sample emits `pending` (or the default
        /// value) and completes.
        case completingAtNextSample(pending: Element?)
        /// A terminal event was decided, or the subscription was disposed.
        case finished
    }

    /// What to do when the sampler ticks.
    @usableFromInline
    enum SampleAction {
        /// Nothing to emit.
        case none
        /// Emit the element.
        case emit(Element)
        /// Emit the element, if any, then complete.
        case complete(after: Element?)
    }

    /// What to do with an error of either sequence.
    @usableFromInline
    enum FailAction {
        /// Nothing: the result has already ended.
        case none
        /// Forward the error, then release the pending element the machine let go of.
        case forward(releasing: Element?)
    }

    @usableFromInline private(set) var state: State = .sampling(pending: nil)
    /// What a sample emits when no element arrived since the previous one, if anything.
    @usableFromInline let defaultValue: Element?

    @inlinable
    init(defaultValue: Element?) {
        self.defaultValue = defaultValue
    }

    /// The sampled sequence sent `element`: it is pending. Returns the pending element it
    /// replaced, to release after unlocking. After the end nothing is kept.
    @inlinable
    mutating func sourceNext(_ element: Element) -> Element? {
        guard case .sampling(let replaced) = state else { return nil }
        state = .sampling(pending: element)
        return replaced
    }

    /// The sampled sequence completed: the next sample completes the result. (Its
    /// subscription is disposed whatever the state.)
    @inlinable
    mutating func sourceCompleted() {
        if case .sampling(let pending) = state {
            state = .completingAtNextSample(pending: pending)
        }
    }

    /// The sampler sent an element or completed.
    @inlinable
    mutating func sample() -> SampleAction {
        switch state {
        case .sampling(let pending):
            state = .sampling(pending: nil)
            guard let element = pending ?? defaultValue else { return .none }
            return .emit(element)
        case .completingAtNextSample(let pending):
            state = .finished
            return .complete(after: pending ?? defaultValue)
        case .finished:
            return .none
        }
    }

    /// Either sequence failed: the first error ends the result.
    @inlinable
    mutating func failed() -> FailAction {
        switch state {
        case .sampling(let pending), .completingAtNextSample(let pending):
            state = .finished
            return .forward(releasing: pending)
        case .finished:
            return .none
        }
    }

    /// The subscription was disposed; returns the pending element, to release after unlocking.
    @inlinable
    mutating func dispose() -> Element? {
        guard case .forward(let released) = failed() else { return nil }
        return released
    }
}
