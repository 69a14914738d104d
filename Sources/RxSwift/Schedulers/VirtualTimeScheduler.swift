import Foundation

/// A scheduler with a virtual clock: scheduled work does not wait for real time but runs when
/// the scheduler is driven with `start()` or `advanceTo(_:)`, in the order of its virtual due
/// time, the clock jumping to each item's time as it runs.
///
/// Items due at the same virtual time run in the order they were scheduled. An item scheduled
/// for a time already past runs at the current clock, after the items already due.
///
/// Its state is guarded by a lock, so work may be scheduled from any thread, but work only runs
/// on the thread that drives it. No lock is held while an item runs, so items may schedule more
/// work, stop the scheduler or dispose other items. The class is open for subclassing and so is
/// not declared `Sendable` (subclasses would have to restate it); a final subclass that shares
/// its instances across threads may declare `@unchecked Sendable`.
open class VirtualTimeScheduler<Converter: VirtualTimeConverterType>: SchedulerType, CustomDebugStringConvertible {
    /// An absolute time on the virtual clock.
    public typealias VirtualTime = Converter.VirtualTimeUnit
    /// A span of virtual time.
    public typealias VirtualTimeInterval = Converter.VirtualTimeIntervalUnit

    private let converter: Converter
    private let lock = RxLock()
    private var currentClock: VirtualTime
    private var running = false
    private var nextItemIdentifier = 0
    private var queue: PriorityQueue<VirtualSchedulerItem<VirtualTime>>

    /// Creates a scheduler whose clock starts at `initialClock`; `converter` relates its virtual
    /// time to real dates.
    public init(initialClock: VirtualTime, converter: Converter) {
        self.converter = converter
        currentClock = initialClock
        queue = PriorityQueue { lhs, rhs in
            switch converter.compareVirtualTime(lhs.time, rhs.time) {
            case .lessThan: return true
            case .greaterThan: return false
            case .equal: return lhs.identifier < rhs.identifier
            }
        }
    }

    /// The current virtual time.
    public var clock: VirtualTime {
        lock.withLock { currentClock }
    }

    /// The current virtual time as a date.
    public var now: RxTime {
        converter.convertFromVirtualTime(clock)
    }

    /// Schedules `action` to run at the current virtual time (as adjusted by
    /// `adjustScheduledTime(_:)`), after the work already due.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduleRelative(state, dueTime: .microseconds(0), action: action)
    }

    /// Schedules `action` to run `dueTime` after the current virtual time; the due time is
    /// passed through `adjustScheduledTime(_:)`. A `.never` due time schedules nothing.
    public func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        if dueTime == .never {
            return Disposables.create()
        }
        let dueDate = now.addingDispatchInterval(dueTime)
        let time = adjustScheduledTime(converter.convertToVirtualTime(dueDate))
        return scheduleAbsoluteVirtual(state, time: time, action: action)
    }

    /// Schedules `action` to run `dueTime` (in virtual units) after the current virtual time.
    /// The time is not adjusted.
    public func scheduleRelativeVirtual<StateType>(_ state: StateType, dueTime: VirtualTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        let time = converter.offsetVirtualTime(clock, offset: dueTime)
        return scheduleAbsoluteVirtual(state, time: time, action: action)
    }

    /// Schedules `action` to run at the virtual time `time`. The returned disposable cancels
    /// the action if it has not run, and disposes what it returned otherwise.
    public func scheduleAbsoluteVirtual<StateType>(_ state: StateType, time: VirtualTime, action: @escaping (StateType) -> Disposable) -> Disposable {
        let item = lock.withLock { () -> VirtualSchedulerItem<VirtualTime> in
            let item = VirtualSchedulerItem(time: time, identifier: nextItemIdentifier) {
                action(state)
            }
            nextItemIdentifier += 1
            queue.enqueue(item)
            return item
        }
        return item
    }

    /// Schedules `action` first `startAfter` from now, then every `period`, each run receiving
    /// the state the previous run returned. Each next run is scheduled before the action runs.
    public func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType) -> Disposable {
        let task = VirtualPeriodicTask(state: state, period: period, action: action)
        task.start(on: self, after: startAfter)
        return task
    }

    /// The virtual time at which work scheduled through `schedule` and `scheduleRelative` for
    /// `time` actually runs. The base scheduler returns `time`; `TestScheduler` overrides it to
    /// simulate processing delay.
    open func adjustScheduledTime(_ time: VirtualTime) -> VirtualTime {
        time
    }

    /// Runs queued work in time order, advancing the clock, until the queue is empty or
    /// `stop()` is called. Does nothing if the scheduler is already running.
    public func start() {
        let alreadyRunning = lock.withLock { () -> Bool in
            if running { return true }
            running = true
            return false
        }
        if alreadyRunning { return }
        while let item = takeNextItem(notAfter: nil) {
            item.invoke()
        }
        lock.withLock { running = false }
    }

    /// Stops a running `start()` or `advanceTo(_:)` after the item that runs now.
    public func stop() {
        lock.withLock { running = false }
    }

    /// Runs the work due up to and including `virtualTime`, then sets the clock to
    /// `virtualTime` (even when stopped early).
    ///
    /// Calling it while the scheduler runs (from a scheduled action, or while `start()` runs
    /// on another thread) is a programmer error.
    public func advanceTo(_ virtualTime: VirtualTime) {
        let alreadyRunning = lock.withLock { () -> Bool in
            if running { return true }
            running = true
            return false
        }
        if alreadyRunning {
            rxFatalError("VirtualTimeScheduler.advanceTo: the scheduler is already running; advanceTo cannot be called from a scheduled action or while start() or advanceTo runs.")
        }
        while let item = takeNextItem(notAfter: virtualTime) {
            item.invoke()
        }
        lock.withLock {
            currentClock = virtualTime
            running = false
        }
    }

    /// Moves the clock forward by `virtualInterval` without running any work.
    ///
    /// Moving the clock backwards is a programmer error.
    public func sleep(_ virtualInterval: VirtualTimeInterval) {
        let movedBackwards = lock.withLock { () -> Bool in
            let target = converter.offsetVirtualTime(currentClock, offset: virtualInterval)
            if converter.compareVirtualTime(target, currentClock).isLessThan { return true }
            currentClock = target
            return false
        }
        if movedBackwards {
            rxFatalError("VirtualTimeScheduler.sleep: the interval \(virtualInterval) would move the clock into the past.")
        }
    }

    /// The clock and the number of queued items, for debugging.
    public var debugDescription: String {
        let (time, queued) = lock.withLock { (currentClock, queue.count) }
        return "VirtualTimeScheduler(clock: \(time), queued items: \(queued))"
    }

    /// Removes and returns the next item to run, moving the clock to its time if that is
    /// later; `nil` when stopped, when nothing is queued, or when the next item is due after
    /// `limit`.
    private func takeNextItem(notAfter limit: VirtualTime?) -> VirtualSchedulerItem<VirtualTime>? {
        lock.withLock {
            guard running else { return nil }
            while let front = queue.peek() {
                if front.isDisposed {
                    _ = queue.dequeue()
                    continue
                }
                if let limit, converter.compareVirtualTime(front.time, limit).isGreaterThan {
                    return nil
                }
                _ = queue.dequeue()
                if converter.compareVirtualTime(front.time, currentClock).isGreaterThan {
                    currentClock = front.time
                }
                return front
            }
            return nil
        }
    }
}

/// One action in a virtual-time scheduler's queue, ordered by due time, then by the order in
/// which it was scheduled.
final class VirtualSchedulerItem<Time>: Cancelable, @unchecked Sendable {
    let time: Time
    let identifier: Int
    private let lock = RxLock()
    private var action: (() -> Disposable)?
    private var result: Disposable?
    private var disposed = false

    init(time: Time, identifier: Int, action: @escaping () -> Disposable) {
        self.time = time
        self.identifier = identifier
        self.action = action
    }

    /// Whether the item was disposed.
    var isDisposed: Bool {
        lock.withLock { disposed }
    }

    /// Runs the action once, unless disposed, and keeps what it returned for disposal.
    func invoke() {
        let pending = lock.withLock { () -> (() -> Disposable)? in
            let pending = action
            action = nil
            return disposed ? nil : pending
        }
        guard let pending else { return }
        let produced = pending()
        let disposeAtOnce = lock.withLock { () -> Bool in
            if disposed { return true }
            result = produced
            return false
        }
        if disposeAtOnce {
            produced.dispose()
        }
    }

    /// Cancels the action if it has not run, or disposes what it returned.
    func dispose() {
        let (released, produced) = lock.withLock { () -> ((() -> Disposable)?, Disposable?) in
            if disposed { return (nil, nil) }
            disposed = true
            defer {
                action = nil
                result = nil
            }
            return (action, result)
        }
        withExtendedLifetime(released) {}
        produced?.dispose()
    }
}

/// The periodic work of `VirtualTimeScheduler.schedulePeriodic`: each run schedules the next
/// one, then runs the action.
private final class VirtualPeriodicTask<StateType>: DisposeBase, Disposable, @unchecked Sendable {
    private let period: RxTimeInterval
    private let action: (StateType) -> StateType
    private let lock = RxLock()
    private var state: StateType
    private var scheduled: Disposable?
    private var disposed = false

    init(state: StateType, period: RxTimeInterval, action: @escaping (StateType) -> StateType) {
        self.state = state
        self.period = period
        self.action = action
        super.init()
    }

    func start<Converter>(on scheduler: VirtualTimeScheduler<Converter>, after delay: RxTimeInterval) {
        // The pending run keeps the task alive until it is disposed, as a timer would.
        let next = scheduler.scheduleRelative(scheduler, dueTime: delay) { scheduler in
            self.tick(on: scheduler)
            return Disposables.create()
        }
        store(next)
    }

    private func tick<Converter>(on scheduler: VirtualTimeScheduler<Converter>) {
        if lock.withLock({ disposed }) { return }
        start(on: scheduler, after: period)
        let current = lock.withLock { state }
        let updated = action(current)
        lock.withLock { state = updated }
    }

    /// Keeps `next` as the pending run, or disposes it when the task was disposed meanwhile.
    private func store(_ next: Disposable) {
        let disposeAtOnce = lock.withLock { () -> Bool in
            if disposed { return true }
            scheduled = next
            return false
        }
        if disposeAtOnce {
            next.dispose()
        }
    }

    func dispose() {
        let pending = lock.withLock { () -> Disposable? in
            if disposed { return nil }
            disposed = true
            defer { scheduled = nil }
            return scheduled
        }
        pending?.dispose()
    }
}

/// A scheduler whose clock moves only as it runs its scheduled items, so that every scheduled
/// step can be told apart in time (on `TestScheduler`, work scheduled for now runs one tick
/// later). Operators that RxSwift runs as one scheduled step per event (`observe(on:)`,
/// `delay`) deliver one event per step on such a scheduler, reproducing upstream's virtual
/// times; on a real scheduler separate steps run back to back, so they deliver every event
/// already due in one run and save a scheduling round trip per event.
@usableFromInline
protocol VirtualStepScheduler: AnyObject {}

extension VirtualTimeScheduler: VirtualStepScheduler {}

/// Whether `scheduler` makes every scheduled step visible in time (see `VirtualStepScheduler`).
@inlinable
func deliversOneEventPerStep(on scheduler: ImmediateSchedulerType) -> Bool {
    scheduler is VirtualStepScheduler
}

