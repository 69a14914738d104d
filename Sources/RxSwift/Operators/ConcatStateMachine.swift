/// The decisions of `concat`, made under the sink's lock: which thread runs the loop that
/// subscribes the sources one after another, when that loop moves on, and which subscription the
/// sink must dispose. It never calls out; the sink pulls the next source, subscribes it and
/// forwards events after unlocking.
///
/// A source that completes while the loop is subscribing the next one on the same stack only
/// marks the next one due, and the loop moves on when it returns: any number of synchronous
/// sources run in constant stack depth.
///
/// `Subscription` is what the sink disposes a source with (a `SingleAssignmentDisposable`); the
/// machine only stores and hands it back.
@usableFromInline
struct ConcatStateMachine<Subscription> {
    @usableFromInline
    enum State {
        /// The current source runs and no thread is in the subscribing loop. `current` is `nil`
        /// only before the first source.
        case running(current: Subscription?)
        /// A thread runs the subscribing loop; `nextIsDue` says whether the current source has
        /// completed and the loop must subscribe the next one.
        case subscribing(current: Subscription?, nextIsDue: Bool)
        /// The sources ran out or the sink was disposed: nothing more is subscribed.
        case finished
    }

    /// What the sink does once its current source completed.
    @usableFromInline
    enum CompletionAction: Equatable {
        /// Run the subscribing loop: no other thread runs it.
        case runLoop
        /// Nothing: the thread in the loop subscribes the next source, or the sink has finished.
        case none
    }

    /// What the subscribing loop does next.
    @usableFromInline
    enum LoopAction: Equatable {
        /// Pull the next source from the sequence of sources.
        case pullNext
        /// Leave the loop: the current source runs, or the sink has finished.
        case leave
    }

    /// What the loop does with the source it pulled.
    @usableFromInline
    enum SourceAction {
        /// Dispose `previous`, the completed source's subscription, then subscribe the source.
        case subscribe(disposingPrevious: Subscription?)
        /// The sink was disposed meanwhile: leave the loop without subscribing it.
        case leave
    }

    /// What the sink does once the sequence of sources ran out.
    @usableFromInline
    enum EndAction {
        /// Forward completion, dispose the sink, then dispose `last`, the last source's
        /// subscription.
        case complete(disposing: Subscription?)
        /// The sink was disposed meanwhile: nothing.
        case none
    }

    /// What the sink disposes when it is disposed.
    @usableFromInline
    enum DisposeAction {
        /// The current source's subscription.
        case dispose(Subscription)
        case none
    }

    /// Only the machine's methods change it; it is not private so that they can be inlined.
    /// The sink's first call is `nextStep()` of a loop that must subscribe the first source.
    @usableFromInline var state: State = .subscribing(current: nil, nextIsDue: true)

    @inlinable init() {}

    /// The current source completed: the next one is due, subscribed by the loop.
    @inlinable
    mutating func sourceCompleted() -> CompletionAction {
        switch state {
        case .running(let current):
            state = .subscribing(current: current, nextIsDue: true)
            return .runLoop
        case .subscribing(let current, _):
            state = .subscribing(current: current, nextIsDue: true)
            return .none
        case .finished:
            return .none
        }
    }

    /// The subscribing loop asks whether to subscribe another source.
    @inlinable
    mutating func nextStep() -> LoopAction {
        switch state {
        case .subscribing(let current, true):
            state = .subscribing(current: current, nextIsDue: false)
            return .pullNext
        case .subscribing(let current, false):
            state = .running(current: current)
            return .leave
        case .running, .finished:
            return .leave
        }
    }

    /// The loop pulled a source, to be subscribed with `subscription`.
    @inlinable
    mutating func pulled(subscribingWith subscription: Subscription) -> SourceAction {
        switch state {
        case .subscribing(let previous, let nextIsDue):
            state = .subscribing(current: subscription, nextIsDue: nextIsDue)
            return .subscribe(disposingPrevious: previous)
        case .running, .finished:
            // `.running`: no loop runs, so nothing pulls; only `.finished` is reached.
            return .leave
        }
    }

    /// The sequence of sources has no more: the result completes.
    @inlinable
    mutating func sourcesEnded() -> EndAction {
        switch state {
        case .running(let last), .subscribing(let last, _):
            state = .finished
            return .complete(disposing: last)
        case .finished:
            return .none
        }
    }

    /// The sink is disposed: returns the current source's subscription to dispose.
    @inlinable
    mutating func dispose() -> DisposeAction {
        let current: Subscription?
        switch state {
        case .running(let subscription), .subscribing(let subscription, _):
            current = subscription
        case .finished:
            current = nil
        }
        state = .finished
        guard let current else { return .none }
        return .dispose(current)
    }
}

extension ConcatStateMachine.SourceAction: Equatable where Subscription: Equatable {}
extension ConcatStateMachine.EndAction: Equatable where Subscription: Equatable {}
extension ConcatStateMachine.DisposeAction: Equatable where Subscription: Equatable {}
