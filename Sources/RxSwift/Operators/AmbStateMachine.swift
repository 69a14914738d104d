/// The life of an `amb` subscription, decided under its sink's lock: racing until a source sends
/// its first event, then following that source, then finished once the subscription was
/// disposed (which the sink does after forwarding the winner's terminal event).
@usableFromInline
struct AmbStateMachine {
    @usableFromInline
    enum State {
        /// No source has sent anything yet.
        case racing
        /// The source at `winner` sent the first event: only its events are forwarded.
        case following(winner: Int)
        /// The subscription was disposed.
        case finished
    }

    /// What to do with a source's event.
    @usableFromInline
    enum Action: Equatable {
        /// Drop it: it comes from a source that lost the race, or after disposal.
        case drop
        /// Forward it: it comes from the winner.
        case forward
        /// Its source just won the race: dispose the other sources, then forward it.
        case win
    }

    @usableFromInline private(set) var state: State = .racing

    @inlinable
    init() {}

    /// The source at `index` sent an event.
    @inlinable
    mutating func event(from index: Int) -> Action {
        switch state {
        case .racing:
            state = .following(winner: index)
            return .win
        case .following(let winner):
            return winner == index ? .forward : .drop
        case .finished:
            return .drop
        }
    }

    @inlinable
    mutating func dispose() {
        state = .finished
    }
}
