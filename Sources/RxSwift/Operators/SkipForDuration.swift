import Synchronization

extension ObservableType {
    /// Drops the elements sent during the first `duration` after subscription, measured on
    /// `scheduler`, and forwards the rest. Terminal events are forwarded at any time.
    @inlinable
    public func skip(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        let source = asObservable()
        return ClosureProducer { observer in
            let sink = SkipForDurationSink(observer: observer)
            let timer = scheduler.scheduleRelative(sink, dueTime: duration) { sink in
                sink.isOpen.store(true, ordering: .releasing)
                return Disposables.create()
            }
            let subscription = source.subscribeHandler(sink.on)
            sink.setSubscription(Disposables.create(timer, subscription))
            return sink
        }
    }
}

/// The sink of `skip(_:scheduler:)`: elements pass once the timer has opened it.
@usableFromInline
final class SkipForDurationSink<Element>: Sink<Element>, @unchecked Sendable {
    @usableFromInline let isOpen = Atomic<Bool>(false)

    @inlinable
    override init(observer: @escaping (Event<Element>) -> Void) {
        super.init(observer: observer)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            if isOpen.load(ordering: .acquiring) {
                forwardOn(event)
            }
        case .error, .completed:
            forwardOn(event)
            dispose()
        }
    }
}
