import Synchronization

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
///
/// Whether a run is scheduled or in progress is an atomic word (`runState`) rather than a field
/// under the lock, so that an event delivered at once on the main thread, the common case of a
/// UI binding, takes the run with one compare-and-swap and gives it back with another, without
/// the lock: two atomic operations an event instead of two lock round trips (four).
@usableFromInline
final class ObserveOnSink<Element>: Sink<Element>, WholeEventHandler, @unchecked Sendable {
    @usableFromInline typealias ObservedElement = Element

    /// `runState`: a run is scheduled or in progress; only its holder delivers.
    @inlinable static var runningBit: Int { 1 }
    /// `runState`: an event was buffered since the running bit was taken. Set with the running
    /// bit, under `lock`, by whoever buffers an event; the bits are cleared together.
    @inlinable static var pendingBit: Int { 2 }

    @usableFromInline let scheduler: ImmediateSchedulerType
    @usableFromInline let lock = RxLock()
    // The two vars below are read and written only under `lock` (`spareBatch`: only by the
    // holder of the run); the runtime exclusivity checks would only slow the per-element path.
    /// Events received and not yet taken by a run.
    @usableFromInline @exclusivity(unchecked) var buffer = ContiguousArray<Event<Element>>()
    /// `runningBit` and `pendingBit`; 0 when no run is scheduled or running, and then the
    /// buffer is empty. Cleared (stored as 0, under `lock`) by the run that finds nothing left to
    /// deliver.
    @usableFromInline let runState = Atomic<Int>(0)
    /// The storage of the last run's batch, kept for the next run so that a steady stream of
    /// runs of one event each does not allocate a buffer per event. Only the run in progress
    /// touches it; the run hands it back under `lock`, before clearing `runState`.
    @usableFromInline @exclusivity(unchecked) var spareBatch = ContiguousArray<Event<Element>>()
    /// The pending run; assigned by whoever took the running bit for it: the source, whose
    /// events are serialized, or a one-event step that found more events waiting.
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
            if runState.compareExchange(expected: 0, desired: Self.runningBit, ordering: .acquiring).exchanged {
                forwardOn(event)
                if event.isStopEvent {
                    dispose()
                } else {
                    endImmediateDelivery()
                }
            } else {
                // A run is scheduled or running: the event waits behind the ones it holds.
                bufferEvent(event)
            }
            mainScheduler.endImmediateRun()
            return
        }
        bufferEvent(event)
    }

    /// Appends `event` to the buffer and schedules a run unless one holds the running bit.
    @inlinable
    func bufferEvent(_ event: Event<Element>) {
        lock.lock()
        buffer.append(event)
        let bits = Self.runningBit | Self.pendingBit
        let previous: Int
        if mainScheduler == nil {
            // Without immediate deliveries every change of the word is made under the lock: a
            // plain load and store, no read-modify-write.
            previous = runState.load(ordering: .relaxed)
            runState.store(previous | bits, ordering: .relaxed)
        } else {
            previous = runState.bitwiseOr(bits, ordering: .acquiringAndReleasing).oldValue
        }
        lock.unlock()
        if previous & Self.runningBit == 0 {
            scheduleRun()
        }
    }

    /// Ends the delivery of an event delivered at once: gives the run back with one
    /// compare-and-swap when nothing was buffered meanwhile (the usual case), and otherwise
    /// delivers what was as a run.
    @inlinable
    func endImmediateDelivery() {
        if !runState.compareExchange(expected: Self.runningBit, desired: 0, ordering: .releasing).exchanged {
            deliverBuffered()
        }
    }

    /// Ends the run, with `lock` held and the buffer empty or the sink disposed.
    @inlinable
    func endRunLocked() {
        runState.store(0, ordering: .releasing)
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
            endRunLocked()
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
            endRunLocked()
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
                endRunLocked()
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
