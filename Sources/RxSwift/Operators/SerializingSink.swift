/// The base of the sinks that merge several sources into one sequence: it delivers downstream
/// one item at a time without holding a lock while delivering.
///
/// A subclass decides what to emit under `lock` and hands each item to `enqueueLocked(_:)`.
/// The thread that finds no delivery in progress becomes the deliverer: after unlocking it calls
/// `drain()`, which delivers queued items in a loop until the queue is empty. Any other thread
/// (or the deliverer itself, re-entering from inside the downstream observer) only queues its
/// items, so downstream events never overlap and never nest.
@usableFromInline
class SerializingSink<Item, Output>: Sink<Output> {
    /// Guards the subclass's state and the delivery queue; never held while calling user code.
    @usableFromInline let lock = RxLock()
    @usableFromInline var pendingItems = Queue<Item>()
    @usableFromInline var isDelivering = false

    @inlinable
    override init(observer: @escaping (Event<Output>) -> Void, cancel: Cancelable) {
        super.init(observer: observer, cancel: cancel)
    }

    /// Queues `item`; call with `lock` held. Returns `true` when the caller became the
    /// deliverer and must call `drain()` once it has unlocked.
    @inlinable
    final func enqueueLocked(_ item: Item) -> Bool {
        pendingItems.enqueue(item)
        if isDelivering { return false }
        isDelivering = true
        return true
    }

    /// Delivers queued items until none is left; called without the lock by the deliverer.
    @inlinable
    final func drain() {
        while true {
            lock.lock()
            guard let item = pendingItems.dequeue() else {
                isDelivering = false
                lock.unlock()
                return
            }
            lock.unlock()
            deliver(item)
        }
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

    /// Delivers one item downstream. Runs on one thread at a time, with no lock held.
    @inlinable
    func deliver(_ item: Item) {
        rxAbstractMethod("SerializingSink.deliver")
    }
}

/// A serializing sink whose queued items are the downstream events themselves.
@usableFromInline
class EventSerializingSink<Output>: SerializingSink<Event<Output>, Output> {
    @inlinable
    override init(observer: @escaping (Event<Output>) -> Void, cancel: Cancelable) {
        super.init(observer: observer, cancel: cancel)
    }

    /// Runs `decide` under the lock and delivers the event it returns, if any, serialized with
    /// the sink's other events. `decide` must not call user code.
    @inlinable
    final func emit(_ decide: () -> Event<Output>?) {
        lock.lock()
        let mustDrain = decide().map { enqueueLocked($0) } ?? false
        lock.unlock()
        if mustDrain { drain() }
    }

    /// Forwards `event`; disposes the sink after a terminal event.
    @inlinable
    override final func deliver(_ event: Event<Output>) {
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
class ResultSelectingSink<Snapshot, Output>: SerializingSink<Event<Snapshot>, Output> {
    @usableFromInline let resultSelector: (Snapshot) throws -> Output

    @inlinable
    init(resultSelector: @escaping (Snapshot) throws -> Output, observer: @escaping (Event<Output>) -> Void, cancel: Cancelable) {
        self.resultSelector = resultSelector
        super.init(observer: observer, cancel: cancel)
    }

    /// Forwards the selector's result for a snapshot, or the terminal event; an error thrown
    /// by the selector ends the sequence with that error.
    @inlinable
    override final func deliver(_ item: Event<Snapshot>) {
        switch item {
        case .next(let snapshot):
            if isDisposed { return }
            let result: Output
            do {
                result = try resultSelector(snapshot)
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
}
