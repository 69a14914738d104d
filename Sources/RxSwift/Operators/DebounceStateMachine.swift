/// The life of a `debounce` subscription, decided under its sink's lock: the source runs, each
/// element replacing the one waiting for its quiet period and restarting the timer, until a
/// terminal event is decided or the subscription is disposed. An element it lets go of without
/// emitting it is handed back, for the sink to release after unlocking (its `deinit` is user
/// code).
@usableFromInline
struct DebounceStateMachine<Element> {
    @usableFromInline
    enum State {
        /// The source runs; `waiting` is the latest element, until its timer emits it.
        case running(waiting: Element?)
        /// A terminal event was decided, or the subscription was disposed.
        case finished
    }

    /// What the sink does with an element of the source.
    @usableFromInline
    enum NextAction {
        /// Start the timer that emits the element unless another arrives first; release the
        /// element it replaced.
        case startTimer(forElement: UInt64, releasing: Element?)
        /// Nothing: the result has ended.
        case drop
    }

    /// What the sink does when the timer of an element fires.
    @usableFromInline
    enum TimerAction {
        /// Emit the element that waited.
        case emit(Element)
        /// Nothing: a newer element came, the element went out already, or the result ended.
        case none
    }

    /// What the sink does when the source completes.
    @usableFromInline
    enum CompleteAction {
        /// Emit the waiting element, if any, then complete.
        case complete(after: Element?)
        /// Nothing: the result has ended.
        case none
    }

    /// What the sink does when the source fails.
    @usableFromInline
    enum FailAction {
        /// Forward the error, then release the waiting element the machine let go of.
        case forward(releasing: Element?)
        /// Nothing: the result has ended.
        case none
    }

    /// Only the machine's methods change it; it is not private so that they can be inlined.
    @usableFromInline var state: State = .running(waiting: nil)
    /// The number of the source's elements so far: a timer emits only for the latest.
    @usableFromInline var elementCount: UInt64 = 0

    @inlinable
    init() {}

    /// The source sent `element`: it waits for its timer, replacing the one that waited.
    @inlinable
    mutating func sourceNext(_ element: Element) -> NextAction {
        guard case .running(let replaced) = state else { return .drop }
        state = .running(waiting: element)
        elementCount &+= 1
        return .startTimer(forElement: elementCount, releasing: replaced)
    }

    /// The timer started for the element numbered `count` fired.
    @usableFromInline
    mutating func timerFired(forElement count: UInt64) -> TimerAction {
        guard count == elementCount, case .running(let waiting?) = state else { return .none }
        state = .running(waiting: nil)
        return .emit(waiting)
    }

    /// The source completed: the waiting element goes out first.
    @inlinable
    mutating func sourceCompleted() -> CompleteAction {
        guard case .running(let waiting) = state else { return .none }
        state = .finished
        return .complete(after: waiting)
    }

    /// The source failed: the waiting element is dropped.
    @inlinable
    mutating func sourceFailed() -> FailAction {
        guard case .running(let waiting) = state else { return .none }
        state = .finished
        return .forward(releasing: waiting)
    }

    /// The subscription was disposed; returns the waiting element, to release after unlocking.
    @inlinable
    mutating func dispose() -> Element? {
        guard case .forward(let released) = sourceFailed() else { return nil }
        return released
    }
}
