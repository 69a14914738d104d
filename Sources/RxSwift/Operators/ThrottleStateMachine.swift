import Foundation

/// The life of a `throttle` subscription, decided under its sink's lock: an element arriving
/// when the last delivery is at least a period old goes through; one arriving sooner is held
/// for the timer that ends the period (with `latest`) or dropped; a completion waits for the
/// held element. An element it lets go of without emitting it is handed back, for the sink to
/// release after unlocking (its `deinit` is user code).
@usableFromInline
struct ThrottleStateMachine<Element> {
    @usableFromInline
    enum State {
        /// No timer is pending.
        case idle
        /// The timer that ends the period is pending; `held` waits for it (none when an element
        /// went through since the timer was started).
        case timerPending(held: Element?)
        /// The source completed while `held` waited: the pending timer emits it and completes.
        case completingAfter(held: Element)
        /// A terminal event was decided, or the subscription was disposed.
        case finished
    }

    /// What the sink does with an element of the source.
    @usableFromInline
    enum NextAction {
        /// Forward the element now; release the held element it replaces.
        case forward(releasing: Element?)
        /// The element is held for the pending timer; release the one it replaces.
        case hold(releasing: Element?)
        /// The element is held: start the timer that ends the period after `interval`.
        case holdAndStartTimer(after: RxTimeInterval)
        /// Nothing: the element came too soon and only the first of a period goes through, or
        /// the result has ended.
        case drop
    }

    /// What the sink does when the period's timer fires.
    @usableFromInline
    enum PeriodAction {
        /// Emit the held element.
        case emit(Element)
        /// Emit the held element, then complete.
        case complete(after: Element)
        /// Nothing was held, or the result has ended.
        case none
    }

    /// What the sink does with a terminal event of the source.
    @usableFromInline
    enum EndAction {
        /// Forward the terminal event; release the held element an error lets go of.
        case forward(releasing: Element?)
        /// Nothing now: the completion waits for the held element, or the result has ended.
        case none
    }

    /// Only the machine's methods change it; it is not private so that they can be inlined.
    @usableFromInline var state: State = .idle
    /// When the last element was delivered.
    @usableFromInline var lastSent: RxTime?
    /// The period, in seconds.
    @usableFromInline let period: TimeInterval
    /// Whether an element that comes too soon is held for the end of the period (or dropped).
    @usableFromInline let holdsLatest: Bool

    @inlinable
    init(period: TimeInterval, holdsLatest: Bool) {
        self.period = period
        self.holdsLatest = holdsLatest
    }

    /// The source sent `element` at `now`.
    @inlinable
    mutating func sourceNext(_ element: Element, at now: RxTime) -> NextAction {
        let timerPending: Bool
        let held: Element?
        switch state {
        case .idle:
            (timerPending, held) = (false, nil)
        case .timerPending(let pending):
            (timerPending, held) = (true, pending)
        case .completingAfter, .finished:
            return .drop
        }
        let remaining = lastSent.map { period - now.timeIntervalSince($0) } ?? 0
        if remaining <= 0 {
            lastSent = now
            if timerPending {
                state = .timerPending(held: nil)
            }
            return .forward(releasing: held)
        }
        guard holdsLatest else { return .drop }
        state = .timerPending(held: element)
        return timerPending ? .hold(releasing: held) : .holdAndStartTimer(after: .nanoseconds(Int(remaining * 1_000_000_000)))
    }

    /// The period's timer fired at `now`.
    @usableFromInline
    mutating func periodEnded(at now: RxTime) -> PeriodAction {
        switch state {
        case .timerPending(let held):
            state = .idle
            guard let held else { return .none }
            lastSent = now
            return .emit(held)
        case .completingAfter(let held):
            state = .finished
            lastSent = now
            return .complete(after: held)
        case .idle, .finished:
            return .none
        }
    }

    /// The source completed: at once unless an element is held.
    @inlinable
    mutating func sourceCompleted() -> EndAction {
        switch state {
        case .idle, .timerPending(nil):
            state = .finished
            return .forward(releasing: nil)
        case .timerPending(let held?):
            state = .completingAfter(held: held)
            return .none
        case .completingAfter, .finished:
            return .none
        }
    }

    /// The source failed: the held element is dropped.
    @inlinable
    mutating func sourceFailed() -> EndAction {
        switch state {
        case .idle:
            state = .finished
            return .forward(releasing: nil)
        case .timerPending(let held):
            state = .finished
            return .forward(releasing: held)
        case .completingAfter, .finished:
            return .none
        }
    }

    /// The subscription was disposed; returns the held element, to release after unlocking.
    @inlinable
    mutating func dispose() -> Element? {
        let released: Element?
        switch state {
        case .timerPending(let held):
            released = held
        case .completingAfter(let held):
            released = held
        case .idle, .finished:
            released = nil
        }
        state = .finished
        return released
    }
}
