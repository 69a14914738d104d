import Foundation
import RxSwift

/// How a model observation schedules the read that follows a change, decided once per
/// subscription.
///
/// Observation reports a change before the new value is stored (its `onChange` runs in the
/// property's `willSet`), so the read must not run inside that report: it has to be queued
/// behind the code that is making the change. `schedule` on the main scheduler runs at once on
/// the main thread, and so do the current-thread and immediate schedulers, so each scheduler is
/// asked in the way that always queues.
struct AfterChangeScheduling {
    private enum Route {
        /// The main thread's executor queue, without a timer: for the main schedulers.
        case mainQueue
        /// The scheduler's `schedule`, which hands every action to its dispatch queue.
        case dispatchQueue
        /// A relative action with no delay, which schedulers queue (virtual-time schedulers run
        /// it at the next tick) where their `schedule` may run it at once.
        case relative
    }

    private let scheduler: SchedulerType
    private let route: Route

    /// Chooses how to queue work on `scheduler`.
    init(_ scheduler: SchedulerType) {
        self.scheduler = scheduler
        if scheduler is MainScheduler || scheduler is ConcurrentMainScheduler {
            route = .mainQueue
        } else if scheduler is SerialDispatchQueueScheduler || scheduler is ConcurrentDispatchQueueScheduler {
            route = .dispatchQueue
        } else {
            route = .relative
        }
    }

    /// Runs `run` on the scheduler, never before the caller has returned.
    func schedule(_ run: ScheduledRun) {
        switch route {
        case .mainQueue:
            _ = MainScheduler.asyncInstance.schedule(run, action: ScheduledRun.perform)
        case .dispatchQueue:
            _ = scheduler.schedule(run, action: ScheduledRun.perform)
        case .relative:
            _ = scheduler.scheduleRelative(run, dueTime: .seconds(0), action: ScheduledRun.perform)
        }
    }
}

/// The one action a model observation schedules, made once per subscription so that a change
/// allocates no closure: it runs the observation if the observation is still there.
///
/// `@unchecked Sendable`: `receiver` is set once, by the observation's initializer, before the
/// object is handed to any scheduler.
final class ScheduledRun: @unchecked Sendable {
    weak var receiver: (any ModelChangeReceiver)?

    /// The scheduled action.
    static func perform(_ run: ScheduledRun) -> Disposable {
        run.receiver?.runScheduled()
        return Disposables.create()
    }
}
