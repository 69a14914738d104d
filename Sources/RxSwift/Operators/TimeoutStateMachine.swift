/// The life of a `timeout` subscription, decided under its sink's lock: the source runs, each of
/// its elements restarting the timer, until its terminal event or the timer of its latest
/// element decides which side delivers from then on.
@usableFromInline
struct TimeoutStateMachine {
    @usableFromInline
    enum State: Equatable {
        /// The source runs; a timer started after `elements` elements fires for that count and
        /// switches only while no element came since.
        case running(elements: UInt64)
        /// The source ended or the timer switched to the other sequence: only that side delivers.
        case decided
    }

    /// What the sink does with an element of the source.
    @usableFromInline
    enum NextAction: Equatable {
        /// Forward it, then start the timer for the element count it makes.
        case forward(restartingTimerFor: UInt64)
        case drop
    }

    /// What the sink does with a terminal event of the source, or with a timer that fired.
    @usableFromInline
    enum EndAction: Equatable {
        /// The source's terminal event is forwarded, or the sink switches to the other sequence.
        case decide
        case drop
    }

    @usableFromInline var state: State = .running(elements: 0)

    @inlinable
    init() {}

    /// The source sent an element.
    @inlinable
    mutating func sourceNext() -> NextAction {
        guard case .running(let elements) = state else { return .drop }
        state = .running(elements: elements &+ 1)
        return .forward(restartingTimerFor: elements &+ 1)
    }

    /// The source failed or completed.
    @inlinable
    mutating func sourceEnded() -> EndAction {
        guard case .running = state else { return .drop }
        state = .decided
        return .decide
    }

    /// The timer started after `elements` elements fired.
    @usableFromInline
    mutating func timerFired(afterElements elements: UInt64) -> EndAction {
        guard state == .running(elements: elements) else { return .drop }
        state = .decided
        return .decide
    }
}
