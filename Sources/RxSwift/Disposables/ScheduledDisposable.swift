import Synchronization

/// Disposes a disposable on a given scheduler: `dispose()` schedules the disposal there instead
/// of running it on the caller's thread.
///
/// Use it for resources that must be released on a particular thread or queue.
public final class ScheduledDisposable: DisposeBase, Cancelable, @unchecked Sendable {
    /// The scheduler on which the inner disposable is disposed.
    public let scheduler: ImmediateSchedulerType

    private let disposalRequested = Atomic<Bool>(false)
    private let innerDisposed = Atomic<Bool>(false)
    private var disposable: Disposable?

    /// Creates a disposable that disposes `disposable` on `scheduler` when it is disposed.
    public init(scheduler: ImmediateSchedulerType, disposable: Disposable) {
        self.scheduler = scheduler
        self.disposable = disposable
        super.init()
    }

    /// Whether the inner disposable has been disposed (on the scheduler).
    public var isDisposed: Bool {
        innerDisposed.load(ordering: .acquiring)
    }

    /// Schedules the disposal of the inner disposable on `scheduler`; only the first call
    /// schedules anything.
    public func dispose() {
        if disposalRequested.exchange(true, ordering: .acquiringAndReleasing) {
            return
        }
        _ = scheduler.schedule(self) { scheduledDisposable in
            scheduledDisposable.disposeInner()
            return Disposables.create()
        }
    }

    /// Disposes the inner disposable; runs on the scheduler.
    private func disposeInner() {
        if innerDisposed.exchange(true, ordering: .acquiringAndReleasing) {
            return
        }
        let inner = disposable
        disposable = nil
        inner?.dispose()
    }
}
