import Synchronization

extension ObservableType {
    /// Creates a sequence from a subscribe closure: for every subscriber, `subscribe` is called
    /// with an observer; the disposable it returns is disposed when the subscription ends.
    @inlinable
    public static func create(_ subscribe: @escaping (AnyObserver<Element>) -> Disposable) -> Observable<Element> {
        ClosureProducer { observer in
            let sink = AnonymousObservableSink(observer: observer)
            sink.setSubscription(subscribe(AnyObserver(eventHandler: sink.on)))
            return sink
        }
    }
}

/// The sink of `create`: enforces the grammar on what the user's closure sends, and in debug
/// builds warns when events arrive reentrantly or from two threads at once.
@usableFromInline
final class AnonymousObservableSink<Element>: Sink<Element> {
    @usableFromInline let stopped = Atomic<Bool>(false)
    #if DEBUG
    @usableFromInline let tracker = SynchronizationTracker()
    #endif

    @inlinable
    override init(observer: @escaping (Event<Element>) -> Void) {
        super.init(observer: observer)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        #if DEBUG
        tracker.register(operator: "Observable.create")
        defer { tracker.unregister() }
        #endif
        switch event {
        case .next:
            if stopped.load(ordering: .relaxed) { return }
            forwardOn(event)
        case .error, .completed:
            if stopped.exchange(true, ordering: .acquiringAndReleasing) { return }
            forwardOn(event)
            dispose()
        }
    }
}
