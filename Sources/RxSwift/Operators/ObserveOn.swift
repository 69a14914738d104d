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

    /// Delivers the events on the main thread, in order, as a `MainThreadObservable`: in Swift 6
    /// language mode, the subscriptions and thread-keeping operators after it take main-actor
    /// closures. On the main thread with nothing waiting, an event is delivered at once.
    // No Swift 5 form: Swift 5 mode code calls the general `observe(on:)`, as it always did.
    @available(swift, introduced: 6)
    @preconcurrency
    @inlinable
    public func observe(on scheduler: MainScheduler) -> MainThreadObservable<Element> {
        MainThreadObservable(mainThreadSource: observe(on: scheduler as ImmediateSchedulerType))
    }

    /// The old name of `observe(on:)`.
    @available(*, deprecated, renamed: "observe(on:)")
    @inlinable
    public func observeOn(_ scheduler: ImmediateSchedulerType) -> Observable<Element> {
        observe(on: scheduler)
    }
}

/// The sink of `observe(on:)`: the source's events wait in its `ObserveOnStateMachine`, and a
/// run scheduled on the scheduler takes them out under the lock and delivers them outside it, a
/// batch at a time, until it finds none left. On the main scheduler, an event that arrives on the
/// main thread with nothing waiting is delivered at once, without the lock (see the machine's
/// `runState`).
@usableFromInline
final class ObserveOnSink<Element>: Sink<Element>, WholeEventHandler, @unchecked Sendable {
    @usableFromInline typealias ObservedElement = Element
    @usableFromInline typealias Machine = ObserveOnStateMachine<Element>

    @usableFromInline let scheduler: ImmediateSchedulerType
    @usableFromInline let lock = RxLock()
    /// Read and written only under `lock`.
    @usableFromInline @exclusivity(unchecked) var machine: Machine
    /// `Machine.runningBit` and `Machine.pendingBit`; 0 when no run is scheduled or running,
    /// and then nothing waits. Changed under `lock` by the machine, and without it by an event
    /// delivered at once (`Machine.claimIdleRun`, `Machine.giveBackIdleRun`).
    @usableFromInline let runState = Atomic<Int>(0)
    /// The pending run; installed by whoever took the running bit for it: the source, or a
    /// one-event step that found more events waiting, each reserving its generation under `lock`.
    @usableFromInline let scheduledRun = OrderedDisposableSlot()
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
        machine = Machine(runStateChangesWithoutLock: mainScheduler != nil)
        super.init(observer: observer)
    }

    /// Buffers `event` and schedules a delivery run unless one is scheduled already. On the main
    /// scheduler, an event that arrives on the main thread with no run pending and nothing
    /// queued on the scheduler is delivered at once, without a buffer or a scheduled run.
    @inlinable
    func receive(_ event: Event<Element>) {
        if let mainScheduler, mainScheduler.claimImmediateRun() {
            if Machine.claimIdleRun(runState) {
                forwardOn(event)
                if event.isStopEvent {
                    dispose()
                } else if !Machine.giveBackIdleRun(runState) {
                    // Events were buffered meanwhile: this delivery goes on as a run.
                    deliverBuffered()
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

    /// Buffers `event`, scheduling a run unless one holds the running bit.
    @inlinable
    func bufferEvent(_ event: Event<Element>) {
        // A plain lock and unlock rather than `withLock`: its closure was not inlined here.
        lock.lock()
        let run = machine.receive(event, runState: runState) == .scheduleRun ? scheduledRun.reserve() : nil
        lock.unlock()
        if let run {
            scheduleRun(as: run)
        }
    }

    /// Schedules the next delivery run, which `generation` decided.
    @inlinable
    func scheduleRun(as generation: OrderedDisposableSlot.Generation) {
        scheduledRun.install(scheduler.schedule(self) { sink in
            if sink.deliversOneEventPerRun {
                sink.deliverOneBuffered()
            } else {
                sink.deliverBuffered()
            }
            return Disposables.create()
        }, for: generation)
    }

    /// Delivers the oldest buffered event and schedules another run if more are waiting.
    @usableFromInline
    func deliverOneBuffered() {
        guard case .deliver(let event) = lock.withLock({ machine.takeOne(runState: runState) }) else {
            return
        }
        forwardOn(event)
        if event.isStopEvent {
            dispose()
        } else if let run = lock.withLock({ machine.deliveredOne(runState: runState) == .scheduleRun ? scheduledRun.reserve() : nil }) {
            scheduleRun(as: run)
        }
    }

    /// Delivers buffered events, one batch per lock round trip, until none is left or the sink
    /// is disposed. The batch's storage is reused from round to round and from run to run, so a
    /// steady stream allocates no storage.
    @inlinable
    func deliverBuffered() {
        var batch = ContiguousArray<Event<Element>>()
        while true {
            lock.lock()
            let action = machine.takeBatch(&batch, runState: runState)
            lock.unlock()
            guard action == .deliver else { return }
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
        // The events still waiting are released with the action, after unlocking.
        _ = lock.withLock { machine.dispose() }
        super.dispose()
        scheduledRun.dispose()
    }
}
