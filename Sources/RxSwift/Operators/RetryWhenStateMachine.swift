/// The life of a `retry(when:)` subscription, decided under its sink's lock: the source runs
/// until it fails, then the trigger answers, with an element (the source is subscribed again) or
/// with its end (which ends the result). A trigger that ends while the source runs ends the
/// result at the source's next failure.
@usableFromInline
struct RetryWhenStateMachine {
    @usableFromInline
    enum State {
        /// The source runs, and the trigger has not ended.
        case sourceRunning
        /// The source failed; the failure was handed to the trigger, whose answer decides.
        case awaitingTrigger
        /// The trigger completed (`nil`) or failed while the source ran: the source's next
        /// failure ends the result the same way.
        case triggerEnded(Swift.Error?)
        /// The result has ended.
        case finished
    }

    /// What the sink does when the source fails with a failure the trigger answers.
    @usableFromInline
    enum FailureAction {
        /// Hand the failure to the trigger and wait for its answer.
        case notifyTrigger
        /// End the result as the trigger ended: with its error, or completed.
        case end(with: Swift.Error?)
        /// Nothing: the result has ended.
        case none
    }

    /// What the sink does when the trigger sends an element.
    @usableFromInline
    enum TriggerNextAction: Equatable {
        /// Subscribe to the source again.
        case resubscribe
        /// Nothing: the source is running, or the result has ended.
        case none
    }

    /// What the sink does when the trigger fails or completes.
    @usableFromInline
    enum TriggerEndAction: Equatable {
        /// End the result as the trigger ended.
        case end
        /// Nothing now: the source runs, and its next failure ends the result.
        case none
    }

    /// Only the machine's methods change it.
    @usableFromInline var state: State = .sourceRunning

    @usableFromInline
    init() {}

    /// The source failed with a failure of the kind the trigger answers.
    @usableFromInline
    mutating func sourceFailed() -> FailureAction {
        switch state {
        case .sourceRunning:
            state = .awaitingTrigger
            return .notifyTrigger
        case .triggerEnded(let error):
            state = .finished
            return .end(with: error)
        case .awaitingTrigger, .finished:
            return .none
        }
    }

    /// The trigger sent an element.
    @usableFromInline
    mutating func triggerNext() -> TriggerNextAction {
        guard case .awaitingTrigger = state else { return .none }
        state = .sourceRunning
        return .resubscribe
    }

    /// The trigger failed with `error`, or completed (`nil`).
    @usableFromInline
    mutating func triggerEnded(_ error: Swift.Error?) -> TriggerEndAction {
        switch state {
        case .awaitingTrigger:
            state = .finished
            return .end
        case .sourceRunning:
            state = .triggerEnded(error)
            return .none
        case .triggerEnded, .finished:
            return .none
        }
    }
}
