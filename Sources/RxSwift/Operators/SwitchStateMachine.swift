/// The decisions of `switchLatest` and `flatMapLatest`, made under the sink's lock: which inner
/// sequence is the latest, whether its events and the outer sequence's go downstream, and which
/// subscription the sink must dispose. It never calls out; the sink carries out each action
/// after unlocking.
///
/// `Subscription` is what the sink disposes an inner sequence with (a
/// `SingleAssignmentDisposable`); the machine only stores and hands it back.
@usableFromInline
struct SwitchStateMachine<Subscription> {
    @usableFromInline
    enum State {
        /// The outer sequence runs. `latest` is the subscription of the latest inner sequence
        /// while that sequence runs, `nil` before the first one and once it completed.
        case running(latest: Subscription?)
        /// The outer sequence completed while the latest inner sequence still runs: its
        /// completion completes the result.
        case outerCompleted(latest: Subscription)
        /// A terminal event was decided and the sink is about to dispose. `latest` is kept for
        /// that disposal: an inner sequence subscribed meanwhile (an outer element delivered in
        /// the meantime) is disposed with it.
        case stopped(latest: Subscription?)
        /// The sink was disposed: nothing is subscribed or forwarded any more.
        case disposed
    }

    /// What the sink does with an outer element, once `selector` turned it into an inner
    /// sequence.
    @usableFromInline
    enum NextAction {
        /// Dispose `previous`, the inner sequence it replaces, then subscribe the new one with
        /// the identifier `id`.
        case subscribe(id: Int, disposingPrevious: Subscription?)
        /// The sink was disposed: the new inner sequence is not subscribed.
        case none
    }

    /// What the sink does with an event it received: forward it downstream (for a terminal
    /// event: forward it, then dispose), or drop it.
    @usableFromInline
    enum EventAction: Equatable {
        case forward
        case drop
    }

    /// What the sink disposes when it is disposed.
    @usableFromInline
    enum DisposeAction {
        /// The latest inner sequence's subscription.
        case dispose(Subscription)
        case none
    }

    /// Only the machine's methods change it; it is not private so that they can be inlined.
    @usableFromInline var state: State = .running(latest: nil)
    /// The identifier of the latest inner sequence; each new one gets the next. An event of an
    /// inner sequence with another identifier comes from one already replaced.
    @usableFromInline var latestID = 0

    @inlinable init() {}

    /// The outer sequence sent an element, turned into a new inner sequence whose subscription
    /// is `subscription`: it becomes the latest.
    @inlinable
    mutating func next(subscribingWith subscription: Subscription) -> NextAction {
        latestID &+= 1
        switch state {
        case .running(let previous):
            state = .running(latest: subscription)
            return .subscribe(id: latestID, disposingPrevious: previous)
        case .outerCompleted(let previous):
            // The outer sequence sends nothing after completing; kept whole for a source that does.
            state = .outerCompleted(latest: subscription)
            return .subscribe(id: latestID, disposingPrevious: previous)
        case .stopped(let previous):
            // Subscribed as before the stop, so that disposing the sink disposes it; none of its
            // events are forwarded.
            state = .stopped(latest: subscription)
            return .subscribe(id: latestID, disposingPrevious: previous)
        case .disposed:
            return .none
        }
    }

    /// The outer sequence sent an element turned into an inner sequence that sends one element
    /// and completes while being subscribed (a `just`), which the sink may deliver without
    /// subscribing it. While the outer sequence runs, the new inner sequence becomes the latest
    /// and, as it ends at once, leaves no subscription; returns its identifier and the previous
    /// inner sequence's subscription to dispose. In any other state returns `nil`: the sink
    /// subscribes it as any other (`next(subscribingWith:)`).
    @inlinable
    mutating func nextWithoutSubscription() -> (id: Int, disposingPrevious: Subscription?)? {
        guard case .running(let previous) = state else { return nil }
        latestID &+= 1
        state = .running(latest: nil)
        return (latestID, previous)
    }

    /// The inner sequence `id` sent an element.
    @inlinable
    func innerNext(id: Int) -> EventAction {
        switch state {
        case .running, .outerCompleted:
            return id == latestID ? .forward : .drop
        case .stopped, .disposed:
            return .drop
        }
    }

    /// The inner sequence `id` completed; it disposed its own subscription. The result
    /// completes when it was the latest and the outer sequence completed before it.
    @inlinable
    mutating func innerCompleted(id: Int) -> EventAction {
        guard id == latestID else { return .drop }
        switch state {
        case .running:
            state = .running(latest: nil)
            return .drop
        case .outerCompleted:
            state = .stopped(latest: nil)
            return .forward
        case .stopped, .disposed:
            return .drop
        }
    }

    /// The outer sequence completed. The result completes at once unless an inner sequence
    /// still runs.
    @inlinable
    mutating func outerCompleted() -> EventAction {
        switch state {
        case .running(nil):
            state = .stopped(latest: nil)
            return .forward
        case .running(let latest?):
            state = .outerCompleted(latest: latest)
            return .drop
        case .outerCompleted, .stopped, .disposed:
            return .drop
        }
    }

    /// The outer sequence failed, or `selector` threw: the error ends the result.
    @inlinable
    mutating func outerFailed() -> EventAction {
        stopForError()
    }

    /// The inner sequence `id` failed: the error ends the result when it is the latest.
    @inlinable
    mutating func innerFailed(id: Int) -> EventAction {
        guard id == latestID else { return .drop }
        return stopForError()
    }

    /// An error that ends the result: forwarded unless a terminal event was decided already.
    @inlinable
    mutating func stopForError() -> EventAction {
        switch state {
        case .running(let latest):
            state = .stopped(latest: latest)
            return .forward
        case .outerCompleted(let latest):
            state = .stopped(latest: latest)
            return .forward
        case .stopped, .disposed:
            return .drop
        }
    }

    /// The sink is disposed: returns the latest inner sequence's subscription to dispose.
    @inlinable
    mutating func dispose() -> DisposeAction {
        let latest: Subscription?
        switch state {
        case .running(let subscription), .stopped(let subscription):
            latest = subscription
        case .outerCompleted(let subscription):
            latest = subscription
        case .disposed:
            latest = nil
        }
        state = .disposed
        guard let latest else { return .none }
        return .dispose(latest)
    }
}

extension SwitchStateMachine.NextAction: Equatable where Subscription: Equatable {}
extension SwitchStateMachine.DisposeAction: Equatable where Subscription: Equatable {}
