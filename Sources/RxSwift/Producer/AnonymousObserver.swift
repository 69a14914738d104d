import Synchronization

/// The observer behind `subscribe(onNext:...)`: calls its handler and lets through at most one
/// terminal event, nothing after it.
@usableFromInline
final class AnonymousObserver<Element>: ObserverType {
    @usableFromInline let eventHandler: (Event<Element>) -> Void
    @usableFromInline let stopped = Atomic<Bool>(false)

    @inlinable
    init(_ eventHandler: @escaping (Event<Element>) -> Void) {
        self.eventHandler = eventHandler
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    /// Delivers `event` unless a terminal event was delivered before.
    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            if stopped.load(ordering: .relaxed) { return }
            eventHandler(event)
        case .error, .completed:
            if stopped.exchange(true, ordering: .acquiringAndReleasing) { return }
            eventHandler(event)
        }
    }
}
