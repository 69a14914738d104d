import Foundation
import RxSwift

/// How a model observation schedules the read that follows a change.
///
/// Observation reports a change before the new value is stored (its `onChange` runs in the
/// property's `willSet`), so the read must not run inside that report: it has to be queued
/// behind the code that is making the change. `schedule` on the main scheduler runs at once on
/// the main thread, and so do the current-thread and immediate schedulers, so each scheduler is
/// asked in the way that always queues.
enum AfterChangeScheduling {
    /// Runs `action` on `scheduler`, never before the caller has returned.
    static func schedule(on scheduler: SchedulerType, _ work: @escaping () -> Void) -> Disposable {
        if scheduler is MainScheduler || scheduler is ConcurrentMainScheduler {
            // The main scheduler's queued twin: the executor's queue, without a timer.
            return MainScheduler.asyncInstance.schedule(work, action: runWork)
        }
        if scheduler is SerialDispatchQueueScheduler || scheduler is ConcurrentDispatchQueueScheduler {
            // These hand every action to their queue.
            return scheduler.schedule(work, action: runWork)
        }
        // Any other scheduler may run `schedule`'s action at once; a relative action with no
        // delay is queued (virtual-time schedulers run it at the next tick).
        return scheduler.scheduleRelative(work, dueTime: .seconds(0), action: runWork)
    }

    /// The scheduled action: runs the work it is given as its state.
    private static func runWork(_ work: () -> Void) -> Disposable {
        work()
        return Disposables.create()
    }
}
