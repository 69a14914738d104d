import RxSwift

/// The scheduler on which `Driver` and `Signal` deliver their elements and run their timers.
///
/// `make()` returns a new `MainScheduler` each time, as upstream RxCocoa does. Each instance
/// counts only its own queued work, so a shared sequence built on the main thread delivers at
/// once there when nothing of its own is queued (`relay.asDriver().drive(...)` hands over the
/// current value before `drive` returns), whatever other main-thread work waits in the queue.
/// Tests swap in a virtual-time scheduler for the length of a closure with
/// `mock(scheduler:action:)`.
public enum SharingScheduler {
    private static let maker = LockedValue<() -> SchedulerType>({ MainScheduler() })

    /// Makes the scheduler that shared sequences built now deliver on.
    public static var make: () -> SchedulerType {
        maker.withLock { $0 }
    }

    /// Runs `action` with `scheduler` as the sharing scheduler, then restores the previous one.
    ///
    /// Shared sequences built inside `action` deliver on `scheduler`.
    public static func mock(scheduler: SchedulerType, action: () throws -> Void) rethrows {
        try mock(makeScheduler: { scheduler }, action: action)
    }

    /// Runs `action` with `makeScheduler` making the sharing scheduler, then restores the
    /// previous maker.
    public static func mock(makeScheduler: @escaping () -> SchedulerType, action: () throws -> Void) rethrows {
        let previous = maker.withLock { current -> () -> SchedulerType in
            let previous = current
            current = makeScheduler
            return previous
        }
        defer {
            let replaced = maker.withLock { current -> () -> SchedulerType in
                let replaced = current
                current = previous
                return replaced
            }
            withExtendedLifetime(replaced) {}
        }
        try action()
    }
}
