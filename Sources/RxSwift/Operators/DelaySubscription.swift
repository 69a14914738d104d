extension ObservableType {
    /// Subscribes to the source `dueTime` after the subscription, on `scheduler`; the events
    /// themselves are not shifted.
    @inlinable
    public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        let source = asObservable()
        return ClosureProducer { observer in
            let sink = DelaySubscriptionSink(observer: observer)
            let subscription = scheduler.scheduleRelative(sink, dueTime: dueTime) { sink in
                source.subscribeHandler(sink.on)
            }
            sink.setSubscription(subscription)
            return sink
        }
    }
}

/// The sink of `delaySubscription`: forwards the source's events once it is subscribed.
@usableFromInline
final class DelaySubscriptionSink<Element>: Sink<Element>, @unchecked Sendable {
    @inlinable
    override init(observer: @escaping (Event<Element>) -> Void) {
        super.init(observer: observer)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        forwardOn(event)
        if event.isStopEvent {
            dispose()
        }
    }
}
