/// What a combining operator does after a source's element arrived.
@usableFromInline
enum CombiningDecision {
    /// Nothing to emit yet.
    case wait
    /// Emit a combination of the sources' values.
    case emit
    /// No combination can ever be made again: complete.
    case complete
}

/// The per-source bookkeeping of `combineLatest` or `zip`, kept under the sink's lock.
@usableFromInline
protocol CombiningState {
    /// Whether a terminal event was decided.
    var isStopped: Bool { get }
    /// The source at `index` sent an element (already stored by the sink).
    mutating func next(at index: Int) -> CombiningDecision
    /// The source at `index` completed: returns whether the result completes.
    mutating func completed(at index: Int) -> Bool
    /// A source failed: returns whether to forward the error.
    mutating func fail() -> Bool
}

/// The base of the `combineLatest` and `zip` sinks: subclasses store each source's elements in
/// typed storage and build snapshots of them; this class decides under the lock and delivers the
/// result selector's output serialized.
@usableFromInline
class CombiningSink<State: CombiningState, Snapshot, Output>: ResultSelectingSink<Snapshot, Output>, @unchecked Sendable {
    // Read and written only under `lock`; the runtime exclusivity checks would only slow the
    // per-element path.
    @usableFromInline @exclusivity(unchecked) final var state: State
    /// One subscription per source, disposed when that source ends.
    @usableFromInline let subscriptions: [SingleAssignmentDisposable]
    /// Whether a source's terminal event that ends the result is forwarded before that source's
    /// subscription is disposed. Upstream's collection forms do; its arity forms dispose the
    /// source first (what the observer's reaction disposes then comes after the source's
    /// own disposal).
    @usableFromInline let forwardsBeforeDisposingSource: Bool

    @inlinable
    init(state: State, arity: Int, resultSelector: ((Snapshot) throws -> Output)?, observer: @escaping (Event<Output>) -> Void, forwardsBeforeDisposingSource: Bool = false) {
        self.state = state
        self.subscriptions = (0..<arity).map { _ in SingleAssignmentDisposable() }
        self.forwardsBeforeDisposingSource = forwardsBeforeDisposingSource
        super.init(resultSelector: resultSelector, observer: observer)
    }

    /// Handles an event of the source at `index`: `store` keeps an element and returns the one it
    /// replaced, if any, `snapshot` takes the combination to emit. Both run under the lock and
    /// must not call user code; the replaced element is released after unlocking, so its
    /// `deinit` does not run under the lock either.
    @inlinable
    final func receive<Value>(_ event: Event<Value>, at index: Int, store: (Value) -> Value?, snapshot: () -> Snapshot) {
        let item: Event<Snapshot>?
        var replaced: Value? = nil
        lock.lock()
        switch event {
        case .next(let value):
            if state.isStopped {
                item = nil
            } else {
                replaced = store(value)
                switch state.next(at: index) {
                case .wait: item = nil
                case .emit: item = .next(snapshot())
                case .complete: item = .completed
                }
            }
        case .error(let error):
            item = state.fail() ? .error(error) : nil
        case .completed:
            item = state.completed(at: index) ? .completed : nil
        }
        // Bound once, by a `guard` that consumes the optional: `Optional.map` and a second
        // `if let` each copied the snapshot (a retain of every element it holds, then a release).
        guard let decided = consume item else {
            lock.unlock()
            endReceive(event, at: index, releasing: replaced)
            return
        }
        let isDeliverer = claimLocked(orEnqueue: decided)
        lock.unlock()
        if forwardsBeforeDisposingSource {
            if isDeliverer { deliverClaimed(decided) }
            endReceive(event, at: index, releasing: replaced)
        } else {
            endReceive(event, at: index, releasing: replaced)
            if isDeliverer { deliverClaimed(decided) }
        }
    }

    /// After `receive` unlocked: releases the element `store` replaced and, for a terminal
    /// event, disposes the source's subscription.
    @inlinable
    final func endReceive<Value>(_ event: Event<Value>, at index: Int, releasing replaced: consuming Value?) {
        _ = consume replaced
        if event.isStopEvent {
            subscriptions[index].dispose()
        }
    }

    /// Disposes every source subscription.
    @inlinable
    override func dispose() {
        super.dispose()
        for subscription in subscriptions {
            subscription.dispose()
        }
    }
}

/// Stores `element` in `slot`; returns the element it replaced, for the caller to release
/// after unlocking.
@inlinable
func replaceElement<Element>(in slot: inout Element?, with element: Element) -> Element? {
    let replaced = slot
    slot = element
    return replaced
}

/// Queues `element` in `queue`; returns `nil` (nothing is replaced), in the shape
/// `CombiningSink.receive` expects of its `store` closure.
@inlinable
func enqueueElement<Element>(_ element: Element, into queue: inout Queue<Element>) -> Element? {
    queue.enqueue(element)
    return nil
}
