extension ObservableType {
    /// Delivers the events on `scheduler`, in order.
    ///
    /// Events queue up while a delivery run is pending on the scheduler; one run delivers
    /// everything queued, so the source never waits for the observer. On a virtual-time
    /// scheduler (`TestScheduler`) each event is its own scheduled step, one tick after the
    /// previous one, as in RxSwift.
    @inlinable
    public func observe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        let source = asObservable()
        return ClosureProducer { observer in
            let sink = ObserveOnSink(scheduler: scheduler, observer: observer)
            sink.setSubscription(source.subscribeHandler(sink.on))
            return sink
        }
    }

    /// The old name of `observe(on:)`.
    @available(*, deprecated, renamed: "observe(on:)")
    @inlinable
    public func observeOn(_ scheduler: ImmediateSchedulerType) -> Observable<Element> {
        observe(on: scheduler)
    }
}

/// The sink of `observe(on:)`: the source appends events to a buffer under the lock and
/// schedules a run when none is pending; the run swaps the whole buffer out under the lock and
/// delivers the batch outside it, until it finds the buffer empty.
@usableFromInline
final class ObserveOnSink<Element>: Sink<Element>, WholeEventHandler {
    @usableFromInline typealias ObservedElement = Element

    @usableFromInline let scheduler: ImmediateSchedulerType
    @usableFromInline let lock = RxLock()
    // The two vars below are read and written only under `lock`; the runtime exclusivity
    // checks would only slow the per-element path.
    /// Events received and not yet taken by a run.
    @usableFromInline @exclusivity(unchecked) var buffer = ContiguousArray<Event<Element>>()
    /// Whether a run is scheduled or running; cleared by the run that finds nothing to deliver.
    @usableFromInline @exclusivity(unchecked) var runScheduled = false
    /// The storage of the last run's batch, kept for the next run so that a steady stream of
    /// runs of one event each does not allocate a buffer per event. Only the run in progress
    /// touches it; the run hands it back under `lock`, before clearing `runScheduled`.
    @usableFromInline @exclusivity(unchecked) var spareBatch = ContiguousArray<Event<Element>>()
    /// The pending run; assigned by whoever set `runScheduled`: the source, whose events are
    /// serialized, or a one-event step that found more events waiting.
    @usableFromInline let scheduledRun = SerialDisposable()
    /// Whether each run delivers a single event (see `VirtualStepScheduler`).
    @usableFromInline let deliversOneEventPerRun: Bool
    /// `scheduler`, when it is the main scheduler: an event that can be delivered at once on
    /// the main thread then is, without being buffered and scheduled.
    @usableFromInline let mainScheduler: MainScheduler?

    @inlinable
    init(scheduler: ImmediateSchedulerType, observer: @escaping (Event<Element>) -> Void) {
        self.scheduler = scheduler
        deliversOneEventPerRun = deliversOneEventPerStep(on: scheduler)
        mainScheduler = scheduler as? MainScheduler
        super.init(observer: observer)
    }

    /// Buffers `event` and schedules a delivery run unless one is scheduled already. On the main
    /// scheduler, an event that arrives on the main thread with no run pending and nothing
    /// queued on the scheduler is delivered at once, without a buffer or a scheduled run.
    @inlinable
    func receive(_ event: Event<Element>) {
        if let mainScheduler, mainScheduler.claimImmediateRun() {
            lock.lock()
            let deliversNow = !runScheduled
            if deliversNow {
                runScheduled = true
            } else {
                buffer.append(event)
            }
            lock.unlock()
            if deliversNow {
                forwardOn(event)
                if event.isStopEvent {
                    dispose()
                } else {
                    endImmediateDelivery()
                }
            }
            mainScheduler.endImmediateRun()
            return
        }
        lock.lock()
        buffer.append(event)
        let mustSchedule = !runScheduled
        runScheduled = true
        lock.unlock()
        if mustSchedule {
            scheduleRun()
        }
    }

    /// Ends the delivery of an event delivered at once: clears `runScheduled` when nothing
    /// arrived meanwhile (the usual case, without the batch swaps of a run), and otherwise
    /// delivers what did as a run.
    @inlinable
    func endImmediateDelivery() {
        lock.lock()
        let nothingArrived = buffer.isEmpty
        if nothingArrived {
            runScheduled = false
        }
        lock.unlock()
        if !nothingArrived {
            deliverBuffered()
        }
    }

    /// Schedules the next delivery run.
    @inlinable
    func scheduleRun() {
        scheduledRun.disposable = scheduler.schedule(self) { sink in
            if sink.deliversOneEventPerRun {
                sink.deliverOneBuffered()
            } else {
                sink.deliverBuffered()
            }
            return Disposables.create()
        }
    }

    /// Delivers the oldest buffered event and schedules another run if more are waiting.
    @usableFromInline
    func deliverOneBuffered() {
        lock.lock()
        if buffer.isEmpty || isDisposed {
            runScheduled = false
            lock.unlock()
            return
        }
        let event = buffer.removeFirst()
        lock.unlock()
        forwardOn(event)
        if event.isStopEvent {
            dispose()
            return
        }
        lock.lock()
        let hasMore = !buffer.isEmpty && !isDisposed
        if !hasMore {
            runScheduled = false
        }
        lock.unlock()
        if hasMore {
            scheduleRun()
        }
    }

    /// Delivers buffered events, one batch per lock round trip, until the buffer is empty or
    /// the sink is disposed. The batch array is reused from round to round and from run to run
    /// (`spareBatch`), so a steady stream allocates no storage.
    @inlinable
    func deliverBuffered() {
        var batch = ContiguousArray<Event<Element>>()
        swap(&batch, &spareBatch)
        while true {
            lock.lock()
            swap(&batch, &buffer)
            let isEnded = isDisposed
            if batch.isEmpty || isEnded {
                if !isEnded {
                    swap(&batch, &spareBatch)
                }
                runScheduled = false
                lock.unlock()
                // Dropped events are released outside the lock: releasing may run deinits.
                return
            }
            lock.unlock()
            for event in batch {
                forwardOn(event)
                if event.isStopEvent {
                    dispose()
                    return
                }
            }
            batch.removeAll(keepingCapacity: true)
        }
    }

    @inlinable
    override func dispose() {
        super.dispose()
        scheduledRun.dispose()
    }
}
