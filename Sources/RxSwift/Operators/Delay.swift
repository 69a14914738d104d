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

/// The state of `delay`: the events waiting for their time, and whether a drain is scheduled.
@usableFromInline
struct DelayState<Element> {
    @usableFromInline var waiting = Queue<(due: RxTime, event: Event<Element>)>()
    @usableFromInline var drainScheduled = false
    @usableFromInline var drainGeneration: UInt64 = 0
    @usableFromInline var drain: Disposable?
    @usableFromInline var disposed = false

    @inlinable
    init() {}
}

/// The sink of `delay`: queues each event with its due time; one scheduled drain at a time
/// delivers the events that are due and reschedules itself for the next one.
@usableFromInline
final class DelaySink<Element>: EventSerializingSink<Element>, @unchecked Sendable {
    @usableFromInline let dueTime: RxTimeInterval
    @usableFromInline let scheduler: SchedulerType
    @usableFromInline @exclusivity(unchecked) var state = DelayState<Element>()
    /// Whether each drain delivers a single event (see `VirtualStepScheduler`).
    @usableFromInline let deliversOneEventPerDrain: Bool

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
            update { enqueue in
                state.waiting.removeAll()
                enqueue(event)
            }
        case .next, .completed:
            let due = scheduler.now.addingDispatchInterval(dueTime)
            let mustSchedule = update { enqueue -> Bool in
                state.waiting.enqueue((due, event))
                if state.drainScheduled || state.disposed { return false }
                state.drainScheduled = true
                return true
            }
            if mustSchedule {
                scheduleDrain(after: dueTime)
            }
        }
    }

    /// Schedules the one drain; keeps its handle unless a later drain replaced it already.
    @usableFromInline
    func scheduleDrain(after interval: RxTimeInterval) {
        let generation = lock.withLock { () -> UInt64 in
            state.drainGeneration &+= 1
            return state.drainGeneration
        }
        let handle = scheduler.scheduleRelative(self, dueTime: interval) { sink in
            sink.drainDueEvents()
            return Disposables.create()
        }
        let disposeNow = lock.withLock { () -> Bool in
            if state.disposed { return true }
            if state.drainGeneration == generation {
                state.drain = handle
            }
            return false
        }
        if disposeNow {
            handle.dispose()
        }
    }

    /// Delivers every event that is due (one per drain on a virtual-time scheduler); reschedules
    /// itself for the next waiting event.
    @usableFromInline
    func drainDueEvents() {
        let now = scheduler.now
        let nextDue = update { enqueue -> RxTime? in
            while let first = state.waiting.peek(), first.due <= now {
                _ = state.waiting.dequeue()
                enqueue(first.event)
                if deliversOneEventPerDrain { break }
            }
            guard let next = state.waiting.peek(), !state.disposed else {
                state.drainScheduled = false
                return nil
            }
            return next.due
        }
        if let nextDue {
            let remaining = nextDue.timeIntervalSince(scheduler.now)
            scheduleDrain(after: .nanoseconds(Swift.max(0, Int(remaining * 1_000_000_000))))
        }
    }

    @inlinable
    override func dispose() {
        let drain = lock.withLock { () -> Disposable? in
            if state.disposed { return nil }
            state.disposed = true
            state.waiting.removeAll()
            let drain = state.drain
            state.drain = nil
            return drain
        }
        drain?.dispose()
        super.dispose()
    }
}
