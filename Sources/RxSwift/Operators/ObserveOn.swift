extension ObservableType {
    /// Delivers the events on `scheduler`, in order.
    ///
    /// Events queue up while a delivery run is pending on the scheduler; one run delivers
    /// everything queued, so the source never waits for the observer.
    @inlinable
    public func observe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        let source = asObservable()
        return ClosureProducer { observer, cancel in
            let sink = ObserveOnSink(scheduler: scheduler, observer: observer, cancel: cancel)
            let subscription = source.subscribeHandler(sink.on)
            return (sink, subscription)
        }
    }

    /// The old name of `observe(on:)`.
    @available(*, deprecated, renamed: "observe(on:)")
    @inlinable
    public func observeOn(_ scheduler: ImmediateSchedulerType) -> Observable<Element> {
        observe(on: scheduler)
    }
}

/// The sink of `observe(on:)`: the source queues events under the lock and schedules a run
/// when none is pending; the run takes events one at a time and delivers them outside the
/// lock.
@usableFromInline
final class ObserveOnSink<Element>: Sink<Element> {
    @usableFromInline let scheduler: ImmediateSchedulerType
    @usableFromInline let lock = RxLock()
    @usableFromInline var queue = Queue<Event<Element>>()
    @usableFromInline var runScheduled = false
    /// The pending run; only the source, whose events are serialized, assigns it.
    @usableFromInline let scheduledRun = SerialDisposable()

    @inlinable
    init(scheduler: ImmediateSchedulerType, observer: @escaping (Event<Element>) -> Void, cancel: Cancelable) {
        self.scheduler = scheduler
        super.init(observer: observer, cancel: cancel)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        let mustSchedule = lock.withLock { () -> Bool in
            queue.enqueue(event)
            if runScheduled { return false }
            runScheduled = true
            return true
        }
        if mustSchedule {
            scheduledRun.disposable = scheduler.schedule(self) { sink in
                sink.deliverQueued()
                return Disposables.create()
            }
        }
    }

    /// Delivers queued events until the queue is empty or the sink is disposed.
    @usableFromInline
    func deliverQueued() {
        while true {
            let next = lock.withLock { () -> Event<Element>? in
                if isDisposed {
                    queue.removeAll()
                }
                guard let event = queue.dequeue() else {
                    runScheduled = false
                    return nil
                }
                return event
            }
            guard let event = next else { return }
            forwardOn(event)
            if event.isStopEvent {
                dispose()
                return
            }
        }
    }

    @inlinable
    override func dispose() {
        super.dispose()
        scheduledRun.dispose()
    }
}
