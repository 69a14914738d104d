/// The life of a `combineLatest` subscription, decided under its sink's lock: waiting for every
/// source's first element, then combining at every element, then finished.
///
/// `combineLatest` and `zip` share their sink (`CombiningSink`) and the vocabulary of its
/// decisions, but each has a machine of its own, because their lives differ: `combineLatest`
/// leaves its warm-up for good once every source has sent an element, after which an element
/// emits without a look at any source, while `zip` counts each source's queued elements for its
/// whole life and may complete at an element (the collection form) where `combineLatest` only
/// completes at one before the warm-up ends. What both keep, which sources completed, is
/// `SourceCompletions`.
@usableFromInline
struct CombineLatestStateMachine: CombiningMachine {
    @usableFromInline
    enum State {
        /// Some source has sent no element yet: which have, how many, which sources completed.
        case awaitingFirstElements(hasElement: [Bool], elementCount: Int, completions: SourceCompletions)
        /// Every source has sent an element: each element emits a combination.
        case combining(completions: SourceCompletions)
        /// A terminal event was decided, or the subscription was disposed.
        case finished
    }

    @usableFromInline private(set) var state: State

    @inlinable
    init(arity: Int) {
        state = .awaitingFirstElements(hasElement: Array(repeating: false, count: arity), elementCount: 0, completions: SourceCompletions(arity: arity))
    }

    /// Emits once every source has an element. Before that, an element completes the result
    /// when every other source has completed: one of them never sent an element, so no
    /// combination can be made.
    @inlinable
    mutating func next(at index: Int) -> CombiningNextAction {
        switch state {
        case .combining:
            return .keepAndEmit
        case .awaitingFirstElements(var hasElement, var elementCount, let completions):
            if !hasElement[index] {
                // Released from the state first, the array is changed in place, not copied.
                state = .finished
                hasElement[index] = true
                elementCount += 1
                if elementCount == hasElement.count {
                    state = .combining(completions: completions)
                    return .keepAndEmit
                }
                state = .awaitingFirstElements(hasElement: hasElement, elementCount: elementCount, completions: completions)
            }
            if completions.allCompleted(except: index) {
                state = .finished
                return .complete
            }
            return .keep
        case .finished:
            return .drop
        }
    }

    /// Completes the result once every source has completed.
    @inlinable
    mutating func completed(at index: Int) -> CombiningEndAction {
        switch state {
        case .awaitingFirstElements(let hasElement, let elementCount, var completions):
            state = .finished
            if completions.complete(index) { return .forward }
            state = .awaitingFirstElements(hasElement: hasElement, elementCount: elementCount, completions: completions)
            return .none
        case .combining(var completions):
            state = .finished
            if completions.complete(index) { return .forward }
            state = .combining(completions: completions)
            return .none
        case .finished:
            return .none
        }
    }

    /// The first error ends the result.
    @inlinable
    mutating func failed() -> CombiningEndAction {
        if case .finished = state { return .none }
        state = .finished
        return .forward
    }

    @inlinable
    mutating func dispose() {
        state = .finished
    }
}
