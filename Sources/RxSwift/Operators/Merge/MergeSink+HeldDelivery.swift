import Synchronization

/// The trampoline holds a merge's delivery between the turns of its inner `range`s.
///
/// The inner `range`s of a merge on the current-thread scheduler take turns through the
/// trampoline, one element a turn: claiming the delivery and giving it up around each element
/// would cost two atomic compare-and-swaps an element. Their sinks carry the merge's tag
/// (`ScheduledIterationSink.setDeliveryTag(_:)`); an element delivered in such a turn claims the
/// delivery once, and the merge hands the claim to the trampoline
/// (`holdDeliveryBetweenTurns(_:)`) and marks it held by the thread (`heldBy`): the elements of
/// the next turns are delivered without claiming or ending it. Events of other threads
/// meanwhile wait in the merge's queue, as during any delivery, and are delivered after the
/// current element or when the hold ends. The loop ends the hold (`endHeldDelivery()`) before
/// it runs any item with another tag or none and when it runs out of items, and a bounded merge
/// ends it before subscribing a waiting sequence, so nothing but the merge's own deliveries and
/// library step code runs while it is held.
extension MergeSink: HeldDeliveryOwner {
    /// An element of an inner sequence whose sink this sink built (`makeInnerSink(_:)`). When its
    /// steps run in a trampoline's loop, the delivery this element claims is held between the
    /// loop's turns, and the elements of the next turns are delivered without claiming it again.
    @inlinable
    func onInnerStepNext(_ element: Inner.Element) {
        let thread = currentThreadIdentity()
        if heldBy.load(ordering: .relaxed) == thread {
            // This thread's trampoline holds the delivery. Cleared while delivering, so an
            // element sent from inside the delivery queues as it would during any delivery.
            heldBy.store(0, ordering: .relaxed)
            deliverPendingKeepingClaim()
            deliver(.next(element))
            deliverPendingKeepingClaim()
            heldBy.store(thread, ordering: .relaxed)
            return
        }
        if claimUncontended() {
            deliver(.next(element))
            if !holdDeliveryBetweenTurns(thread) && !endUncontendedDelivery() { drainEvents() }
            return
        }
        deliverContended(element)
    }

    /// After delivering an element it claimed: hands the delivery to the trampoline to hold,
    /// when the trampoline's loop is running an item of this sink and holds no other delivery;
    /// returns whether it did. Once per held stretch, so kept out of line.
    @inlinable @inline(never)
    func holdDeliveryBetweenTurns(_ thread: UInt) -> Bool {
        guard let trampoline = CurrentThreadScheduler.runningTrampoline.unmanagedValue else { return false }
        return trampoline._withUnsafeGuaranteedRef { queue in
            guard queue.runningTag == deliveryTag(of: self), queue.heldTag == 0 else { return false }
            deliverPendingKeepingClaim()
            queue.holdDelivery(self)
            heldBy.store(thread, ordering: .relaxed)
            return true
        }
    }

    /// Ends the delivery this thread's trampoline holds for this sink, if it does: before
    /// code that may run anything (subscribing a waiting inner sequence).
    @inlinable
    func endDeliveryHeldByThisThread() {
        guard heldBy.load(ordering: .relaxed) == currentThreadIdentity(),
              let trampoline = CurrentThreadScheduler.runningTrampoline.unmanagedValue else { return }
        trampoline._withUnsafeGuaranteedRef { $0.endHeldDelivery() }
    }

    /// Gives up the delivery the trampoline held, delivering what other threads queued
    /// meanwhile first.
    @inlinable
    func endHeldDelivery() {
        heldBy.store(0, ordering: .relaxed)
        if !endUncontendedDelivery() { drainEvents() }
    }

    /// The trampoline no longer references this sink: the ended inner sinks it kept for reuse
    /// while the trampoline did are released (MergeSink+Reuse.swift).
    @inlinable
    func trampolineLetGo() {
        lock.lock()
        let recycled = takeRecycledSinksLocked()
        lock.unlock()
        withExtendedLifetime(recycled) {}
    }
}
