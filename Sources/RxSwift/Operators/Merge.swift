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
    selector: @escaping (SourceElement) throws -> Inner
) -> Observable<Inner.Element> {
    ClosureProducer { observer in
        let sink = MergeSink(selector: selector, maxConcurrent: maxConcurrent, dropsWhileActive: dropsWhileActive, observer: observer)
        sink.run(outer)
        return sink
    }
}

/// Merges a fixed list of sources: they play the part of an outer sequence that sends them all
/// and completes.
@inlinable
func mergeSourceCollection<Element>(_ sources: [Observable<Element>]) -> Observable<Element> {
    ClosureProducer { observer in
        let sink = MergeSink<Observable<Element>, Observable<Element>>(selector: { $0 }, maxConcurrent: Int.max, dropsWhileActive: false, observer: observer)
        sink.runSources(sources)
        return sink
    }
}

/// What a merging sink does with an inner sequence it was handed.
@usableFromInline
enum MergeAdmission {
    /// It took a slot and its subscription was recorded: subscribe it now.
    case subscribe
    /// It waits, and nobody is subscribing waiting sequences: run the launch loop.
    case launch
    /// It waits for a slot, or the sink has stopped and it is dropped.
    case none
}

/// The decisions of a merging sink, made under its lock.
@usableFromInline
struct MergeState<SourceElement, Inner: ObservableConvertibleType> {
    @usableFromInline typealias InnerObserver = MergeInnerObserver<SourceElement, Inner>

    @usableFromInline let maxConcurrent: Int
    /// Inner sequences subscribed (or being subscribed) and not yet completed.
    @usableFromInline var activeCount = 0
    /// Inner sequences waiting for a free slot, each with the observer that will receive it.
    @usableFromInline var waiting = Queue<(inner: Inner, observer: InnerObserver)>()
    /// Whether a thread is running the loop that subscribes waiting inner sequences.
    @usableFromInline var isLaunching = false
    @usableFromInline var isOuterCompleted = false
    /// Whether a terminal event was decided; nothing is emitted after it.
    @usableFromInline var isStopped = false
    /// Whether the sink was disposed: no inner sequence is subscribed after it.
    @usableFromInline var isDisposed = false
    /// The subscriptions of the inner sequences subscribed and not yet completed: their
    /// observers, linked through themselves.
    @usableFromInline var innerSubscriptions = MergeInnerList<SourceElement, Inner>()

    @inlinable
    init(maxConcurrent: Int) {
        self.maxConcurrent = maxConcurrent
    }

    /// For `flatMapFirst`: takes the only slot if it is free.
    @inlinable
    mutating func reserveSoleSlot() -> Bool {
        if isStopped || activeCount > 0 { return false }
        activeCount += 1
        return true
    }

    /// Records the observer (and subscription) of an inner sequence given a slot; returns
    /// `false` when the sink was disposed meanwhile (the caller then does not subscribe).
    @inlinable
    mutating func insertInner(_ observer: InnerObserver) -> Bool {
        if isDisposed { return false }
        innerSubscriptions.append(observer)
        return true
    }

    /// Forgets the subscription of an inner sequence that completed; returns whether it was
    /// still recorded (then the caller disposes it). After disposal the recorded subscriptions
    /// belong to the disposing call, which disposes them.
    @inlinable
    mutating func removeInner(_ observer: InnerObserver) -> Bool {
        if isDisposed { return false }
        return innerSubscriptions.remove(observer)
    }

    /// Takes a new inner sequence: it gets a slot at once when one is free and no other
    /// sequence waits (its observer is then recorded in the same step); otherwise it joins the
    /// waiting line.
    @inlinable
    mutating func admit(_ inner: Inner, observer: InnerObserver) -> MergeAdmission {
        if isStopped { return .none }
        if !isLaunching && waiting.isEmpty && activeCount < maxConcurrent {
            guard insertInner(observer) else { return .none }
            activeCount += 1
            return .subscribe
        }
        waiting.enqueue((inner, observer))
        if isLaunching || activeCount >= maxConcurrent { return .none }
        isLaunching = true
        return .launch
    }

    /// The next waiting inner sequence to subscribe, taking a slot for it and recording its
    /// observer; `nil` ends the launch loop.
    @inlinable
    mutating func nextToLaunch() -> (inner: Inner, observer: InnerObserver)? {
        while !isStopped && activeCount < maxConcurrent, let next = waiting.dequeue() {
            // Disposed meanwhile: the waiting sequences are dropped without being subscribed.
            guard insertInner(next.observer) else { continue }
            activeCount += 1
            return next
        }
        isLaunching = false
        return nil
    }

    /// Disposal: returns every inner subscription, for the caller to dispose after unlocking,
    /// and the waiting sequences, which will never be subscribed now (their observers refer to
    /// the sink, so keeping them would keep the sink alive), for the caller to release.
    @inlinable
    mutating func disposeAll() -> (subscriptions: MergeInnerList<SourceElement, Inner>, dropped: Queue<(inner: Inner, observer: InnerObserver)>) {
        isDisposed = true
        let subscriptions = innerSubscriptions
        innerSubscriptions = MergeInnerList()
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
    mutating func fail() -> (forward: Bool, dropped: Queue<(inner: Inner, observer: InnerObserver)>) {
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
final class MergeSink<SourceElement, Inner: ObservableConvertibleType>: EventSerializingSink<Inner.Element>, EventCaseHandler {
    @usableFromInline let selector: (SourceElement) throws -> Inner
    @usableFromInline let dropsWhileActive: Bool
    // Read and written only under `lock`; the runtime exclusivity checks would only slow the
    // per-element path.
    @usableFromInline @exclusivity(unchecked) var state: MergeState<SourceElement, Inner>
    @usableFromInline let outerSubscription = SingleAssignmentDisposable()

    @inlinable
    init(
        selector: @escaping (SourceElement) throws -> Inner,
        maxConcurrent: Int,
        dropsWhileActive: Bool,
        observer: @escaping (Event<Inner.Element>) -> Void
    ) {
        self.selector = selector
        self.dropsWhileActive = dropsWhileActive
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
            let innerObserver = MergeInnerObserver(parent: self)
            lock.lock()
            let inserted = state.insertInner(innerObserver)
            lock.unlock()
            if inserted { subscribeInner(inner, observer: innerObserver) }
            return
        }
        guard let inner = select(element) else { return }
        let innerObserver = MergeInnerObserver(parent: self)
        lock.lock()
        let admission = state.admit(inner, observer: innerObserver)
        lock.unlock()
        switch admission {
        case .subscribe:
            subscribeInner(inner, observer: innerObserver)
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

    /// The outer sequence completed: the result completes once every inner sequence has.
    @inlinable @inline(never)
    func onCompleted() {
        outerSubscription.dispose()
        lock.lock()
        let mustDrain = state.outerCompleted() && enqueueLocked(.completed)
        lock.unlock()
        if mustDrain { drainEvents() }
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
            subscribeInner(next.inner, observer: next.observer)
        }
    }

    /// Subscribes an inner sequence that was given a slot, with its observer recorded in the
    /// sink's bag.
    @inlinable
    func subscribeInner(_ inner: Inner, observer: MergeInnerObserver<SourceElement, Inner>) {
        let observable = inner.asObservable()
        if let sink = observable.subscribeSink(observer.on) {
            observer.setInnerSubscription(sink)
        } else {
            observer.setSubscription(observable.subscribeHandler(observer.on))
        }
    }

    /// An element of an inner sequence.
    @inlinable
    func onInnerNext(_ element: Inner.Element) {
        // An idle sink has no terminal event pending: once one is decided, its delivery is
        // claimed until the sink is disposed, and a disposed sink forwards nothing.
        if claimUncontended() {
            deliverClaimed(.next(element))
            return
        }
        let event = Event.next(element)
        lock.lock()
        let isDeliverer = !state.isStopped && claimLocked(orEnqueue: event)
        lock.unlock()
        if isDeliverer { deliverClaimed(event) }
    }

    /// An inner sequence completed: it gives back its slot, and the result completes if it was
    /// the last sequence.
    @inlinable
    func onInnerCompleted(_ innerObserver: MergeInnerObserver<SourceElement, Inner>) {
        lock.lock()
        let removed = state.removeInner(innerObserver)
        let decision = state.innerCompleted()
        let mustDrain = decision.complete && enqueueLocked(.completed)
        lock.unlock()
        // The inner sink disposed itself; this lets go of it, outside the lock.
        if removed { innerObserver.dispose() }
        if mustDrain { drainEvents() }
        if decision.launch { launchWaiting() }
    }

    /// Disposes the outer and every inner subscription.
    @inlinable
    override func dispose() {
        super.dispose()
        outerSubscription.dispose()
        lock.lock()
        var disposal = state.disposeAll()
        lock.unlock()
        // The list is this call's alone now: the sink no longer touches it once disposed.
        disposal.subscriptions.disposeAll()
        withExtendedLifetime(disposal.dropped) {}
    }
}

/// Receives one inner sequence's events for a `MergeSink`, and is that inner sequence's
/// subscription in the sink's list of them.
@usableFromInline
final class MergeInnerObserver<SourceElement, Inner: ObservableConvertibleType>: SubscriptionHolder, EventCaseHandler {
    @usableFromInline let parent: MergeSink<SourceElement, Inner>
    // Its place in the parent's `MergeInnerList`: written under the parent's lock (or, once
    // the parent is disposed, by the disposing call alone).
    /// Whether it is in the parent's list.
    @usableFromInline @exclusivity(unchecked) var isListed = false
    /// The next observer in the list, which the list holds through this reference.
    @usableFromInline @exclusivity(unchecked) var nextListed: MergeInnerObserver?
    /// The previous observer in the list, which the list holds through its own `nextListed`;
    /// unmanaged, so following the link costs no retain and release.
    @usableFromInline @exclusivity(unchecked) var previousListed: Unmanaged<MergeInnerObserver>?
    /// The inner sequence's subscription when it comes typed as a class (`subscribeSink`):
    /// storing, taking and disposing it cost no existential copies. Set once, with the protocol
    /// of `setSubscription(_:)`, which stores any other subscription in the holder's own slot.
    @usableFromInline @exclusivity(unchecked) var innerSubscription: SubscriptionHolder?
    /// Set with `subscriptionSetBit` when the subscription is in `innerSubscription`.
    @usableFromInline static var typedSubscriptionBit: Int { firstSubclassBit }

    @inlinable
    init(parent: MergeSink<SourceElement, Inner>) {
        self.parent = parent
        super.init()
    }

    /// Stores the inner sequence's subscription; disposes it at once if this observer was
    /// disposed meanwhile. Called once.
    @inlinable
    func setInnerSubscription(_ subscription: SubscriptionHolder) {
        if holderState.load(ordering: .acquiring) & Self.disposedBit != 0 {
            subscription.dispose()
            return
        }
        innerSubscription = subscription
        let previous = holderState.bitwiseOr(Self.subscriptionSetBit | Self.typedSubscriptionBit, ordering: .acquiringAndReleasing).oldValue
        if previous & Self.disposedBit != 0 {
            innerSubscription = nil
            subscription.dispose()
        }
    }

    /// Disposes the inner sequence's subscription, once, and lets go of it.
    @inlinable
    override func dispose() {
        let previous = holderState.bitwiseOr(Self.disposedBit, ordering: .acquiringAndReleasing).oldValue
        if previous & Self.disposedBit != 0 || previous & Self.subscriptionSetBit == 0 { return }
        if previous & Self.typedSubscriptionBit != 0 {
            innerSubscription.take()?.dispose()
            return
        }
        var subscription: Disposable = NopDisposable()
        swap(&subscription, &upstreamSubscription)
        subscription.dispose()
    }

    @inlinable @inline(never)
    func onNext(_ element: Inner.Element) {
        parent.onInnerNext(element)
    }

    @inlinable @inline(never)
    func onError(_ error: Swift.Error) {
        parent.fail(error)
    }

    @inlinable @inline(never)
    func onCompleted() {
        parent.onInnerCompleted(self)
    }
}

/// The observers of a merge's subscribed inner sequences, in subscription order: a doubly linked
/// list through the observers themselves, so recording one and forgetting it cost O(1) and
/// allocate nothing. The list holds each observer strongly through the one before it.
@usableFromInline
struct MergeInnerList<SourceElement, Inner: ObservableConvertibleType> {
    @usableFromInline typealias Node = MergeInnerObserver<SourceElement, Inner>

    @usableFromInline var head: Node?
    /// The last observer, held through its predecessor (or `head`); unmanaged, like the
    /// observers' `previousListed`.
    @usableFromInline var tail: Unmanaged<Node>?

    @inlinable
    init() {}

    /// Adds `node` at the end.
    @inlinable
    mutating func append(_ node: Node) {
        node.isListed = true
        node.previousListed = tail
        let link = Unmanaged.passUnretained(node)
        if let tail {
            tail._withUnsafeGuaranteedRef { $0.nextListed = node }
        } else {
            head = node
        }
        tail = link
    }

    /// Takes `node` out; returns whether it was in the list.
    @inlinable
    mutating func remove(_ node: Node) -> Bool {
        guard node.isListed else { return false }
        node.isListed = false
        // Moved out, not copied: the list's reference to the next observer changes hands
        // without a retain.
        let next = node.nextListed.take()
        let previous = node.previousListed
        node.previousListed = nil
        if let next {
            next.previousListed = previous
        } else {
            tail = previous
        }
        if let previous {
            previous._withUnsafeGuaranteedRef { $0.nextListed = consume next }
        } else {
            head = consume next
        }
        return true
    }

    /// Empties the list, disposing every observer in order; one at a time, so a long list is
    /// not released recursively.
    @inlinable
    mutating func disposeAll() {
        var node = head
        head = nil
        tail = nil
        while let current = node {
            node = current.nextListed
            current.nextListed = nil
            current.previousListed = nil
            current.isListed = false
            current.dispose()
        }
    }
}
