extension EventSerializingSink {
    /// Runs `change` under the lock; `change` may queue any number of downstream events
    /// with the `enqueue` function it receives. After unlocking, the queued events are
    /// delivered in order, unless another delivery is in progress (which delivers them).
    /// Returns what `change` returned. `change` must not call user code.
    @inlinable
    func update<Result>(_ change: (_ enqueue: (Event<Output>) -> Void) -> Result) -> Result {
        lock.lock()
        var mustDrain = false
        let result = change { event in
            if enqueueLocked(event) {
                mustDrain = true
            }
        }
        lock.unlock()
        if mustDrain {
            drainEvents()
        }
        return result
    }
}
