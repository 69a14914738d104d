import Synchronization

extension ObservableType {
    /// Creates a sequence from a subscribe closure: for every subscriber, `subscribe` is called
    /// with an observer; the disposable it returns is disposed when the subscription ends.
    @inlinable
    @available(swift, introduced: 6)
    @preconcurrency
    public static func create(_ subscribe: @escaping @Sendable (AnyObserver<Element>) -> Disposable) -> Observable<Element> {
        // Swift 5 form: this body, with plain closures.
        ClosureProducer { observer in
            let sink = AnonymousObservableSink(observer: observer)
            sink.setSubscription(subscribe(AnyObserver.sinkObserver(sink.on)))
            return sink
        }
    }
}

/// The sink of `create`: enforces the grammar on what the user's closure sends, and in debug
/// builds warns when events arrive reentrantly or from two threads at once.
@usableFromInline
final class AnonymousObservableSink<Element>: Sink<Element>, EventCaseHandler, @unchecked Sendable {
    @usableFromInline let stopped = Atomic<Bool>(false)
    #if DEBUG
    @usableFromInline let tracker = SynchronizationTracker()
    #endif

    @inlinable
    override init(observer: @escaping (Event<Element>) -> Void) {
        super.init(observer: observer)
    }

    @inlinable @inline(never)
    func onNext(_ element: Element) {
        #if DEBUG
        tracker.register(operator: "Observable.create")
        defer { tracker.unregister() }
        #endif
        if stopped.load(ordering: .relaxed) { return }
        forwardOn(.next(element))
    }

    @inlinable @inline(never)
    func onError(_ error: Swift.Error) {
        end(with: .error(error))
    }

    @inlinable @inline(never)
    func onCompleted() {
        end(with: .completed)
    }

    /// Forwards the first terminal event the closure sends, and ends the subscription.
    @inlinable
    func end(with event: Event<Element>) {
        #if DEBUG
        tracker.register(operator: "Observable.create")
        defer { tracker.unregister() }
        #endif
        if stopped.exchange(true, ordering: .acquiringAndReleasing) { return }
        forwardOn(event)
        dispose()
    }
}
