/// The decisions of a merging sink (`MergeSink`), made under its lock: each event is a method
/// that changes the state and returns what the sink must do after unlocking. It calls no
/// observer, closure of the user, scheduler or `dispose()`, and holds no observer.
///
/// Besides its `state`, it keeps what lives in every state: the number of inner sequences
/// holding a slot, the line of inner sequences waiting for one (only ever filled while
/// running), and the record of inner subscriptions (kept until disposal, so that disposal
/// disposes the inner sequences that are still running after a terminal event was decided).
/// Its stored properties are internal only so that the inlinable methods reach them: only the
/// machine's own methods change them.
@usableFromInline
struct MergeStateMachine<Inner: ObservableConvertibleType> {
    /// Where the merge is in its life.
    @usableFromInline
    enum State {
        /// Inner sequences are subscribed, or wait for a slot.
        case running(Running)
        /// A terminal event was decided: nothing is emitted or subscribed after it.
        case stopped
        /// The sink was disposed: no inner sequence is subscribed or recorded after it.
        case disposed
    }

    /// What exists only while the merge runs.
    @usableFromInline
    struct Running {
        /// Whether the outer sequence has completed: the result completes when the last inner
        /// sequence does.
        @usableFromInline var isOuterCompleted = false
        /// Whether a thread is running the loop that subscribes waiting inner sequences
        /// (`launchNext()`).
        @usableFromInline var isLaunching = false

        @inlinable
        init() {}
    }

    /// What the sink does with an element of the outer sequence, its inner sequence given.
    @usableFromInline
    enum OuterNextAction {
        /// The inner sequence took a slot: subscribe it now.
        case subscribe
        /// It waits, and no thread subscribes waiting sequences: run the launch loop.
        case launchWaiting
        /// It waits for a slot, or the merge has stopped and it is dropped.
        case none
    }

    /// What the sink of `flatMapFirst` does with an element of the outer sequence.
    @usableFromInline
    enum OuterNextIfIdleAction {
        /// The only slot was free and is now taken: select the inner sequence and subscribe it.
        case selectAndSubscribe
        /// An inner sequence runs, or the merge has stopped: the element is dropped, unselected.
        case drop
    }

    /// What the sink does after the launch loop asked for the next waiting sequence.
    @usableFromInline
    enum LaunchAction {
        /// The sequence took a slot: subscribe it, then ask again.
        case subscribe(Inner)
        /// Nothing more to subscribe now: the loop ends.
        case stop
    }

    /// What the sink of a merge without a limit does with a new inner sequence whose sink it
    /// can build itself (`range`).
    @usableFromInline
    enum ArrivalAction {
        /// The sequence took its slot: build its sink and record it (`recordUnstarted(_:)`) in
        /// the same critical section, then start it after unlocking.
        case buildAndRecord
        /// The merge has stopped or was disposed: the sequence is dropped, unsubscribed.
        case drop
    }

    /// What the sink does with the subscription of an inner sequence it subscribed.
    @usableFromInline
    enum RecordAction {
        /// It was recorded, or had already ended.
        case recorded
        /// The merge was disposed meanwhile: dispose of it.
        case reject(SubscriptionHolder)
    }

    /// What the sink does when an element of an inner sequence found the delivery claimed.
    @usableFromInline
    enum InnerNextAction {
        /// Claim the delivery, or queue the element for the deliverer.
        case forward
        /// A terminal event was decided, or the sink was disposed: the element is dropped.
        case drop
    }

    /// What the sink does when an inner sequence completed.
    @usableFromInline
    enum InnerCompletedAction {
        case none
        /// A slot freed up, sequences wait and nobody subscribes them: run the launch loop.
        case launchWaiting
        /// It was the last sequence after the outer one completed: the result completes.
        case complete
    }

    /// What the sink does when the outer sequence completed.
    @usableFromInline
    enum OuterCompletedAction {
        case none
        /// Nothing runs or waits: the result completes.
        case complete
    }

    /// What the sink does when a source failed (or the selector threw).
    @usableFromInline
    enum FailAction {
        /// Forward the error, and release the waiting sequences, never subscribed now, after
        /// unlocking.
        case forwardError(releasing: Queue<Inner>)
        /// A terminal event was decided before: nothing is forwarded.
        case none
    }

    /// What the sink does when it is disposed.
    @usableFromInline
    enum DisposeAction {
        /// Dispose of every recorded subscription, and release the waiting sequences, after
        /// unlocking.
        case disposeAll([SubscriptionHolder], releasing: Queue<Inner>)
        /// It was disposed before.
        case none
    }

    /// The fewest recorded subscriptions at which `sweepIfDue()` sweeps.
    @usableFromInline static var minimumSweepThreshold: Int { 16 }

    @usableFromInline var state = State.running(Running())
    @usableFromInline let maxConcurrent: Int
    /// Inner sequences subscribed (or being subscribed) and not yet completed.
    @usableFromInline var activeCount = 0
    /// Inner sequences waiting for a free slot, in arrival order; empty unless running.
    @usableFromInline var waiting = Queue<Inner>()
    /// The subscriptions of the inner sequences, in subscription order. An inner sequence that
    /// ends disposes its own subscription, which stays here until a sweep takes it out: so an
    /// inner sequence is recorded by its own subscription (for `range`, its sink), with no
    /// object of the merge's own, and forgotten without being looked for. Empty once disposed.
    @usableFromInline var innerSubscriptions: [SubscriptionHolder] = []
    /// How many recorded subscriptions make the next `sweepIfDue()` sweep: twice as many as
    /// the last sweep kept, so sweeping costs O(1) per inner sequence.
    @usableFromInline var sweepThreshold = Self.minimumSweepThreshold

    @inlinable
    init(maxConcurrent: Int) {
        self.maxConcurrent = maxConcurrent
    }

    /// Whether new inner sequences are still subscribed: no terminal event was decided and the
    /// sink was not disposed.
    @inlinable
    var isRunning: Bool {
        if case .running = state { return true }
        return false
    }

    /// Whether the sink was disposed.
    @inlinable
    var isDisposed: Bool {
        if case .disposed = state { return true }
        return false
    }

    /// An element of the outer sequence selected `inner`: it gets a slot at once when one is
    /// free and no other sequence waits; otherwise it joins the waiting line.
    @inlinable
    mutating func outerNext(_ inner: Inner) -> OuterNextAction {
        guard case .running(var running) = state else { return .none }
        if !running.isLaunching && waiting.isEmpty && activeCount < maxConcurrent {
            activeCount += 1
            return .subscribe
        }
        waiting.enqueue(inner)
        if running.isLaunching || activeCount >= maxConcurrent { return .none }
        running.isLaunching = true
        state = .running(running)
        return .launchWaiting
    }

    /// An element of the outer sequence of `flatMapFirst`: it takes the only slot if it is free.
    @inlinable
    mutating func outerNextIfIdle() -> OuterNextIfIdleAction {
        guard isRunning, activeCount == 0 else { return .drop }
        activeCount += 1
        return .selectAndSubscribe
    }

    /// A new inner sequence arrived at a merge without a limit, where none ever waits, and the
    /// sink can build its subscription itself: while running it takes its slot at once.
    @inlinable
    mutating func innerArrived() -> ArrivalAction {
        guard isRunning else { return .drop }
        activeCount += 1
        return .buildAndRecord
    }

    /// Records the subscription of an inner sequence that holds a slot, built in this critical
    /// section and not started (after `.buildAndRecord`, or for a merge with a limit while not
    /// disposed). It borrows the caller's reference: the record retains it.
    @inlinable
    mutating func recordUnstarted(_ subscription: SubscriptionHolder) {
        innerSubscriptions.append(subscription)
    }

    /// An inner sequence given a slot was subscribed: its subscription is recorded unless it
    /// already ended. It takes the caller's reference, so recording retains nothing, and hands
    /// it back (`.reject`) when the sink was disposed meanwhile.
    @inlinable
    mutating func innerSubscribed(_ subscription: consuming SubscriptionHolder) -> RecordAction {
        if isDisposed { return .reject(subscription) }
        if !subscription.isDisposed {
            innerSubscriptions.append(subscription)
        }
        return .recorded
    }

    /// An element of an inner sequence found the delivery claimed by another thread.
    @inlinable
    func innerNext() -> InnerNextAction {
        isRunning ? .forward : .drop
    }

    /// The launch loop asks for the next waiting sequence: it takes a slot for it; when none
    /// is free, nothing waits or the merge no longer runs, the loop ends.
    @inlinable
    mutating func launchNext() -> LaunchAction {
        guard case .running(var running) = state else { return .stop }
        if activeCount < maxConcurrent, let next = waiting.dequeue() {
            activeCount += 1
            return .subscribe(next)
        }
        running.isLaunching = false
        state = .running(running)
        return .stop
    }

    /// An inner sequence completed: it gives back its slot.
    @inlinable
    mutating func innerCompleted() -> InnerCompletedAction {
        activeCount -= 1
        guard case .running(var running) = state else { return .none }
        if !waiting.isEmpty {
            if running.isLaunching { return .none }
            running.isLaunching = true
            state = .running(running)
            return .launchWaiting
        }
        if running.isOuterCompleted && activeCount == 0 {
            state = .stopped
            return .complete
        }
        return .none
    }

    /// The outer sequence completed.
    @inlinable
    mutating func outerCompleted() -> OuterCompletedAction {
        guard case .running(var running) = state else { return .none }
        if activeCount > 0 || !waiting.isEmpty {
            running.isOuterCompleted = true
            state = .running(running)
            return .none
        }
        state = .stopped
        return .complete
    }

    /// A source failed, or the selector threw.
    @inlinable
    mutating func fail() -> FailAction {
        guard isRunning else { return .none }
        state = .stopped
        return .forwardError(releasing: takeWaiting())
    }

    /// The sink was disposed: every recorded subscription is handed over for disposal, and the
    /// waiting sequences, which will never be subscribed now, for release.
    @inlinable
    mutating func dispose() -> DisposeAction {
        if isDisposed { return .none }
        state = .disposed
        let subscriptions = innerSubscriptions
        innerSubscriptions = []
        return .disposeAll(subscriptions, releasing: takeWaiting())
    }

    /// Empties the waiting line and returns what it held.
    @inlinable
    mutating func takeWaiting() -> Queue<Inner> {
        let dropped = waiting
        waiting = Queue()
        return dropped
    }

    /// Takes the ended (disposed) subscriptions out of the record once it has grown to
    /// `sweepThreshold`, and offers each to `recycle` (the sink's pool of ended inner sinks,
    /// `MergeSink.recycle(_:)`, library code under the same lock), which keeps it or hands it
    /// back; returns those handed back, for the caller to release after unlocking (releasing
    /// one may run a deinitializer), or `nil` when no sweep was due.
    @inlinable
    mutating func sweepIfDue(recycling recycle: (consuming SubscriptionHolder) -> SubscriptionHolder?) -> [SubscriptionHolder]? {
        let count = innerSubscriptions.count
        if count < sweepThreshold { return nil }
        // The live subscriptions move to the front, in order, by swaps in the buffer itself
        // (no retain or release); the ended ones are then moved, not copied, from the back.
        var kept = 0
        innerSubscriptions.withUnsafeMutableBufferPointer { buffer in
            for index in buffer.indices where !buffer[index].isDisposed {
                buffer.swapAt(kept, index)
                kept += 1
            }
        }
        // Each ended one is offered to `recycle`, which keeps it or hands it back; those handed
        // back go into `ended`, which allocates only then.
        var ended: [SubscriptionHolder] = []
        while innerSubscriptions.count > kept {
            if let released = recycle(innerSubscriptions.removeLast()) {
                ended.append(released)
            }
        }
        sweepThreshold = Swift.max(Self.minimumSweepThreshold, 2 * kept)
        return ended
    }
}
