import Dispatch
import Foundation
import Synchronization
import RxSwiftShims

/// How work reaches the main thread: the one place the library decides "run this on the main
/// thread".
///
/// The default posts to `DispatchQueue.main`. On Linux that queue runs only while something
/// drains it (`dispatchMain()`, `RunLoop.main`); a UI backend whose own loop owns the main thread
/// (GLib's, for GTK) installs an executor that posts into that loop instead, with
/// `MainScheduler.setMainThreadExecutor(_:)`. Every main-thread scheduler (`MainScheduler`,
/// `MainScheduler.asyncInstance`, `ConcurrentMainScheduler`) delivers through it, timed and
/// periodic work included.
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

    /// Whether the caller runs on the main thread. The answer is remembered per thread: on
    /// Linux `Thread.isMainThread` makes two system calls, and the main scheduler asks on every
    /// action.
    public var isMainThread: Bool { MainThreadFlag.isMainThread }

    /// Posts `work` to `DispatchQueue.main`.
    public func enqueue(_ work: @escaping @Sendable () -> Void) {
        DispatchQueue.main.async(execute: work)
    }
}

/// Each thread's answer to "is this the main thread?", asked of `Thread.isMainThread` once per
/// thread and kept in a C thread-local of `RxSwiftShims` (one instruction to read, where a
/// pthread slot's look-up is a call).
@usableFromInline
enum MainThreadFlag {
    /// The mark is 1 on the main thread, 2 on other threads, 0 before the first ask.
    @inlinable
    static var isMainThread: Bool {
        let mark = rx_main_thread_mark_get()
        if mark != 0 {
            return mark == 1
        }
        return markThisThread()
    }

    /// Asks once on this thread and keeps the answer.
    @usableFromInline
    static func markThisThread() -> Bool {
        let isMain = Thread.isMainThread
        rx_main_thread_mark_set(isMain ? 1 : 2)
        return isMain
    }
}

/// An installed `MainThreadExecutor`, boxed so that one atomic word refers to it.
private final class InstalledExecutor: Sendable {
    let executor: MainThreadExecutor

    init(_ executor: MainThreadExecutor) {
        self.executor = executor
    }
}

/// Runs work on the main thread: at once when called on the main thread with nothing queued
/// before it, otherwise queued to the main thread in order.
///
/// UI bindings (`Binder`, `Driver`, `ControlProperty`) deliver through this scheduler. Work
/// reaches the main thread through the installed `MainThreadExecutor`; delayed and periodic
/// work waits on a background timer and is then handed to that executor.
public final class MainScheduler: SerialDispatchQueueScheduler, @unchecked Sendable {
    /// Actions handed to the executor and not finished yet; while any is, new actions queue
    /// behind them even on the main thread, so order is kept.
    private let numberEnqueued = Atomic<Int>(0)
    /// Whether an immediate run (`claimImmediateRun()`) is in progress. Only the main thread
    /// reads or writes it, so it needs no atomic: other threads never run at once.
    @exclusivity(unchecked) private var isRunningImmediately = false

    /// Creates a main scheduler; prefer `MainScheduler.instance`.
    public init() {
        super.init(serialQueue: DispatchQueue.main)
    }

    /// The shared main scheduler, which runs work at once when already on the main thread.
    public static let instance = MainScheduler()

    /// A main-thread scheduler that always queues, even when called on the main thread.
    public static let asyncInstance: SerialDispatchQueueScheduler = MainThreadAsyncScheduler()

    /// The installed executor, read without a lock at every step; `nil` until one is installed,
    /// meaning `DispatchMainQueueExecutor` (so the global is initialised statically and reading
    /// it costs no `swift_once`). Each installed executor's box is retained once and never
    /// released: a reader may still be using the previous box when a new one is installed, and
    /// installs are rare (a backend at start-up, tests).
    private static let installedExecutor = Atomic<Unmanaged<InstalledExecutor>?>(nil)

    /// The executor that carries work to the main thread.
    public static var mainThreadExecutor: MainThreadExecutor {
        guard let installed = installedExecutor.load(ordering: .acquiring) else { return DispatchMainQueueExecutor() }
        return installed.takeUnretainedValue().executor
    }

    /// Installs the executor that carries work to the main thread (a UI backend calls this
    /// once, at start-up, before scheduling anything). Work already handed to the previous
    /// executor stays with it; the previous executor itself is kept for the life of the process.
    public static func setMainThreadExecutor(_ executor: MainThreadExecutor) {
        installedExecutor.store(Unmanaged.passRetained(InstalledExecutor(executor)), ordering: .releasing)
    }

    /// Whether the caller runs on the main thread, as the installed executor sees it. Asked at
    /// every immediate run, so the executor is asked in its box, without a retain or a copy.
    public static var isMainThread: Bool {
        guard let installed = installedExecutor.load(ordering: .acquiring) else { return MainThreadFlag.isMainThread }
        return installed._withUnsafeGuaranteedRef { $0.executor.isMainThread }
    }

    /// Stops the program with a message if the caller is not on the main thread.
    ///
    /// Same as `ensureRunningOnMainThread(errorMessage:)`; the name upstream code uses.
    public class func ensureExecutingOnScheduler(errorMessage: String? = nil) {
        if !isMainThread {
            rxFatalError(offMainThreadMessage(caller: "MainScheduler.ensureExecutingOnScheduler", errorMessage: errorMessage))
        }
    }

    /// Stops the program with a message if the caller is not on the main thread.
    public class func ensureRunningOnMainThread(errorMessage: String? = nil) {
        if !isMainThread {
            rxFatalError(offMainThreadMessage(caller: "MainScheduler.ensureRunningOnMainThread", errorMessage: errorMessage))
        }
    }

    /// `ensureRunningOnMainThread(errorMessage:)` for the library's main-thread-only entry
    /// points (`drive`, `emit`), whose callers' `file` and `line` the error then names.
    @usableFromInline
    package static func ensureRunningOnMainThread(errorMessage: String, file: StaticString, line: UInt) {
        if !isMainThread {
            rxFatalError(offMainThreadMessage(caller: "MainScheduler.ensureRunningOnMainThread", errorMessage: errorMessage), file: file, line: line)
        }
    }

    static func offMainThreadMessage(caller: String, errorMessage: String?) -> String {
        let threadName = Thread.current.name.flatMap { $0.isEmpty ? nil : "\"\($0)\"" } ?? "an unnamed background thread"
        var message = "\(caller): this code must run on the main thread, but it was called on \(threadName)."
        if let errorMessage {
            message += " \(errorMessage)"
        }
        message += " Deliver the events that reach it on the main thread, for example with `observe(on: MainScheduler.instance)`, or use a Driver or Signal."
        return message
    }

    override func scheduleInternal<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        if claimImmediateRun() {
            let disposable = action(state)
            endImmediateRun()
            return disposable
        }
        return enqueue(state, action: action, on: Self.mainThreadExecutor)
    }

    /// Whether an action can run at once: the caller is on the main thread and no action of
    /// this scheduler is queued or running. When it returns `true`, the caller runs its action
    /// and then calls `endImmediateRun()`; actions this scheduler is asked to run meanwhile
    /// queue behind it.
    ///
    /// `observe(on:)` and `Binder` use the pair directly, so that an event delivered on the main
    /// thread is not wrapped in a scheduled action and its disposable.
    ///
    /// It asks whether this is the main thread first, then reads the main thread's own flag and
    /// the count of actions handed to the executor: one load, where counting the immediate run
    /// in that atomic count cost two read-modify-writes per run (only the main thread runs at
    /// once, so only it needs to know that a run is in progress). An action another thread
    /// hands over at the same moment runs after this run if the load missed it, before it
    /// otherwise.
    @usableFromInline
    func claimImmediateRun() -> Bool {
        guard Self.isMainThread, !isRunningImmediately, numberEnqueued.load(ordering: .acquiring) == 0 else {
            return false
        }
        isRunningImmediately = true
        return true
    }

    /// Whether nothing of this scheduler is queued or running: what an action scheduled on the
    /// main thread needs to run at once. Read on the main thread (tests check that the state
    /// never sticks once the main queue has run).
    var isIdle: Bool {
        !isRunningImmediately && numberEnqueued.load(ordering: .acquiring) == 0
    }

    /// Ends the run that `claimImmediateRun()` allowed.
    @usableFromInline
    func endImmediateRun() {
        isRunningImmediately = false
    }

    /// The slow path of `scheduleInternal`: hands the action to the executor. Kept apart so the
    /// fast path does not build the metadata of the pair it sends.
    @inline(never)
    private func enqueue<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable, on executor: MainThreadExecutor) -> Disposable {
        let cancel = SingleAssignmentDisposable()
        let work = UncheckedSendable((state, action))
        enqueueCounted({
            let (state, action) = work.value
            if !cancel.isDisposed {
                cancel.setDisposable(action(state))
            }
        }, on: executor)
        return cancel
    }

    /// Hands `work` to `executor`, counted among the queued actions so that actions scheduled
    /// on the main thread meanwhile queue behind it.
    private func enqueueCounted(_ work: @escaping @Sendable () -> Void, on executor: MainThreadExecutor) {
        numberEnqueued.wrappingAdd(1, ordering: .acquiringAndReleasing)
        executor.enqueue {
            work()
            self.numberEnqueued.wrappingSubtract(1, ordering: .acquiringAndReleasing)
        }
    }

    /// Schedules `action` to run on the main thread after `dueTime`.
    ///
    /// Timed work is not counted among the queued actions, as upstream: an action scheduled on
    /// the main thread while a timer's work waits for it still runs at once, and so does one
    /// scheduled from inside the timer's action.
    public override func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        let executor = Self.mainThreadExecutor
        return MainThreadTimers.scheduleRelative(state, dueTime: dueTime, leeway: configuration.leeway, deliver: executor.enqueue, action: action)
    }

    /// Schedules `action` to run on the main thread first after `startAfter`, then every
    /// `period`. Ticks that come while a run is still waiting for the main thread are merged.
    /// Like timed work, the ticks are not counted among the queued actions.
    public override func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType) -> Disposable {
        let executor = Self.mainThreadExecutor
        return MainThreadTimers.schedulePeriodic(state, startAfter: startAfter, period: period, leeway: configuration.leeway, deliver: executor.enqueue, action: action)
    }
}

/// The scheduler behind `MainScheduler.asyncInstance`: every action goes through the installed
/// `MainThreadExecutor`, even when scheduled from the main thread.
private final class MainThreadAsyncScheduler: SerialDispatchQueueScheduler, @unchecked Sendable {
    init() {
        super.init(serialQueue: DispatchQueue.main)
    }

    override func scheduleInternal<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let cancel = SingleAssignmentDisposable()
        let work = UncheckedSendable((state, action))
        MainScheduler.mainThreadExecutor.enqueue {
            if cancel.isDisposed { return }
            let (state, action) = work.value
            cancel.setDisposable(action(state))
        }
        return cancel
    }

    override func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        let executor = MainScheduler.mainThreadExecutor
        return MainThreadTimers.scheduleRelative(state, dueTime: dueTime, leeway: configuration.leeway, deliver: executor.enqueue, action: action)
    }

    override func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType) -> Disposable {
        let executor = MainScheduler.mainThreadExecutor
        return MainThreadTimers.schedulePeriodic(state, startAfter: startAfter, period: period, leeway: configuration.leeway, deliver: executor.enqueue, action: action)
    }
}

/// Timers for main-thread schedulers: they wait on a private background queue, so they fire
/// whatever loop owns the main thread, and then hand the work to a `deliver` function that
/// posts it to the main thread.
enum MainThreadTimers {
    /// Posts work to the main thread.
    typealias Deliver = @Sendable (_ work: @escaping @Sendable () -> Void) -> Void

    /// The queue the timers of every main-thread scheduler wait on.
    private static let timerQueue = DispatchQueue(label: "rx.main-scheduler.timers")

    /// Delivers `action(state)` to the main thread after `dueTime`, unless disposed first.
    static func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, leeway: DispatchTimeInterval, deliver: @escaping Deliver, action: @escaping (StateType) -> Disposable) -> Disposable {
        let composite = CompositeDisposable()
        let timer = DispatchSource.makeTimerSource(queue: timerQueue)
        timer.schedule(deadline: DispatchTime.now() + dueTime, leeway: leeway)
        let timerReference = UncheckedSendable(timer)
        let cancelTimer = AnonymousDisposable {
            timerReference.value.cancel()
        }
        let work = UncheckedSendable((state, action))
        timer.setEventHandler {
            // Cancelling releases this handler and with it the cycle through the timer.
            cancelTimer.dispose()
            if composite.isDisposed { return }
            deliver {
                if composite.isDisposed { return }
                let (state, action) = work.value
                _ = composite.insert(action(state))
            }
        }
        _ = composite.insert(cancelTimer)
        timer.resume()
        return composite
    }

    /// Delivers `action` to the main thread first after `startAfter`, then every `period`,
    /// threading the state through, until disposed. A tick that comes while the previous run
    /// still waits for the main thread is merged into it.
    static func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, leeway: DispatchTimeInterval, deliver: @escaping Deliver, action: @escaping (StateType) -> StateType) -> Disposable {
        let timer = DispatchSource.makeTimerSource(queue: timerQueue)
        timer.schedule(deadline: DispatchTime.now() + startAfter, repeating: period, leeway: leeway)
        let timerReference = UncheckedSendable(timer)
        let cancelTimer = AnonymousDisposable {
            timerReference.value.cancel()
        }
        let periodic = UncheckedSendable(MainThreadPeriodicState(state: state, action: action))
        timer.setEventHandler {
            if cancelTimer.isDisposed { return }
            if periodic.value.runIsWaiting.exchange(true, ordering: .acquiringAndReleasing) { return }
            deliver {
                periodic.value.runIsWaiting.store(false, ordering: .releasing)
                if cancelTimer.isDisposed { return }
                periodic.value.step()
            }
        }
        timer.resume()
        return cancelTimer
    }
}

/// The state of a main-thread periodic schedule. `state` is only touched on the main thread,
/// by one run at a time.
private final class MainThreadPeriodicState<StateType> {
    var state: StateType
    let action: (StateType) -> StateType
    /// Whether a run was handed to the main thread and has not started yet.
    let runIsWaiting = Atomic<Bool>(false)

    init(state: StateType, action: @escaping (StateType) -> StateType) {
        self.state = state
        self.action = action
    }

    func step() {
        state = action(state)
    }
}
