import Dispatch
import Foundation

/// Runs work on a dispatch queue that may be concurrent: actions scheduled one after another
/// may run at the same time on different threads.
///
/// Use a `SerialDispatchQueueScheduler` when actions must run one at a time, in order.
public class ConcurrentDispatchQueueScheduler: SchedulerType, @unchecked Sendable {
    /// The type of time intervals.
    public typealias TimeInterval = Foundation.TimeInterval
    /// The type of absolute times.
    public typealias Time = Date

    /// The current time.
    public var now: Date { Date() }

    let configuration: DispatchQueueConfiguration

    /// Runs work on `queue`; timers fire with a tolerance of `leeway`.
    public init(queue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        configuration = DispatchQueueConfiguration(queue: queue, leeway: leeway)
    }

    /// Runs work on the global concurrent queue of quality of service `qos`.
    public convenience init(qos: DispatchQoS, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        self.init(queue: DispatchQueue.global(qos: qos.qosClass), leeway: leeway)
    }

    /// Schedules `action` to run asynchronously on the queue.
    public final func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        configuration.schedule(state, action: action)
    }

    /// Schedules `action` to run on the queue after `dueTime`.
    public final func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        configuration.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    /// Schedules `action` to run on the queue first after `startAfter`, then every `period`.
    /// Runs of the action never overlap, even on a concurrent queue.
    public func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType) -> Disposable {
        configuration.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}
