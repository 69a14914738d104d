import Synchronization

/// The base of the sinks that merge several sources into one sequence: it delivers downstream
/// one item at a time without holding a lock while delivering.
///
/// A subclass decides what to emit under `lock` and hands each item to `enqueueLocked(_:)`.
/// The thread that finds no delivery in progress becomes the deliverer: after unlocking it calls
/// `drain()`, which delivers queued items in a loop until the queue is empty. Any other thread
/// (or the deliverer itself, re-entering from inside the downstream observer) only queues its
/// items, so downstream events never overlap and never nest.
///
/// Hot paths use `claimLocked()` instead: when no delivery is in progress (and so nothing is
/// queued) the caller delivers its item directly, without passing it through the queue, and then
/// drains whatever other threads queued meanwhile. A caller with nothing to decide under the
/// lock first tries `claimUncontended()`, which takes an idle sink's delivery with one atomic
/// operation; a deliverer that finds nothing queued ends its delivery the same way. So an
/// element that meets no other thread costs no lock at all.
@usableFromInline
class SerializingSink<Item, Output>: Sink<Output>, @unchecked Sendable {
    @usableFromInline static var deliveringBit: Int { 1 }
    @usableFromInline static var pendingBit: Int { 2 }

    /// Guards the subclass's state and the delivery queue; never held while calling user code.
    @usableFromInline let lock = RxLock()
    // Read and written only under `lock`; the runtime exclusivity checks would only slow the
    // per-element path.
    @usableFromInline @exclusivity(unchecked) final var pendingItems = Queue<Item>()
    /// `deliveringBit` while a thread delivers; `pendingBit` while items are queued, which
    /// only happens during a delivery. The pending bit changes only under `lock`; the delivering
    /// bit is also set from idle (`claimUncontended`) and cleared when nothing is pending
    /// (`drain`) without it.
    @usableFromInline let deliveryState = Atomic<Int>(0)

    @inlinable
    override init(observer: @escaping (Event<Output>) -> Void) {
        super.init(observer: observer)
    }

    /// Whether a thread is delivering.
    @inlinable
    final var isDelivering: Bool {
        deliveryState.load(ordering: .relaxed) & Self.deliveringBit != 0
    }

    /// Takes the delivery if the sink is idle (nobody delivers, nothing is queued), without the
    /// lock; the caller then delivers its item and finishes with `drain(delivering:)`. Only for
    /// callers that need not decide anything under the lock first.
    @inlinable
    final func claimUncontended() -> Bool {
        deliveryState.compareExchange(expected: 0, desired: Self.deliveringBit, ordering: .acquiringAndReleasing).exchanged
    }

    /// Ends a delivery during which nothing was queued, without the lock; returns `false`,
    /// having changed nothing, when items were queued meanwhile: the deliverer then drains them.
    @inlinable
    final func endUncontendedDelivery() -> Bool {
        deliveryState.compareExchange(expected: Self.deliveringBit, desired: 0, ordering: .acquiringAndReleasing).exchanged
    }

    /// Marks `pendingItems` as holding items, and takes the delivery if nobody has it; call with
    /// `lock` held after queueing. Returns whether the caller became the deliverer.
    @inlinable
    final func markPendingLocked() -> Bool {
        var state = deliveryState.load(ordering: .acquiring)
        while true {
            let claims = state & Self.deliveringBit == 0
            let desired = state | Self.pendingBit | Self.deliveringBit
            let (exchanged, original) = deliveryState.compareExchange(expected: state, desired: desired, ordering: .acquiringAndReleasing)
            if exchanged { return claims }
            state = original
        }
    }

    /// Queues `item`; call with `lock` held. Returns `true` when the caller became the
    /// deliverer and must call `drain()` once it has unlocked.
    @inlinable
    final func enqueueLocked(_ item: Item) -> Bool {
        pendingItems.enqueue(item)
        return markPendingLocked()
    }

    /// Claims delivery for an item the caller holds; call with `lock` held. Returns `true` when
    /// no delivery was in progress: the caller then delivers its item itself after unlocking and
    /// finishes with `drain(delivering:)`. Returns `false` after queueing `item` for the thread
    /// that is delivering.
    @inlinable
    final func claimLocked(orEnqueue item: Item) -> Bool {
        var state = deliveryState.load(ordering: .acquiring)
        while true {
            if state & Self.deliveringBit != 0 {
                let (exchanged, original) = deliveryState.compareExchange(expected: state, desired: state | Self.pendingBit, ordering: .acquiringAndReleasing)
                if exchanged {
                    pendingItems.enqueue(item)
                    return false
                }
                state = original
            } else {
                let (exchanged, original) = deliveryState.compareExchange(expected: state, desired: state | Self.deliveringBit, ordering: .acquiringAndReleasing)
                if exchanged { return true }
                state = original
            }
        }
    }

    /// `claimLocked(orEnqueue:)` for a caller that decides under the lock and delivers after
    /// it: returns `item` when the caller became the deliverer, `nil` once `item` is queued for
    /// the thread that is delivering. Call with `lock` held.
    @inlinable
    final func claimLocked(_ item: consuming Item) -> Item? {
        claimLocked(orEnqueue: item) ? item : nil
    }

    /// Delivers queued items with `deliver` until none is left, then ends the delivery; called
    /// without the lock by the deliverer. When nothing was queued it takes no lock.
    @inlinable
    @inline(__always)
    final func drain(delivering deliver: (consuming Item) -> Void) {
        while true {
            if endUncontendedDelivery() {
                return
            }
            if let item = dequeuePending() {
                deliver(item)
            }
        }
    }

    /// Takes the oldest queued item under the lock, and clears the pending bit when it was the
    /// last; called without the lock by the deliverer.
    @inlinable @inline(__always)
    final func dequeuePending() -> Item? {
        lock.lock()
        let item = pendingItems.dequeue()
        if pendingItems.isEmpty {
            deliveryState.bitwiseAnd(~Self.pendingBit, ordering: .acquiringAndReleasing)
        }
        lock.unlock()
        return item
    }

    /// Delivers queued items until none is left; called without the lock by the deliverer.
    @inlinable
    final func drain() {
        drain(delivering: { self.deliver($0) })
    }

    /// Queues `item` and delivers it (with anything queued before) if no other delivery is in
    /// progress. Call without the lock.
    @inlinable
    final func enqueueAndDrain(_ item: Item) {
        lock.lock()
        let mustDrain = enqueueLocked(item)
        lock.unlock()
        if mustDrain { drain() }
    }

    /// Delivers one item downstream. Runs on one thread at a time, with no lock held. It
    /// consumes the item, so an override can take its payload apart without copying it.
    @inlinable
    func deliver(_ item: consuming Item) {
        rxAbstractMethod("SerializingSink.deliver")
    }
}

/// A serializing sink whose queued items are the downstream events themselves.
@usableFromInline
class EventSerializingSink<Output>: SerializingSink<Event<Output>, Output>, @unchecked Sendable {
    @inlinable
    override init(observer: @escaping (Event<Output>) -> Void) {
        super.init(observer: observer)
    }

    /// Runs `decide` under the lock and delivers the event it returns, if any, serialized with
    /// the sink's other events. `decide` must not call user code.
    @inlinable
    final func emit(_ decide: () -> Event<Output>?) {
        lock.lock()
        guard let event = decide() else {
            lock.unlock()
            return
        }
        let isDeliverer = claimLocked(orEnqueue: event)
        lock.unlock()
        if isDeliverer { deliverClaimed(event) }
    }

    /// Delivers `event` after `claimLocked(orEnqueue:)` returned `true`, then the events other
    /// threads queued meanwhile. Call without the lock.
    @inlinable
    final func deliverClaimed(_ event: consuming Event<Output>) {
        deliver(event)
        drainEvents()
    }

    /// `drain()` with the delivery dispatched statically, so it runs specialised.
    @inlinable
    final func drainEvents() {
        drain(delivering: { self.deliver($0) })
    }

    /// Delivers the events queued meanwhile and keeps the delivery claimed; called without the
    /// lock by the deliverer. Reads the state once when nothing is queued.
    @inlinable @inline(__always)
    final func deliverPendingKeepingClaim() {
        if deliveryState.load(ordering: .acquiring) & Self.pendingBit != 0 {
            deliverQueuedKeepingClaim()
        }
    }

    /// `deliverPendingKeepingClaim()` once events were queued: kept out of line.
    @inlinable @inline(never)
    final func deliverQueuedKeepingClaim() {
        while deliveryState.load(ordering: .acquiring) & Self.pendingBit != 0 {
            if let event = dequeuePending() {
                deliver(event)
            }
        }
    }

    /// Runs `change` under the lock, then delivers the events it queued with `emit(_:)`,
    /// serialized with the sink's other events. Returns what `change` returned. `change` must
    /// not call user code or forward events itself.
    @inlinable
    @discardableResult
    final func update<Result>(_ change: () -> Result) -> Result {
        lock.lock()
        let result = change()
        let mustDrain = !pendingItems.isEmpty && markPendingLocked()
        lock.unlock()
        if mustDrain { drainEvents() }
        return result
    }

    /// Queues `event` for delivery; call only inside an `update(_:)` closure.
    @inlinable
    final func emit(_ event: Event<Output>) {
        pendingItems.enqueue(event)
    }

    /// Forwards `event`; disposes the sink after a terminal event.
    @inlinable
    override final func deliver(_ event: consuming Event<Output>) {
        forwardOn(event)
        if event.isStopEvent {
            dispose()
        }
    }
}

/// A serializing sink whose queued items are snapshots of its sources' values: the deliverer
/// turns each one into an element with the user's result selector, so the selector runs on one
/// thread at a time, in the order the snapshots were taken, and never under the lock.
@usableFromInline
class ResultSelectingSink<Snapshot, Output>: SerializingSink<Event<Snapshot>, Output>, @unchecked Sendable {
    /// `nil` for the forms without a selector, whose `Output` is `Snapshot`: the snapshot is
    /// forwarded as it is, where an identity closure kept in this generic class would cost a
    /// reabstraction thunk (an allocation a subscription, two calls an element).
    @usableFromInline let resultSelector: ((Snapshot) throws -> Output)?

    @inlinable
    init(resultSelector: ((Snapshot) throws -> Output)?, observer: @escaping (Event<Output>) -> Void) {
        self.resultSelector = resultSelector
        super.init(observer: observer)
    }

    /// Forwards the selector's result for a snapshot, or the terminal event; an error thrown
    /// by the selector ends the sequence with that error.
    @inlinable
    override final func deliver(_ item: consuming Event<Snapshot>) {
        switch consume item {
        case .next(let snapshot):
            if isDisposed { return }
            if resultSelector == nil {
                // Specialised for a form without a selector, `Snapshot` and `Output` are one type.
                forwardOn(.next(snapshot as! Output))
                return
            }
            let result: Output
            do {
                // Called where it is stored: bound to a local first, the closure was retained
                // and released around every call.
                result = try resultSelector.unsafelyUnwrapped(snapshot)
            } catch {
                forwardOn(.error(error))
                dispose()
                return
            }
            forwardOn(.next(result))
        case .error(let error):
            forwardOn(.error(error))
            dispose()
        case .completed:
            forwardOn(.completed)
            dispose()
        }
    }

    /// Delivers `item` after `claimLocked(orEnqueue:)` returned `true`, then the items other
    /// threads queued meanwhile. Call without the lock.
    @inlinable
    final func deliverClaimed(_ item: consuming Event<Snapshot>) {
        deliver(item)
        drain(delivering: { self.deliver($0) })
    }
}
