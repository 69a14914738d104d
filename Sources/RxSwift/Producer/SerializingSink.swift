/// A sink whose events come from more than one thread (the source and a scheduler's timer):
/// it keeps its state under one lock and delivers what the state decided in order, one
/// delivery at a time, never holding the lock while delivering.
///
/// Subclasses call `update(_:)` with a closure that changes the state and queues outgoing
/// events with `emit(_:)`; `update` then delivers the queued events after unlocking. A thread
/// that finds another one delivering leaves its events to it, so delivery is serialized and a
/// reentrant call does not grow the stack.
@usableFromInline
class SerializingSink<Element>: Sink<Element> {
    @usableFromInline let lock = RxLock()
    @usableFromInline var outbox = Queue<Event<Element>>()
    @usableFromInline var delivering = false

    @inlinable
    override init(observer: @escaping (Event<Element>) -> Void, cancel: Cancelable) {
        super.init(observer: observer, cancel: cancel)
    }

    /// Queues `event` for delivery. Call only inside an `update` closure.
    @inlinable
    final func emit(_ event: Event<Element>) {
        outbox.enqueue(event)
    }

    /// Runs `change` under the lock, then delivers every queued event, unless another thread
    /// is already delivering (it will deliver them). Returns what `change` returned.
    ///
    /// `change` must not call user code or forward events itself.
    @inlinable
    @discardableResult
    final func update<Result>(_ change: () -> Result) -> Result {
        lock.lock()
        let result = change()
        if delivering || outbox.isEmpty {
            lock.unlock()
            return result
        }
        delivering = true
        while let event = outbox.dequeue() {
            lock.unlock()
            forwardOn(event)
            if event.isStopEvent {
                dispose()
            }
            lock.lock()
        }
        delivering = false
        lock.unlock()
        return result
    }
}
