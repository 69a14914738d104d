/// The life of a `withLatestFrom` subscription, decided under its sink's lock: waiting for the
/// second sequence's first element, then running with its latest element, then finished. It
/// holds that element; one it lets go of is handed back, for the sink to release after
/// unlocking (its `deinit` is user code).
@usableFromInline
struct WithLatestFromStateMachine<Second> {
    @usableFromInline
    enum State {
        /// The second sequence has sent nothing yet: the first sequence's elements are dropped.
        case awaitingSecond
        /// The second sequence's latest element.
        case running(latest: Second)
        /// A terminal event was decided, or the subscription was disposed.
        case finished
    }

    /// What to do with an element of the first sequence.
    @usableFromInline
    enum FirstNextAction {
        /// Drop it: there is nothing to combine it with, or the result has ended.
        case drop
        /// Emit it combined with the second sequence's latest element.
        case emit(latest: Second)
    }

    /// What to do with a terminal event that may end the result.
    @usableFromInline
    enum EndAction {
        /// Nothing: the result has already ended.
        case none
        /// Forward the terminal event, then release the latest element the machine let go of.
        case forward(releasing: Second?)
    }

    @usableFromInline private(set) var state: State = .awaitingSecond

    @inlinable
    init() {}

    /// The first sequence sent an element.
    @inlinable
    func firstNext() -> FirstNextAction {
        if case .running(let latest) = state {
            return .emit(latest: latest)
        }
        return .drop
    }

    /// The first sequence completed or failed: the result ends with it.
    @inlinable
    mutating func firstEnded() -> EndAction {
        finish()
    }

    /// The second sequence sent `element`: it becomes the latest. Returns the element it
    /// replaced, to release after unlocking. After the end nothing is kept.
    @inlinable
    mutating func secondNext(_ element: Second) -> Second? {
        switch state {
        case .awaitingSecond:
            state = .running(latest: element)
            return nil
        case .running(let replaced):
            state = .running(latest: element)
            return replaced
        case .finished:
            return nil
        }
    }

    /// The second sequence failed: the result ends with its error. (Its completion only stops
    /// its updates, which needs no decision.)
    @inlinable
    mutating func secondFailed() -> EndAction {
        finish()
    }

    /// The subscription was disposed; returns the latest element, to release after unlocking.
    @inlinable
    mutating func dispose() -> Second? {
        guard case .forward(let released) = finish() else { return nil }
        return released
    }

    /// Ends the result unless it has ended.
    @inlinable
    mutating func finish() -> EndAction {
        switch state {
        case .awaitingSecond:
            state = .finished
            return .forward(releasing: nil)
        case .running(let latest):
            state = .finished
            return .forward(releasing: latest)
        case .finished:
            return .none
        }
    }
}
