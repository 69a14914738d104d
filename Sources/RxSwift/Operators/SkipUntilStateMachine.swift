/// The life of a `skip(until:)` subscription, decided under its sink's lock: closed until the
/// other sequence sends an element, then open, then finished.
@usableFromInline
struct SkipUntilStateMachine {
    @usableFromInline
    enum State {
        /// The other sequence has sent no element: the source's elements are dropped.
        case closed
        /// The other sequence sent an element: the source's events are forwarded.
        case open
        /// A terminal event was decided, or the subscription was disposed.
        case finished
    }

    /// What to do with an event.
    @usableFromInline
    enum Action: Equatable {
        /// Nothing: an element before the gate opened, or any event after the end.
        case none
        /// Forward the event (a terminal one ends the result).
        case forward
        /// The result ends without a terminal event: the source completed before the gate
        /// opened, so nothing was or will be delivered.
        case endSilently
    }

    @usableFromInline private(set) var state: State = .closed

    @inlinable
    init() {}

    /// The source sent an element.
    @inlinable
    func sourceNext() -> Action {
        if case .open = state { return .forward }
        return .none
    }

    /// The source failed, or the other sequence did: the first error ends the result, open or
    /// not.
    @inlinable
    mutating func failed() -> Action {
        if case .finished = state { return .none }
        state = .finished
        return .forward
    }

    /// The source completed: forwarded once the gate is open, otherwise the result ends silently.
    @inlinable
    mutating func sourceCompleted() -> Action {
        switch state {
        case .closed:
            state = .finished
            return .endSilently
        case .open:
            state = .finished
            return .forward
        case .finished:
            return .none
        }
    }

    /// The other sequence sent an element: the gate opens. (Its subscription is disposed
    /// whatever the state.)
    @inlinable
    mutating func otherNext() {
        if case .closed = state {
            state = .open
        }
    }

    @inlinable
    mutating func dispose() {
        state = .finished
    }
}
