/// The inner sequences a merge subscribes by their sinks, and the reuse of those sinks.
///
/// An inner sequence that is a `ReusableSinkProducer` (`range`) hands over its sink typed as a
/// class, built and not started: the sink sends its events straight to the merge
/// (`onInnerStep`) and is itself the record of the inner subscription, so the merge allocates
/// nothing of its own for it. It is recorded before its first step can run, so a disposal from
/// then on stops it, and started after unlocking.
///
/// Once such an inner sequence has ended, its sink is kept for the merge's next inner sequence:
/// a sweep of the record offers each ended subscription to `recycle(_:)`, and the next inner
/// `range` takes the most recent kept sink and starts it again with its own integers
/// (`ReusableSinkProducer.restartSink(_:)`), sparing an allocation and a deallocation. Only sinks
/// on the current-thread scheduler are kept (those carry the merge's delivery tag), only while
/// nothing else references them, and only while this thread's trampoline references the merge
/// (`TrampolineQueue.references(_:)`): a kept sink holds the merge through its observer, and
/// the trampoline lets go of the merge, which then lets go of its kept sinks
/// (`trampolineLetGo()`), when its loop runs out of items. So a merge is never held by its own
/// kept sinks longer than the trampoline's run that kept them.
extension MergeSink {
    /// How many ended sinks a merge keeps at most.
    @inlinable
    static var recycledSinkLimit: Int { 32 }

    /// For a merge without a limit: admits an inner `range` by its sink and records it in one
    /// critical section (the sink is reused or built there: library code only), then starts it;
    /// a sink that has stopped drops the sequence unsubscribed.
    @inlinable
    func subscribeAdmitted(_ producer: ReusableSinkProducer<Inner.Element>) {
        lock.lock()
        let sink = machine.innerArrived() == .buildAndRecord ? innerSinkLocked(for: producer) : nil
        if let sink { machine.recordUnstarted(sink) }
        let ended = machine.sweepIfDue(recycling: recycle)
        lock.unlock()
        withExtendedLifetime(ended) {}
        if let sink { ScheduledIterationSink.startSubscription(sink) }
    }

    /// For a merge with a limit, an inner `range` given a slot: records its sink, reused or
    /// built, then starts it; once the merge was disposed the sequence is dropped unsubscribed.
    @inlinable
    func subscribeRecorded(_ producer: ReusableSinkProducer<Inner.Element>) {
        lock.lock()
        let sink = machine.isDisposed ? nil : innerSinkLocked(for: producer)
        if let sink { machine.recordUnstarted(sink) }
        let ended = machine.sweepIfDue(recycling: recycle)
        lock.unlock()
        withExtendedLifetime(ended) {}
        if let sink { ScheduledIterationSink.startSubscription(sink) }
    }

    /// The sink for the inner sequence `producer`, not started: the most recent kept sink when
    /// `producer` restarts it, otherwise a new one. Called under `lock`, which guards the kept
    /// sinks.
    @inlinable
    func innerSinkLocked(for producer: ReusableSinkProducer<Inner.Element>) -> ScheduledIterationSink<Inner.Element> {
        if recycledCount > 0, let recycledSinks {
            let top = recycledSinks + (recycledCount &- 1)
            // Moved out and back rather than read in place, which would retain and release it.
            let kept = top.move()
            if producer.restartSink(kept) {
                recycledCount &-= 1
                return kept
            }
            // A sequence of another kind (a range on another scheduler) leaves the sink for the
            // next one.
            top.initialize(to: kept)
        }
        return makeInnerSink(producer)
    }

    /// A new sink of the inner sequence `producer`, built and not started, sending its events to
    /// `onInnerStep`. Not inlined: built here, the handler is `onInnerStep`'s body itself
    /// (inlined into the closure), where built in `onNext` it went through one more forwarding
    /// call per element.
    @inlinable @inline(never)
    func makeInnerSink(_ producer: ReusableSinkProducer<Inner.Element>) -> ScheduledIterationSink<Inner.Element> {
        let sink = producer.makeSink(self.onInnerStep)
        // On the current-thread scheduler its steps run in this thread's trampoline, which may
        // then hold this sink's delivery between them; the tag also marks it as reusable.
        if sink.scheduledSteps == nil {
            sink.setDeliveryTag(self)
        }
        return sink
    }

    /// Takes an inner subscription a sweep found ended, under the lock: one of this merge's
    /// inner sinks on the current-thread scheduler (tagged with this merge) that nothing else
    /// references is kept for this merge's next inner sequences while this thread's trampoline
    /// references the merge; any other is handed back, for the caller to release after
    /// unlocking.
    @inlinable
    func recycle(_ ended: consuming SubscriptionHolder) -> SubscriptionHolder? {
        var subscription = consume ended
        guard ScheduledIterationSink<Inner.Element>.carriedDeliveryTag(of: subscription) == deliveryTag(of: self),
              recycledCount < Self.recycledSinkLimit,
              isKnownUniquelyReferenced(&subscription),
              let trampoline = CurrentThreadScheduler.runningTrampoline.unmanagedValue,
              trampoline._withUnsafeGuaranteedRef({ $0.references(self) }) else { return subscription }
        let buffer = recycledSinks ?? allocateRecycledSinks()
        // Only this merge's inner sinks carry its tag, and their elements are its inner ones.
        (buffer + recycledCount).initialize(to: unsafeDowncast(subscription, to: ScheduledIterationSink<Inner.Element>.self))
        recycledCount &+= 1
        return nil
    }

    /// Allocates the buffer of kept sinks, when the first is kept.
    @inlinable @inline(never)
    func allocateRecycledSinks() -> UnsafeMutablePointer<ScheduledIterationSink<Inner.Element>> {
        let buffer = UnsafeMutablePointer<ScheduledIterationSink<Inner.Element>>.allocate(capacity: Self.recycledSinkLimit)
        recycledSinks = buffer
        return buffer
    }

    /// Empties the kept sinks, under `lock`, and returns them for the caller to release after
    /// unlocking (releasing one may release this merge).
    @inlinable
    func takeRecycledSinksLocked() -> [ScheduledIterationSink<Inner.Element>] {
        guard recycledCount > 0, let recycledSinks else { return [] }
        let taken = Array(UnsafeMutableBufferPointer(start: recycledSinks, count: recycledCount))
        recycledSinks.deinitialize(count: recycledCount)
        recycledCount = 0
        return taken
    }
}
