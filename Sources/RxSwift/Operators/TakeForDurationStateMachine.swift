/// The life of a `take(for:scheduler:)` subscription, decided under its sink's lock: the
/// source's events pass until the first terminal event, the source's or the one the end of the
/// duration makes.
@usableFromInline
struct TakeForDurationStateMachine {
    @usableFromInline
    enum State {
        /// The source's events pass.
        case running
        /// A terminal event was decided.
        case finished
    }

    /// What the sink does with an event.
    @usableFromInline
    enum Action: Equatable {
        /// Forward the event (a terminal one ends the result).
        case forward
        /// Nothing: the result has ended.
        case drop
    }

    /// Only the machine's methods change it; it is not private so that they can be inlined.
    @usableFromInline var state: State = .running

    @inlinable
    init() {}

    /// The source sent an element.
    @inlinable
    func sourceNext() -> Action {
        if case .running = state { return .forward }
        return .drop
    }

    /// The source failed or completed.
    @inlinable
    mutating func sourceEnded() -> Action {
        guard case .running = state else { return .drop }
        state = .finished
        return .forward
    }

    /// The duration passed: the result completes, unless it has ended.
    @usableFromInline
    mutating func durationEnded() -> Action {
        sourceEnded()
    }
}
