extension ObservableType {
    /// Subscribes to the source on `scheduler`, and disposes the source subscription on
    /// `scheduler` too, whether the subscription is disposed or the source ended (on a
    /// `TestScheduler` the source's subscription ends one tick later, as in RxSwift). Where the
    /// events are delivered is up to the source; use `observe(on:)` to choose that.
    @inlinable
    public func subscribe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        let source = self
        return ClosureProducer { observer in
            let sink = SubscribeOnSink(observer: observer)
            let subscription = SerialDisposable()
            let scheduled = SingleAssignmentDisposable()
            subscription.disposable = scheduled
            scheduled.setDisposable(scheduler.schedule(sink) { sink in
                let sourceSubscription = source.subscribeDirectly(sink.on)
                subscription.disposable = ScheduledDisposable(scheduler: scheduler, disposable: sourceSubscription)
                return Disposables.create()
            })
            sink.setSubscription(subscription)
            return sink
        }
    }

    /// The old name of `subscribe(on:)`.
    @available(*, deprecated, renamed: "subscribe(on:)")
    @inlinable
    public func subscribeOn(_ scheduler: ImmediateSchedulerType) -> Observable<Element> {
        subscribe(on: scheduler)
    }
}

/// The sink of `subscribe(on:)`: forwards the source's events.
@usableFromInline
final class SubscribeOnSink<Element>: Sink<Element>, @unchecked Sendable {
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
