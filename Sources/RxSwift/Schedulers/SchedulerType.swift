import Dispatch
import Foundation

/// A time interval for schedulers; the same type as upstream's (`DispatchTimeInterval`).
public typealias RxTimeInterval = DispatchTimeInterval

/// An absolute time on a scheduler's clock.
public typealias RxTime = Date

/// A scheduler that runs work now (or as soon as it can), without a notion of time.
public protocol ImmediateSchedulerType {
    /// Schedules `action` to run with `state`; the returned disposable cancels it if it has not
    /// run yet, and disposes what it returned otherwise.
    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable
}

/// A scheduler with a clock: it can run work after a delay and periodically.
public protocol SchedulerType: ImmediateSchedulerType {
    /// The scheduler's current time.
    var now: RxTime { get }

    /// Schedules `action` to run with `state` after `dueTime`.
    func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable

    /// Schedules `action` to run first after `startAfter`, then every `period`, each time with
    /// the state the previous run returned.
    func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType) -> Disposable
}

extension DispatchTimeInterval {
    /// The interval in seconds as a `TimeInterval`; `.never` is infinite.
    @usableFromInline
    var convertToSecondsFactor: Double {
        switch self {
        case .nanoseconds(let value): return Double(value) / 1_000_000_000.0
        case .microseconds(let value): return Double(value) / 1_000_000.0
        case .milliseconds(let value): return Double(value) / 1_000.0
        case .seconds(let value): return Double(value)
        case .never: return .infinity
        @unknown default: return .infinity
        }
    }

    /// The interval in whole nanoseconds, saturating; `.never` is `Int.max`.
    @usableFromInline
    var nanoseconds: Int {
        switch self {
        case .nanoseconds(let value): return value
        case .microseconds(let value): return value.multipliedReportingOverflow(by: 1_000).overflow ? (value < 0 ? .min : .max) : value * 1_000
        case .milliseconds(let value): return value.multipliedReportingOverflow(by: 1_000_000).overflow ? (value < 0 ? .min : .max) : value * 1_000_000
        case .seconds(let value): return value.multipliedReportingOverflow(by: 1_000_000_000).overflow ? (value < 0 ? .min : .max) : value * 1_000_000_000
        case .never: return .max
        @unknown default: return .max
        }
    }
}

extension Date {
    /// This date moved by a scheduler interval.
    @usableFromInline
    func addingDispatchInterval(_ interval: DispatchTimeInterval) -> Date {
        addingTimeInterval(interval.convertToSecondsFactor)
    }
}
