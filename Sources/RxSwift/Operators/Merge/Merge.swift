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
    @usableFromInline @exclusivity(unchecked) var machine: MergeStateMachine<Inner>
    @usableFromInline let outerSubscription = SingleAssignmentDisposable()
    /// The identity of the thread whose trampoline holds this sink's delivery between turns
    /// (`endHeldDelivery()`, MergeSink+HeldDelivery.swift), 0 when none does and while that
    /// thread delivers. Written only by the thread that has the delivery; another thread can
    /// never read its own identity here, so comparing needs no stronger ordering.
    @usableFromInline let heldBy = Atomic<UInt>(0)
    /// Ended sinks of inner `range`s kept for the next inner sequences (MergeSink+Reuse.swift),
    /// most recent last, `recycledCount` of them; allocated when the first is kept, with room
    /// for `recycledSinkLimit`. Guarded by `lock`. A buffer of its own rather than an array
    /// spares each keep and take the array's uniqueness check.
    @usableFromInline @exclusivity(unchecked) var recycledSinks: UnsafeMutablePointer<ScheduledIterationSink<Inner.Element>>?
    @usableFromInline @exclusivity(unchecked) var recycledCount = 0

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
        self.machine = MergeStateMachine(maxConcurrent: dropsWhileActive ? 1 : maxConcurrent)
        super.init(observer: observer)
    }

    deinit {
        if let recycledSinks {
            recycledSinks.deinitialize(count: recycledCount)
            recycledSinks.deallocate()
        }
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
            let action = machine.outerNextIfIdle()
            lock.unlock()
            switch action {
            case .selectAndSubscribe:
                if let inner = select(element) { subscribeInner(inner) }
            case .drop:
                break
            }
            return
        }
        guard let inner = select(element) else { return }
        if admitsAll {
            // Without a limit no inner sequence waits: each is subscribed at once, or dropped
            // once the sink has stopped.
            if subscribeAdmittedByShape(inner.asObservable()) { return }
            lock.lock()
            let action = machine.outerNext(inner)
            lock.unlock()
            if case .subscribe = action { subscribeObserving(inner.asObservable()) }
            return
        }
        lock.lock()
        let action = machine.outerNext(inner)
        lock.unlock()
        switch action {
        case .subscribe:
            subscribeInner(inner)
        case .launchWaiting:
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
        let action = machine.outerCompleted()
        let mustDrain = action == .complete && enqueueLocked(.completed)
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
        let action = machine.fail()
        let mustDrain: Bool
        switch action {
        case .forwardError:
            mustDrain = enqueueLocked(.error(error))
        case .none:
            mustDrain = false
        }
        lock.unlock()
        // The waiting sequences it drops are released here, after unlocking.
        withExtendedLifetime(action) {}
        if mustDrain { drainEvents() }
    }

    /// Subscribes waiting inner sequences while slots are free. Only one thread runs this loop
    /// at a time, and an inner sequence that completes while being subscribed does not start a
    /// nested loop, so any number of synchronous inner sequences run in constant stack depth.
    @inlinable
    func launchWaiting() {
        while true {
            lock.lock()
            let action = machine.launchNext()
            lock.unlock()
            switch action {
            case .subscribe(let next):
                subscribeInner(next)
            case .stop:
                return
            }
        }
    }

    /// Subscribes an inner sequence that was given a slot and records its subscription. An
    /// inner `range` hands over its sink typed as a class (`reusableSinkProducer`), which sends
    /// its events straight to this sink and is recorded itself (`subscribeRecorded(_:)`); an
    /// inner `just` is not subscribed: its element is delivered and its slot given back, as its
    /// subscription would do at once; any other inner sequence gets a `MergeInnerObserver`,
    /// recorded in its place.
    @inlinable
    func subscribeInner(_ inner: Inner) {
        let observable = inner.asObservable()
        switch observable.innerSubscriptionShape {
        case .reusableSink:
            subscribeRecorded(unsafeDowncast(observable, to: ReusableSinkProducer<Inner.Element>.self))
        case .immediateElement where !Hooks.isInspectorOn:
            takeImmediateElement(of: observable)
        case .immediateElement, .handler:
            subscribeObserving(observable)
        }
    }

    /// An inner `just` given a slot: its element is delivered and its slot given back, as its
    /// subscription would do at once. Out of line, so that `subscribeInner`, inlined where it is
    /// called, stays small.
    @inlinable @inline(never)
    func takeImmediateElement(of observable: Observable<Inner.Element>) {
        onInnerNext(observable.immediateElement)
        onInnerCompleted()
    }

    /// For a merge without a limit: subscribes `observable` without an inner observer when its
    /// shape allows, and returns whether it did. An inner `range` is subscribed by its sink
    /// (`subscribeAdmitted(_:)`). An inner `just` is not subscribed at all: its subscription
    /// would send the element and complete at once, and without a limit the slot it took would
    /// be given back at once without deciding anything (the outer sequence, whose element this
    /// is, has not completed), so only its element is delivered, or dropped once the sink has
    /// stopped. Out of line, so that the sequence arrives borrowed: asked and downcast in
    /// `onNext`, it was retained twice on the way.
    @inlinable @inline(never)
    func subscribeAdmittedByShape(_ observable: Observable<Inner.Element>) -> Bool {
        switch observable.innerSubscriptionShape {
        case .reusableSink:
            subscribeAdmitted(unsafeDowncast(observable, to: ReusableSinkProducer<Inner.Element>.self))
            return true
        case .immediateElement where !Hooks.isInspectorOn:
            onInnerNext(observable.immediateElement)
            return true
        case .immediateElement, .handler:
            return false
        }
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
        let action = machine.innerSubscribed(consume subscription)
        let ended = machine.sweepIfDue(recycling: recycle)
        lock.unlock()
        withExtendedLifetime(ended) {}
        switch action {
        case .recorded:
            break
        case .reject(let rejected):
            rejected.dispose()
        }
    }

    /// An event of an inner sequence whose sink this sink built (`makeInnerSink(_:)`), which
    /// disposes its own subscription when it ends.
    @inlinable
    func onInnerStep(_ event: Event<Inner.Element>) {
        switch event {
        case .next(let element): onInnerStepNext(element)
        case .error(let error): fail(error)
        case .completed: onInnerCompleted()
        }
    }

    /// An element of an inner sequence. Always inlined: called from more than one place (an
    /// inner observer's `onNext`, an inner `just` taken without subscribing), it was otherwise
    /// left out of line, a call more per element of every inner sequence with an observer.
    @inlinable @inline(__always)
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
        let action = machine.innerNext()
        let isDeliverer = action == .forward && claimLocked(orEnqueue: event)
        lock.unlock()
        if isDeliverer { deliverClaimed(event) }
    }

    /// An inner sequence completed: it gives back its slot, and the result completes if it was
    /// the last sequence. Its subscription, disposed by the sequence itself, leaves the record
    /// with the next sweep.
    @inlinable @inline(never)
    func onInnerCompleted() {
        lock.lock()
        let action = machine.innerCompleted()
        let mustDrain = action == .complete && enqueueLocked(.completed)
        lock.unlock()
        switch action {
        case .complete:
            if mustDrain { drainEvents() }
        case .launchWaiting:
            endDeliveryHeldByThisThread()
            launchWaiting()
        case .none:
            break
        }
    }

    /// Disposes the outer and every inner subscription.
    @inlinable
    override func dispose() {
        super.dispose()
        outerSubscription.dispose()
        lock.lock()
        let action = machine.dispose()
        let recycled = takeRecycledSinksLocked()
        lock.unlock()
        switch action {
        case .disposeAll(let subscriptions, let dropped):
            // The record is this call's alone now: the sink no longer touches it once disposed.
            for subscription in subscriptions {
                subscription.dispose()
            }
            withExtendedLifetime(dropped) {}
        case .none:
            break
        }
        withExtendedLifetime(recycled) {}
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
