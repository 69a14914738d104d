import Dispatch
import Foundation
import Synchronization

/// How work reaches the main thread: the one place the library decides "run this on the main
/// thread".
///
/// The default posts to `DispatchQueue.main`. On Linux that queue runs only while something
/// drains it (`dispatchMain()`, `RunLoop.main`); a UI backend whose own loop owns the main thread
/// (GLib's, for GTK) installs an executor that posts into that loop instead, with
/// `MainScheduler.setMainThreadExecutor(_:)`.
public protocol MainThreadExecutor: Sendable {
    /// Whether the caller runs on the main thread.
    var isMainThread: Bool { get }
    /// Runs `work` on the main thread, later, in order of submission.
    func enqueue(_ work: @escaping @Sendable () -> Void)
}

/// The default executor: `DispatchQueue.main`.
public struct DispatchMainQueueExecutor: MainThreadExecutor {
    /// Creates the executor.
    public init() {}

    /// Whether the caller runs on the main thread.
    public var isMainThread: Bool { Thread.isMainThread }

    /// Posts `work` to `DispatchQueue.main`.
    public func enqueue(_ work: @escaping @Sendable () -> Void) {
        DispatchQueue.main.async(execute: work)
    }
}

/// Runs work on the main thread: at once when called on the main thread with nothing queued
/// before it, otherwise queued to the main thread in order.
///
/// UI bindings (`Binder`, `Driver`, `ControlProperty`) deliver through this scheduler.
public final class MainScheduler: SerialDispatchQueueScheduler, @unchecked Sendable {
    private let numberEnqueued = Atomic<Int>(0)

    /// Creates a main scheduler; prefer `MainScheduler.instance`.
    public init() {
        super.init(serialQueue: DispatchQueue.main)
    }

    /// The shared main scheduler, which runs work at once when already on the main thread.
    public static let instance = MainScheduler()

    /// A main-thread scheduler that always queues, even when called on the main thread.
    public static let asyncInstance = SerialDispatchQueueScheduler(serialQueue: DispatchQueue.main)

    private static let executorLock = RxLock()
    nonisolated(unsafe) private static var installedExecutor: MainThreadExecutor = DispatchMainQueueExecutor()

    /// The executor that carries work to the main thread.
    public static var mainThreadExecutor: MainThreadExecutor {
        executorLock.withLock { installedExecutor }
    }

    /// Installs the executor that carries work to the main thread (a UI backend calls this
    /// once, at start-up, before scheduling anything).
    public static func setMainThreadExecutor(_ executor: MainThreadExecutor) {
        executorLock.withLock { installedExecutor = executor }
    }

    /// Whether the caller runs on the main thread, as the installed executor sees it.
    public static var isMainThread: Bool {
        mainThreadExecutor.isMainThread
    }

    /// Stops the program with a message if the caller is not on the main thread.
    public class func ensureExecutingOnScheduler(errorMessage: String? = nil) {
        ensureRunningOnMainThread(errorMessage: errorMessage)
    }

    /// Stops the program with a message if the caller is not on the main thread.
    public class func ensureRunningOnMainThread(errorMessage: String? = nil) {
        if !isMainThread {
            rxFatalError(errorMessage ?? "MainScheduler: this code must run on the main thread, but it runs on another thread.")
        }
    }

    override func scheduleInternal<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let executor = Self.mainThreadExecutor
        let previouslyEnqueued = numberEnqueued.wrappingAdd(1, ordering: .acquiringAndReleasing).oldValue
        if previouslyEnqueued == 0 && executor.isMainThread {
            let disposable = action(state)
            numberEnqueued.wrappingSubtract(1, ordering: .acquiringAndReleasing)
            return disposable
        }
        let cancel = SingleAssignmentDisposable()
        let work = UncheckedSendable((state, action, self))
        executor.enqueue {
            let (state, action, scheduler) = work.value
            if !cancel.isDisposed {
                cancel.setDisposable(action(state))
            }
            scheduler.numberEnqueued.wrappingSubtract(1, ordering: .acquiringAndReleasing)
        }
        return cancel
    }
}
