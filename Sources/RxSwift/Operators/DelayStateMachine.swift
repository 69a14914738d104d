/// The life of a `delay` subscription, decided under its sink's lock: the events waiting for
/// their time, and whether the one drain that delivers them is scheduled. Events it lets go of
/// without delivering them are handed back, for the sink to release after unlocking (an
/// element's `deinit` is user code).
@usableFromInline
struct DelayStateMachine<Element> {
    /// An event and when it is due.
    @usableFromInline
    typealias Waiting = (due: RxTime, event: Event<Element>)

    @usableFromInline
    enum State {
        /// No drain is scheduled; nothing waits.
        case idle
        /// A drain is scheduled or running: it delivers what is due and decides the next one.
        case drainScheduled
        /// An error was decided, or the subscription was disposed: nothing waits any more and no
        /// drain is scheduled again.
        case stopped
    }

    /// What the sink does after an element or a completion was queued.
    @usableFromInline
    enum ScheduleAction: Equatable {
        /// Schedule the drain, after the delay.
        case scheduleDrain
        /// Nothing: the drain that is scheduled delivers it, or the result has ended.
        case none
    }

    /// What a drain does once it has taken the events that are due.
    @usableFromInline
    enum DrainAction: Equatable {
        /// Schedule the next drain for when the oldest waiting event is due.
        case scheduleDrain(at: RxTime)
        /// Nothing: nothing waits, or the result has ended.
        case none
    }

    /// What the sink does when the source fails.
    @usableFromInline
    enum FailAction {
        /// Forward the error at once; release the events that were waiting.
        case forward(releasing: Queue<Waiting>)
        /// Nothing: the result has ended.
        case none
    }

    /// Only the machine's methods change it; it is not private so that they can be inlined.
    @usableFromInline var state: State = .idle
    /// The events received and not yet delivered, oldest first; empty once stopped. A stored
    /// property rather than a payload of `State`, which matching would copy.
    @usableFromInline var waiting = Queue<Waiting>()

    @inlinable
    init() {}

    /// The source sent an element or completed: `event` waits until `due`.
    @inlinable
    mutating func sourceEvent(_ event: Event<Element>, due: RxTime) -> ScheduleAction {
        switch state {
        case .idle:
            waiting.enqueue((due, event))
            state = .drainScheduled
            return .scheduleDrain
        case .drainScheduled:
            waiting.enqueue((due, event))
            return .none
        case .stopped:
            return .none
        }
    }

    /// A drain running at `now` takes the oldest waiting event if it is due.
    @usableFromInline
    mutating func takeDue(at now: RxTime) -> Event<Element>? {
        guard case .drainScheduled = state, let first = waiting.peek(), first.due <= now else { return nil }
        _ = waiting.dequeue()
        return first.event
    }

    /// A drain took the events that were due: the next one is scheduled while events wait.
    @usableFromInline
    mutating func drainTaken() -> DrainAction {
        guard case .drainScheduled = state else { return .none }
        guard let next = waiting.peek() else {
            state = .idle
            return .none
        }
        return .scheduleDrain(at: next.due)
    }

    /// The source failed: the error is not delayed, and what waits is dropped.
    @inlinable
    mutating func sourceFailed() -> FailAction {
        if case .stopped = state { return .none }
        state = .stopped
        return .forward(releasing: takeWaiting())
    }

    /// The subscription was disposed; returns the events that were waiting, to release after
    /// unlocking.
    @inlinable
    mutating func dispose() -> Queue<Waiting> {
        state = .stopped
        return takeWaiting()
    }

    /// Empties `waiting`, handing back what it held.
    @inlinable
    mutating func takeWaiting() -> Queue<Waiting> {
        var taken = Queue<Waiting>()
        swap(&taken, &waiting)
        return taken
    }
}
