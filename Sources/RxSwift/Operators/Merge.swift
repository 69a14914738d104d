import Synchronization

extension ObservableType where Element: ObservableConvertibleType {
    /// Subscribes to every inner sequence as it arrives and forwards all their elements, in the
    /// order they arrive. Completes when this sequence and every inner sequence have completed;
    /// the first error from any of them ends the result.
    @inlinable
    public func merge() -> Observable<Element.Element> {
        mergeSources(self.asObservable(), maxConcurrent: Int.max, dropsWhileActive: false) { $0 }
    }

    /// Like `merge()`, but at most `maxConcurrent` inner sequences are subscribed at once; the
    /// others wait, in arrival order, until one completes.
    ///
    /// `maxConcurrent` must be at least 1; a smaller one is a programmer error, reported with
    /// the call site (`file`, `line`).
    @inlinable
    public func merge(maxConcurrent: Int, file: StaticString = #fileID, line: UInt = #line) -> Observable<Element.Element> {
        if maxConcurrent < 1 {
            rxFatalError("merge(maxConcurrent:): maxConcurrent is \(maxConcurrent); it must be at least 1 (called at \(file):\(line)).", file: file, line: line)
        }
        return mergeSources(self.asObservable(), maxConcurrent: maxConcurrent, dropsWhileActive: false) { $0 }
    }
}

extension ObservableType {
    /// Merges the elements of `sources` into one sequence, subscribing to all of them at once.
    /// Completes when all have completed; the first error ends the result.
    @inlinable
    public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> Observable<Element> where Collection.Element == Observable<Element> {
        mergeSourceCollection(Array(sources))
    }

    /// Merges the elements of `sources` into one sequence, subscribing to all of them at once.
    /// Completes when all have completed; the first error ends the result.
    @inlinable
    public static func merge(_ sources: [Observable<Element>]) -> Observable<Element> {
        mergeSourceCollection(sources)
    }

    /// Merges the elements of `sources` into one sequence, subscribing to all of them at once.
    /// Completes when all have completed; the first error ends the result.
    @inlinable
    public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
        mergeSourceCollection(sources)
    }
}

/// The shared entry point of `merge`, `flatMap`, `flatMapFirst`, `concatMap` and `concat()`:
/// maps each element of `outer` to an inner sequence and merges them.
@inlinable
func mergeSources<SourceElement, Inner: ObservableConvertibleType>(
    _ outer: Observable<SourceElement>,
    maxConcurrent: Int,
    dropsWhileActive: Bool,
    selector: @escaping (SourceElement) throws -> Inner,
    operatorFunction: StaticString = #function
) -> Observable<Inner.Element> {
    ClosureProducer(operatorFunction: operatorFunction) { observer in
        let sink = MergeSink(selector: selector, maxConcurrent: maxConcurrent, dropsWhileActive: dropsWhileActive, observer: observer)
        sink.run(outer)
        return sink
    }
}

/// Merges a fixed list of sources: they play the part of an outer sequence that sends them all
/// and completes.
@inlinable
func mergeSourceCollection<Element>(_ sources: [Observable<Element>], operatorFunction: StaticString = #function) -> Observable<Element> {
    ClosureProducer(operatorFunction: operatorFunction) { observer in
        let sink = MergeSink<Observable<Element>, Observable<Element>>(selector: { $0 }, maxConcurrent: Int.max, dropsWhileActive: false, observer: observer)
        sink.runSources(sources)
        return sink
    }
}

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

    /// Records the subscription of an inner sequence given a slot, unless it already ended.
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
    /// `sweepThreshold`, and offers each to `recycle`, which keeps it or hands it back; returns
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

/// The sink of the merging operators. The outer sequence's events arrive one at a time; inner
/// sequences' events may arrive from any thread and are serialized by `SerializingSink`.
@usableFromInline
final class MergeSink<SourceElement, Inner: ObservableConvertibleType>: EventSerializingSink<Inner.Element>, EventCaseHandler, @unchecked Sendable {
    @usableFromInline let selector: (SourceElement) throws -> Inner
    @usableFromInline let dropsWhileActive: Bool
    /// Whether every inner sequence gets a slot at once (no limit, not `flatMapFirst`).
    @usableFromInline let admitsAll: Bool
    // Read and written only under `lock`; the runtime exclusivity checks would only slow the
    // per-element path.
    @usableFromInline @exclusivity(unchecked) var state: MergeState<Inner>
    @usableFromInline let outerSubscription = SingleAssignmentDisposable()
    /// The identity of the thread whose trampoline holds this sink's delivery between turns
    /// (`SubscriptionHolder.endHeldDelivery()`), 0 when none does and while that thread delivers. Written
    /// only by the thread that has the delivery; another thread can never read its own
    /// identity here, so comparing needs no stronger ordering.
    @usableFromInline let heldBy = Atomic<UInt>(0)

    @inlinable
    init(
        selector: @escaping (SourceElement) throws -> Inner,
        maxConcurrent: Int,
        dropsWhileActive: Bool,
        observer: @escaping (Event<Inner.Element>) -> Void
    ) {
        self.selector = selector
        self.dropsWhileActive = dropsWhileActive
        self.admitsAll = !dropsWhileActive && maxConcurrent == .max
        self.state = MergeState(maxConcurrent: dropsWhileActive ? 1 : maxConcurrent)
        super.init(observer: observer)
    }

    /// Subscribes to the outer sequence.
    @inlinable
    func run(_ outer: Observable<SourceElement>) {
        outerSubscription.setDisposable(outer.subscribeHandler(self.on))
    }

    /// Feeds `sources` as the outer sequence's elements, then completes the outer sequence.
    @inlinable
    func runSources(_ sources: [SourceElement]) {
        outerSubscription.setDisposable(Disposables.create())
        for source in sources {
            if isDisposed { return }
            on(.next(source))
        }
        on(.completed)
    }

    /// An element of the outer sequence: subscribes the inner sequence it selects, now or
    /// when a slot frees up.
    @inlinable @inline(never)
    func onNext(_ element: SourceElement) {
        if dropsWhileActive {
            lock.lock()
            let reserved = state.reserveSoleSlot()
            lock.unlock()
            guard reserved, let inner = select(element) else { return }
            subscribeInner(inner)
            return
        }
        guard let inner = select(element) else { return }
        if admitsAll {
            // Without a limit no inner sequence waits: each is subscribed at once, or dropped
            // once the sink has stopped.
            if let sink = makeInnerSink(inner.asObservable()) {
                subscribeAdmitted(sink)
                return
            }
            lock.lock()
            let admission = state.admit(inner)
            lock.unlock()
            if admission == .subscribe { subscribeObserving(inner.asObservable()) }
            return
        }
        lock.lock()
        let admission = state.admit(inner)
        lock.unlock()
        switch admission {
        case .subscribe:
            subscribeInner(inner)
        case .launch:
            launchWaiting()
        case .none:
            break
        }
    }

    /// The outer sequence failed.
    @inlinable @inline(never)
    func onError(_ error: Swift.Error) {
        fail(error)
    }

    /// The outer sequence completed: the result completes once every inner sequence has. When
    /// it completes now, the completion goes downstream before the outer subscription is
    /// disposed, as upstream.
    @inlinable @inline(never)
    func onCompleted() {
        lock.lock()
        let mustDrain = state.outerCompleted() && enqueueLocked(.completed)
        lock.unlock()
        if mustDrain { drainEvents() }
        outerSubscription.dispose()
    }

    /// Applies the selector; on error ends the result and returns `nil`.
    @inlinable
    func select(_ element: SourceElement) -> Inner? {
        do {
            return try selector(element)
        } catch {
            fail(error)
            return nil
        }
    }

    @inlinable
    func fail(_ error: Swift.Error) {
        lock.lock()
        let decision = state.fail()
        let mustDrain = decision.forward && enqueueLocked(.error(error))
        lock.unlock()
        withExtendedLifetime(decision.dropped) {}
        if mustDrain { drainEvents() }
    }

    /// Subscribes waiting inner sequences while slots are free. Only one thread runs this loop
    /// at a time, and an inner sequence that completes while being subscribed does not start a
    /// nested loop, so any number of synchronous inner sequences run in constant stack depth.
    @inlinable
    func launchWaiting() {
        while true {
            lock.lock()
            let next = state.nextToLaunch()
            lock.unlock()
            guard let next else { return }
            subscribeInner(next)
        }
    }

    /// For a merge without a limit: admits an inner `range` by its sink (`makeSink`), built and
    /// not started, and records it in the same critical section, then starts it; a sink that
    /// has stopped drops it unstarted.
    @inlinable
    func subscribeAdmitted(_ sink: consuming ScheduledIterationSink<Inner.Element>) {
        lock.lock()
        let admitted = state.admitAndRecord(sink)
        let ended = state.sweepIfDue(recycling: recycle)
        lock.unlock()
        withExtendedLifetime(ended) {}
        // Recorded before its first step can run, so a disposal from now on stops it.
        if admitted { ScheduledIterationSink.startSubscription(consume sink) }
    }

    /// Subscribes an inner sequence that was given a slot and records its subscription. An
    /// inner `range` hands over its sink typed as a class (`makeSink`), which sends its events
    /// straight to this sink and is recorded itself; any other inner sequence gets a
    /// `MergeInnerObserver`, recorded in its place.
    @inlinable
    func subscribeInner(_ inner: Inner) {
        let observable = inner.asObservable()
        if let sink = makeInnerSink(observable) {
            ScheduledIterationSink.startSubscription(sink)
            record(sink)
        } else {
            subscribeObserving(observable)
        }
    }

    /// The sink of an inner `range`, built and not started, sending its events to `onInnerStep`;
    /// `nil` for any other sequence. Not inlined: built here, the handler is `onInnerStep`'s body
    /// itself (inlined into the closure), where built in `onNext` it went through one more
    /// forwarding call per element.
    @inlinable @inline(never)
    func makeInnerSink(_ observable: Observable<Inner.Element>) -> ScheduledIterationSink<Inner.Element>? {
        if let sink = reusedInnerSink(for: observable) { return sink }
        guard let sink = observable.makeSink(self.onInnerStep) else { return nil }
        // On the current-thread scheduler its steps run in this thread's trampoline, which may
        // then hold this sink's delivery between them.
        if sink.scheduledSteps == nil {
            sink.setDeliveryTag(self)
        }
        return sink
    }

    /// An ended inner sink of this merge that this thread's trampoline kept (`recycle(_:)`),
    /// started again as the subscription to `observable`; `nil` when the trampoline keeps none
    /// on top, or `observable` does not build sinks of its class. A reused sink already sends
    /// its events to `onInnerStep` and carries this merge's delivery tag.
    @inlinable
    func reusedInnerSink(for observable: Observable<Inner.Element>) -> ScheduledIterationSink<Inner.Element>? {
        guard let trampoline = CurrentThreadScheduler.runningTrampoline.unmanagedValue else { return nil }
        return trampoline._withUnsafeGuaranteedRef { queue in
            guard let kept = queue.takeRecycled(tagged: deliveryTag(of: self)) else { return nil }
            // Only this merge's inner sinks carry its tag, and their elements are its inner ones.
            let sink = unsafeDowncast(kept, to: ScheduledIterationSink<Inner.Element>.self)
            if observable.restartSink(sink) { return sink }
            // Taken from the top, so there is room to put it back.
            _ = queue.keepRecycled(sink)
            return nil
        }
    }

    /// Takes an inner subscription a sweep found ended, under the lock: one of this merge's
    /// inner sinks on the current-thread scheduler (tagged with this merge) that nothing else
    /// references goes to this thread's running trampoline, which keeps it for this merge's
    /// next inner sequences (`reusedInnerSink(for:)`) until its loop ends; any other is handed
    /// back, for the caller to release after unlocking. Reusing the sink of an ended inner
    /// `range` spares each inner sequence an allocation and a deallocation.
    @inlinable
    func recycle(_ ended: consuming SubscriptionHolder) -> SubscriptionHolder? {
        var subscription = consume ended
        guard subscription.deliveryTagBits == deliveryTag(of: self),
              isKnownUniquelyReferenced(&subscription),
              let trampoline = CurrentThreadScheduler.runningTrampoline.unmanagedValue else { return subscription }
        return trampoline._withUnsafeGuaranteedRef { $0.keepRecycled(subscription) }
    }

    /// Subscribes an inner sequence that was given a slot and builds no sink of its own through
    /// a `MergeInnerObserver`, and records that observer.
    @inlinable
    func subscribeObserving(_ observable: Observable<Inner.Element>) {
        let observer = MergeInnerObserver(parent: self)
        observer.setSubscription(observable.subscribeHandler(observer.on))
        record(observer)
    }

    /// Records the subscription of an inner sequence given a slot, or disposes it when the
    /// sink was disposed meanwhile.
    @inlinable
    func record(_ subscription: consuming SubscriptionHolder) {
        lock.lock()
        let rejected = state.record(consume subscription)
        let ended = state.sweepIfDue(recycling: recycle)
        lock.unlock()
        withExtendedLifetime(ended) {}
        rejected?.dispose()
    }

    /// An event of an inner sequence subscribed through `makeSink`, which disposes its
    /// own subscription when it ends.
    @inlinable
    func onInnerStep(_ event: Event<Inner.Element>) {
        switch event {
        case .next(let element): onInnerStepNext(element)
        case .error(let error): fail(error)
        case .completed: onInnerCompleted()
        }
    }

    /// An element of an inner sequence subscribed through `makeSink`. When its steps run in a
    /// trampoline's loop, the delivery this element claims is held between the loop's turns,
    /// and the elements of the next turns are delivered without claiming it again.
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

    /// An element of an inner sequence.
    @inlinable
    func onInnerNext(_ element: Inner.Element) {
        // An idle sink has no terminal event pending: once one is decided, its delivery is
        // claimed until the sink is disposed, and a disposed sink forwards nothing.
        if claimUncontended() {
            deliver(.next(element))
            // Ending the delivery here spares the common case the call into `drainEvents()`.
            if !endUncontendedDelivery() { drainEvents() }
            return
        }
        deliverContended(element)
    }

    /// An element of an inner sequence that found the delivery claimed: queued for the
    /// deliverer, or delivered here if the claim was given up meanwhile.
    @inlinable
    func deliverContended(_ element: Inner.Element) {
        let event = Event.next(element)
        lock.lock()
        let isDeliverer = !state.isStopped && claimLocked(orEnqueue: event)
        lock.unlock()
        if isDeliverer { deliverClaimed(event) }
    }

    /// An inner sequence completed: it gives back its slot, and the result completes if it was
    /// the last sequence. Its subscription, disposed by the sequence itself, leaves the record
    /// with the next sweep.
    @inlinable @inline(never)
    func onInnerCompleted() {
        lock.lock()
        let decision = state.innerCompleted()
        let mustDrain = decision.complete && enqueueLocked(.completed)
        lock.unlock()
        if mustDrain { drainEvents() }
        if decision.launch {
            endDeliveryHeldByThisThread()
            launchWaiting()
        }
    }

    /// Gives up the delivery the trampoline held, delivering what other threads queued
    /// meanwhile first.
    @inlinable
    override func endHeldDelivery() {
        heldBy.store(0, ordering: .relaxed)
        if !endUncontendedDelivery() { drainEvents() }
    }

    /// Disposes the outer and every inner subscription.
    @inlinable
    override func dispose() {
        super.dispose()
        outerSubscription.dispose()
        lock.lock()
        let disposal = state.disposeAll()
        lock.unlock()
        // The record is this call's alone now: the sink no longer touches it once disposed.
        for subscription in disposal.subscriptions {
            subscription.dispose()
        }
        withExtendedLifetime(disposal.dropped) {}
    }
}

/// Receives the events of an inner sequence that does not hand over its sink (any but
/// `range`) for a `MergeSink`, and is that inner sequence's subscription in the sink's record.
@usableFromInline
final class MergeInnerObserver<SourceElement, Inner: ObservableConvertibleType>: SubscriptionHolder, EventCaseHandler, @unchecked Sendable {
    @usableFromInline let parent: MergeSink<SourceElement, Inner>

    @inlinable
    init(parent: MergeSink<SourceElement, Inner>) {
        self.parent = parent
        super.init()
    }

    @inlinable @inline(never)
    func onNext(_ element: Inner.Element) {
        parent.onInnerNext(element)
    }

    @inlinable @inline(never)
    func onError(_ error: Swift.Error) {
        parent.fail(error)
    }

    /// Disposes the ended inner subscription, which then leaves the parent's record with its
    /// next sweep, and gives back the slot.
    @inlinable @inline(never)
    func onCompleted() {
        dispose()
        parent.onInnerCompleted()
    }
}
