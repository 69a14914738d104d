import Synchronization

/// The base of every operator's per-subscription state: it forwards events to the downstream
/// observer while it is not disposed.
///
/// The downstream observer is a closure, so a sink built in specialised code forwards an element
/// with one indirect call and no generic-metadata lookup.
@usableFromInline
class Sink<Element>: Disposable {
    @usableFromInline let observer: (Event<Element>) -> Void
    @usableFromInline let cancel: Cancelable
    @usableFromInline let disposed = Atomic<Bool>(false)

    @inlinable
    init(observer: @escaping (Event<Element>) -> Void, cancel: Cancelable) {
        self.observer = observer
        self.cancel = cancel
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    /// Forwards `event` downstream unless the sink was disposed.
    @inlinable
    final func forwardOn(_ event: Event<Element>) {
        if disposed.load(ordering: .relaxed) { return }
        observer(event)
    }

    /// Whether the sink was disposed.
    @inlinable
    final var isDisposed: Bool {
        disposed.load(ordering: .relaxed)
    }

    /// Marks the sink disposed and cancels the subscription that owns it.
    /// Subclasses that hold inner subscriptions override this and call `super.dispose()`.
    @inlinable
    func dispose() {
        disposed.store(true, ordering: .relaxed)
        cancel.dispose()
    }
}
