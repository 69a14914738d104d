import Dispatch
import Foundation

/// Runs work on the main thread, at once when already on it (even if other work is queued for
/// the main thread), otherwise queued to it.
///
/// Suited to `subscribe(on:)`: subscribing from the main thread happens synchronously. To
/// deliver events in order use `MainScheduler` instead. Work goes through the installed
/// `MainThreadExecutor`; delayed and periodic work is delegated to `MainScheduler.instance`.
public final class ConcurrentMainScheduler: SchedulerType, @unchecked Sendable {
    /// The type of time intervals.
    public typealias TimeInterval = Foundation.TimeInterval
    /// The type of absolute times.
    public typealias Time = Date

    private let mainScheduler: MainScheduler

    private init(mainScheduler: MainScheduler) {
        self.mainScheduler = mainScheduler
    }

    /// The shared instance.
    public static let instance = ConcurrentMainScheduler(mainScheduler: MainScheduler.instance)

    /// The current time.
    public var now: Date { mainScheduler.now }

    /// Runs `action` now when called on the main thread, otherwise queues it to the main thread.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let executor = MainScheduler.mainThreadExecutor
        if executor.isMainThread {
            return action(state)
        }
        let cancel = SingleAssignmentDisposable()
        let work = UncheckedSendable((state, action))
        executor.enqueue {
            if cancel.isDisposed { return }
            let (state, action) = work.value
            cancel.setDisposable(action(state))
        }
        return cancel
    }

    /// Schedules `action` to run on the main thread after `dueTime`.
    public func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        mainScheduler.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    /// Schedules `action` to run on the main thread first after `startAfter`, then every `period`.
    public func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType) -> Disposable {
        mainScheduler.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}
