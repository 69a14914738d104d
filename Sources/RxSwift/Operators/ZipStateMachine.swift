/// The life of a `zip` subscription, decided under its sink's lock: running, with a count of the
/// elements waiting in each source's queue (the queues themselves are the sink's), then
/// finished. Why it is not `combineLatest`'s machine: `CombineLatestStateMachine`.
@usableFromInline
struct ZipStateMachine: CombiningMachine {
    @usableFromInline
    enum State {
        /// How many elements wait in each source's queue, and which sources completed.
        case running(queuedCounts: [Int], completions: SourceCompletions)
        /// A terminal event was decided, or the subscription was disposed.
        case finished
    }

    @usableFromInline private(set) var state: State
    /// The collection form's rule: an element that cannot be paired while every other source
    /// has completed ends the result.
    @usableFromInline let completesWhenOthersAreDone: Bool

    @inlinable
    init(arity: Int, completesWhenOthersAreDone: Bool = false) {
        state = .running(queuedCounts: Array(repeating: 0, count: arity), completions: SourceCompletions(arity: arity))
        self.completesWhenOthersAreDone = completesWhenOthersAreDone
    }

    /// Emits when every source has an element queued. A completed source with an empty queue
    /// does not end the result of the arity forms: as in RxSwift 6.10, they complete only once
    /// every source has completed (`completed(at:)`). The collection form also completes at an
    /// element it cannot pair while all other sources have completed, as RxSwift 6.10's does.
    @inlinable
    mutating func next(at index: Int) -> CombiningNextAction {
        guard case .running(var queuedCounts, let completions) = state else { return .drop }
        // Released from the state first, the array is changed in place, not copied.
        state = .finished
        queuedCounts[index] += 1
        for source in queuedCounts.indices where queuedCounts[source] == 0 {
            if completesWhenOthersAreDone, completions.count == queuedCounts.count - 1 {
                return .complete
            }
            state = .running(queuedCounts: queuedCounts, completions: completions)
            return .keep
        }
        for source in queuedCounts.indices {
            queuedCounts[source] -= 1
        }
        state = .running(queuedCounts: queuedCounts, completions: completions)
        return .keepAndEmit
    }

    /// Completes the result once every source has completed.
    @inlinable
    mutating func completed(at index: Int) -> CombiningEndAction {
        guard case .running(let queuedCounts, var completions) = state else { return .none }
        state = .finished
        if completions.complete(index) { return .forward }
        state = .running(queuedCounts: queuedCounts, completions: completions)
        return .none
    }

    /// The first error ends the result.
    @inlinable
    mutating func failed() -> CombiningEndAction {
        guard case .running = state else { return .none }
        state = .finished
        return .forward
    }

    @inlinable
    mutating func dispose() {
        state = .finished
    }
}
