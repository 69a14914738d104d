/// What a merging sink does with an inner sequence it was handed.
@usableFromInline
enum MergeAdmission {
    /// It took a slot: subscribe it now.
    case subscribe
    /// It waits, and nobody is subscribing waiting sequences: run the launch loop.
    case launch
    /// It waits for a slot, or the sink has stopped and it is dropped.
    case none
}

/// The decisions of a merging sink, made under its lock.
@usableFromInline
struct MergeState<Inner: ObservableConvertibleType> {
    /// The fewest recorded subscriptions at which `sweepIfDue()` sweeps.
    @usableFromInline static var minimumSweepThreshold: Int { 16 }

    @usableFromInline let maxConcurrent: Int
    /// Inner sequences subscribed (or being subscribed) and not yet completed.
    @usableFromInline var activeCount = 0
    /// Inner sequences waiting for a free slot.
    @usableFromInline var waiting = Queue<Inner>()
    /// Whether a thread is running the loop that subscribes waiting inner sequences.
    @usableFromInline var isLaunching = false
    @usableFromInline var isOuterCompleted = false
    /// Whether a terminal event was decided; nothing is emitted after it.
    @usableFromInline var isStopped = false
    /// Whether the sink was disposed: no inner sequence is subscribed after it.
    @usableFromInline var isDisposed = false
    /// The subscriptions of the inner sequences, in subscription order. An inner sequence that
    /// ends disposes its own subscription, which stays here until a sweep takes it out: so an
    /// inner sequence is recorded by its own subscription (for `range`, its sink), with no
    /// object of the merge's own, and forgotten without being looked for.
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
    var acceptsInnerSequences: Bool {
        !isStopped && !isDisposed
    }

    /// For `flatMapFirst`: takes the only slot if it is free.
    @inlinable
    mutating func reserveSoleSlot() -> Bool {
        if isStopped || isDisposed || activeCount > 0 { return false }
        activeCount += 1
        return true
    }

    /// For a merge without a limit (`admitsAll`): gives a new inner sequence its slot and
    /// records its subscription, built and not yet started, in one step; returns `false`, having
    /// changed nothing, once the sink has stopped or was disposed (the caller then drops it,
    /// never started). Without a limit no sequence ever waits, so this is `admit` and `record`.
    @inlinable
    mutating func admitAndRecord(_ subscription: SubscriptionHolder) -> Bool {
        if isStopped || isDisposed { return false }
        activeCount += 1
        innerSubscriptions.append(subscription)
        return true
    }

    /// Records the subscription of an inner sequence given a slot, unless it already ended (a
    /// sink not yet started is recorded).
    /// It takes the caller's reference, so recording retains nothing; it hands it back when the
    /// sink was disposed meanwhile (the caller then disposes it), `nil` otherwise.
    @inlinable
    mutating func record(_ subscription: consuming SubscriptionHolder) -> SubscriptionHolder? {
        if isDisposed { return subscription }
        if !subscription.isDisposed {
            innerSubscriptions.append(subscription)
        }
        return nil
    }

    /// Takes the ended (disposed) subscriptions out of the record once it has grown to
    /// `sweepThreshold`, and offers each to `recycle` (the sink's pool of ended inner sinks,
    /// `MergeSink.recycle(_:)`), which keeps it or hands it back; returns
    /// those handed back, for the caller to release after unlocking (releasing one may run a
    /// deinitializer), or `nil` when no sweep was due.
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

    /// Takes a new inner sequence: it gets a slot at once when one is free and no other
    /// sequence waits; otherwise it joins the waiting line.
    @inlinable
    mutating func admit(_ inner: Inner) -> MergeAdmission {
        if isStopped || isDisposed { return .none }
        if !isLaunching && waiting.isEmpty && activeCount < maxConcurrent {
            activeCount += 1
            return .subscribe
        }
        waiting.enqueue(inner)
        if isLaunching || activeCount >= maxConcurrent { return .none }
        isLaunching = true
        return .launch
    }

    /// The next waiting inner sequence to subscribe, taking a slot for it; `nil` ends the
    /// launch loop.
    @inlinable
    mutating func nextToLaunch() -> Inner? {
        if !isStopped && !isDisposed && activeCount < maxConcurrent, let next = waiting.dequeue() {
            activeCount += 1
            return next
        }
        isLaunching = false
        return nil
    }

    /// Disposal: returns every recorded subscription, for the caller to dispose after
    /// unlocking, and the waiting sequences, which will never be subscribed now, for the
    /// caller to release.
    @inlinable
    mutating func disposeAll() -> (subscriptions: [SubscriptionHolder], dropped: Queue<Inner>) {
        isDisposed = true
        let subscriptions = innerSubscriptions
        innerSubscriptions = []
        let dropped = waiting
        waiting = Queue()
        return (subscriptions, dropped)
    }

    /// An inner sequence completed: returns whether to run the launch loop and whether the
    /// result completes.
    @inlinable
    mutating func innerCompleted() -> (launch: Bool, complete: Bool) {
        activeCount -= 1
        if isStopped { return (false, false) }
        if !waiting.isEmpty {
            if isLaunching { return (false, false) }
            isLaunching = true
            return (true, false)
        }
        if isOuterCompleted && activeCount == 0 {
            isStopped = true
            return (false, true)
        }
        return (false, false)
    }

    /// The outer sequence completed: returns whether the result completes.
    @inlinable
    mutating func outerCompleted() -> Bool {
        isOuterCompleted = true
        if isStopped || activeCount > 0 || !waiting.isEmpty { return false }
        isStopped = true
        return true
    }

    /// A source failed: returns whether to forward the error, and the inner sequences that will
    /// never be subscribed now (for the caller to release after unlocking).
    @inlinable
    mutating func fail() -> (forward: Bool, dropped: Queue<Inner>) {
        if isStopped { return (false, Queue()) }
        isStopped = true
        let dropped = waiting
        waiting = Queue()
        return (true, dropped)
    }
}
