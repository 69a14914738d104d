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
            sink.run(source, on: scheduler)
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
    /// The scheduled subscription, then the source subscription; the scheduled action may run
    /// on another thread before `schedule` returns, and its subscription is the later decision.
    @usableFromInline let subscription = OrderedDisposableSlot()

    @inlinable
    override init(observer: @escaping (Event<Element>) -> Void) {
        super.init(observer: observer)
    }

    /// Subscribes to `source` on `scheduler`.
    @inlinable
    func run<Source: ObservableType>(_ source: Source, on scheduler: ImmediateSchedulerType) where Source.Element == Element {
        let scheduling = subscription.reserve()
        subscription.install(scheduler.schedule(self) { sink in
            let subscribing = sink.subscription.reserve()
            let sourceSubscription = source.subscribeDirectly(sink.on)
            sink.subscription.install(ScheduledDisposable(scheduler: scheduler, disposable: sourceSubscription), for: subscribing)
            return Disposables.create()
        }, for: scheduling)
        setSubscription(subscription)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        forwardOn(event)
        if event.isStopEvent {
            dispose()
        }
    }
}
