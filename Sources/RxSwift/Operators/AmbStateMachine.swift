/// The life of an `amb` subscription, decided under its sink's lock: racing until a source sends
/// its first event, then following that source, then finished once it ended or the
/// subscription was disposed.
@usableFromInline
struct AmbStateMachine {
    @usableFromInline
    enum State {
        /// No source has sent anything yet.
        case racing
        /// The source at `winner` sent the first event: only its events are forwarded.
        case following(winner: Int)
        /// The winner's terminal event was forwarded, or the subscription was disposed.
        case finished
    }

    /// What to do with a source's event.
    @usableFromInline
    enum Action: Equatable {
        /// Drop it: it comes from a source that lost the race, or after the end.
        case drop
        /// Forward it: it comes from the winner.
        case forward
        /// Its source just won the race: dispose the other sources, then forward it.
        case win
    }

    @usableFromInline private(set) var state: State = .racing

    @inlinable
    init() {}

    /// The source at `index` sent an event, `isTerminal` when it is an error or completion,
    /// after which nothing more is forwarded.
    @inlinable
    mutating func event(from index: Int, isTerminal: Bool) -> Action {
        switch state {
        case .racing:
            state = isTerminal ? .finished : .following(winner: index)
            return .win
        case .following(let winner):
            guard winner == index else { return .drop }
            if isTerminal {
                state = .finished
            }
            return .forward
        case .finished:
            return .drop
        }
    }

    @inlinable
    mutating func dispose() {
        state = .finished
    }
}
