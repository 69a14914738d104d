import Dispatch
import Foundation

extension ObservableType {
    /// Shifts every element and the completion later by `dueTime`, delivering them on
    /// `scheduler`. An error is delivered at once, dropping what is still waiting. On a
    /// virtual-time scheduler (`TestScheduler`) each event is its own scheduled step, so events
    /// due at the same time arrive one tick apart, as in RxSwift.
    @inlinable
    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        let source = asObservable()
        return ClosureProducer { observer in
            let sink = DelaySink(dueTime: dueTime, scheduler: scheduler, observer: observer)
            sink.setSubscription(source.subscribeHandler(sink.on))
            return sink
        }
    }
}

/// The sink of `delay`: its `DelayStateMachine` queues each event with its due time under the
/// lock; one scheduled drain at a time delivers the events that are due and reschedules itself
/// for the next one.
@usableFromInline
final class DelaySink<Element>: EventSerializingSink<Element>, @unchecked Sendable {
    @usableFromInline let dueTime: RxTimeInterval
    @usableFromInline let scheduler: SchedulerType
    /// Read and written only under `lock`.
    @usableFromInline @exclusivity(unchecked) var machine = DelayStateMachine<Element>()
    /// Whether each drain delivers a single event (see `VirtualStepScheduler`).
    @usableFromInline let deliversOneEventPerDrain: Bool
    /// The scheduled drain: the source and the drain itself each decide the next one, under the
    /// lock, on their own threads.
    @usableFromInline let drain = OrderedDisposableSlot()

    @inlinable
    init(dueTime: RxTimeInterval, scheduler: SchedulerType, observer: @escaping (Event<Element>) -> Void) {
        self.dueTime = dueTime
        self.scheduler = scheduler
        deliversOneEventPerDrain = deliversOneEventPerStep(on: scheduler)
        super.init(observer: observer)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .error:
            let released = update { enqueue -> DelayStateMachine<Element>.FailAction in
                let action = machine.sourceFailed()
                if case .forward = action {
                    enqueue(event)
                }
                return action
            }
            withExtendedLifetime(released) {}
        case .next, .completed:
            let due = scheduler.now.addingDispatchInterval(dueTime)
            lock.lock()
            let drainGeneration = machine.sourceEvent(event, due: due) == .scheduleDrain ? drain.reserve() : nil
            lock.unlock()
            if let drainGeneration {
                scheduleDrain(after: dueTime, as: drainGeneration)
            }
        }
    }

    /// Schedules the one drain, which `generation` decided.
    @usableFromInline
    func scheduleDrain(after interval: RxTimeInterval, as generation: OrderedDisposableSlot.Generation) {
        drain.install(scheduler.scheduleRelative(self, dueTime: interval) { sink in
            sink.drainDueEvents()
            return Disposables.create()
        }, for: generation)
    }

    /// Delivers every event that is due (one per drain on a virtual-time scheduler); reschedules
    /// itself for the next waiting event.
    @usableFromInline
    func drainDueEvents() {
        let now = scheduler.now
        let nextDrain = update { enqueue -> (due: RxTime, generation: OrderedDisposableSlot.Generation)? in
            while let event = machine.takeDue(at: now) {
                enqueue(event)
                if deliversOneEventPerDrain { break }
            }
            guard case .scheduleDrain(let due) = machine.drainTaken() else { return nil }
            return (due, drain.reserve())
        }
        if let nextDrain {
            let remaining = nextDrain.due.timeIntervalSince(scheduler.now)
            scheduleDrain(after: .nanoseconds(Swift.max(0, Int(remaining * 1_000_000_000))), as: nextDrain.generation)
        }
    }

    /// Stops the machine, releases the waiting events after unlocking and cancels the drain.
    @inlinable
    override func dispose() {
        let released = lock.withLock { machine.dispose() }
        withExtendedLifetime(released) {}
        drain.dispose()
        super.dispose()
    }
}
