extension ObservableType {
    /// Forwards the sequence for `duration` after subscription, measured on `scheduler`, then
    /// completes (unless the sequence terminated before).
    @inlinable
    public func take(for duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        let source = asObservable()
        return ClosureProducer { observer in
            let sink = TakeForDurationSink(observer: observer)
            let timer = scheduler.scheduleRelative(sink, dueTime: duration) { sink in
                sink.emit { sink.pass(.completed) }
                return Disposables.create()
            }
            let subscription = source.subscribeHandler(sink.on)
            sink.setSubscription(Disposables.create(timer, subscription))
            return sink
        }
    }

    /// Forwards the sequence for `duration` after subscription, then completes.
    @available(*, deprecated, renamed: "take(for:scheduler:)")
    @inlinable
    public func take(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        take(for: duration, scheduler: scheduler)
    }
}

/// The sink of `take(for:scheduler:)`: the source's events and the timer's completion reach
/// the observer one at a time, and nothing follows the first terminal event.
@usableFromInline
final class TakeForDurationSink<Element>: EventSerializingSink<Element>, @unchecked Sendable {
    // Read and written only under `lock`.
    @usableFromInline @exclusivity(unchecked) var isStopped = false

    @inlinable
    override init(observer: @escaping (Event<Element>) -> Void) {
        super.init(observer: observer)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        emit { pass(event) }
    }

    /// Lets `event` through unless a terminal event went first; call under the lock.
    @inlinable
    func pass(_ event: Event<Element>) -> Event<Element>? {
        if isStopped { return nil }
        if event.isStopEvent {
            isStopped = true
        }
        return event
    }
}
