/// The runs a recursive scheduler has handed to its scheduler and that have not started yet,
/// each with the disposable that cancels it. Only touched under the owner's lock.
@usableFromInline
struct PendingRecursiveRuns {
    private var nextToken: UInt64 = 0
    /// Cancellation handles by token. A token whose handle is not known yet (the underlying
    /// `schedule` call has not returned) maps to a no-op placeholder.
    private var cancellations: [UInt64: Disposable] = [:]
    /// Set once by `disposeAll()`; afterwards nothing new is scheduled.
    private(set) var isDisposed = false

    @usableFromInline
    init() {}

    /// Reserves a token for a run about to be scheduled; `nil` once disposed.
    mutating func reserve() -> UInt64? {
        if isDisposed { return nil }
        let token = nextToken
        nextToken &+= 1
        cancellations[token] = NopDisposable()
        return token
    }

    /// Records the handle of the run for `token`. Returns `true` when the caller must dispose
    /// the handle itself because everything was disposed in the meantime.
    mutating func attach(_ cancellation: Disposable, to token: UInt64) -> Bool {
        if isDisposed { return true }
        if cancellations[token] != nil {
            cancellations[token] = cancellation
        }
        // A missing token means the run already started synchronously: nothing to keep.
        return false
    }

    /// Marks the run for `token` as started. `mayRun` is `false` when it must not run because
    /// everything was disposed; `handle` is its no longer needed cancellation handle, for the
    /// caller to release after unlocking.
    mutating func start(_ token: UInt64) -> (mayRun: Bool, handle: Disposable?) {
        if isDisposed { return (false, nil) }
        return (true, cancellations.removeValue(forKey: token))
    }

    /// Marks everything disposed and hands back the handles of the runs still waiting, for the
    /// caller to dispose after unlocking.
    mutating func disposeAll() -> [Disposable] {
        if isDisposed { return [] }
        isDisposed = true
        let waiting = Array(cancellations.values)
        cancellations = [:]
        return waiting
    }
}

/// Runs an action that reschedules itself, now or after a delay, on a `SchedulerType`.
///
/// The action gets the scheduler back and calls `schedule(_:dueTime:)` (or `schedule(_:)`) for
/// the next step. Every step still waiting is cancelled by `dispose()`. Steps may start
/// synchronously inside `schedule` (an immediate scheduler) or later on another thread; the
/// action is never called while the internal lock is held.
@usableFromInline
final class AnyRecursiveScheduler<State>: @unchecked Sendable {
    /// One step: the state, and this scheduler for scheduling the next step.
    @usableFromInline
    typealias Action = (State, AnyRecursiveScheduler<State>) -> Void

    private let lock = RxLock()
    private let scheduler: SchedulerType
    private var action: Action?
    private var pending = PendingRecursiveRuns()

    /// Creates a recursive scheduler running `action` on `scheduler`.
    @usableFromInline
    init(scheduler: SchedulerType, action: @escaping Action) {
        self.scheduler = scheduler
        self.action = action
    }

    /// Schedules the next step with `state` after `dueTime`.
    @usableFromInline
    func schedule(_ state: State, dueTime: RxTimeInterval) {
        guard let token = lock.withLock({ pending.reserve() }) else { return }
        let cancellation = scheduler.scheduleRelative(state, dueTime: dueTime) { state in
            self.run(state, token: token)
            return Disposables.create()
        }
        attach(cancellation, to: token)
    }

    /// Schedules the next step with `state` as soon as the scheduler can.
    @usableFromInline
    func schedule(_ state: State) {
        guard let token = lock.withLock({ pending.reserve() }) else { return }
        let cancellation = scheduler.schedule(state) { state in
            self.run(state, token: token)
            return Disposables.create()
        }
        attach(cancellation, to: token)
    }

    /// Cancels every waiting step and releases the action; later `schedule` calls do nothing.
    @usableFromInline
    func dispose() {
        let (waiting, releasedAction) = lock.withLock { () -> ([Disposable], Action?) in
            let released = action
            action = nil
            return (pending.disposeAll(), released)
        }
        for cancellation in waiting {
            cancellation.dispose()
        }
        // The action, and whatever it captured, is released here, after unlocking.
        _ = releasedAction
    }

    private func attach(_ cancellation: Disposable, to token: UInt64) {
        if lock.withLock({ pending.attach(cancellation, to: token) }) {
            cancellation.dispose()
        }
    }

    private func run(_ state: State, token: UInt64) {
        let (action, finishedHandle) = lock.withLock { () -> (Action?, Disposable?) in
            let started = pending.start(token)
            return (started.mayRun ? self.action : nil, started.handle)
        }
        // Released here, after unlocking, so no deinit runs under the lock.
        _ = finishedHandle
        action?(state, self)
    }
}

/// Runs an action that reschedules itself on an `ImmediateSchedulerType`.
///
/// The action receives a `recurse` function that schedules the next step; `dispose()` cancels
/// every step still waiting. The action is never called while the internal lock is held.
@usableFromInline
final class RecursiveImmediateScheduler<State>: @unchecked Sendable {
    /// One step: the state, and the function that schedules the next step.
    @usableFromInline
    typealias Action = (_ state: State, _ recurse: (State) -> Void) -> Void

    private let lock = RxLock()
    private let scheduler: ImmediateSchedulerType
    private var action: Action?
    private var pending = PendingRecursiveRuns()

    /// Creates a recursive scheduler running `action` on `scheduler`.
    @usableFromInline
    init(action: @escaping Action, scheduler: ImmediateSchedulerType) {
        self.action = action
        self.scheduler = scheduler
    }

    /// Schedules the next step with `state`.
    @usableFromInline
    func schedule(_ state: State) {
        guard let token = lock.withLock({ pending.reserve() }) else { return }
        let cancellation = scheduler.schedule(state) { state in
            self.run(state, token: token)
            return Disposables.create()
        }
        if lock.withLock({ pending.attach(cancellation, to: token) }) {
            cancellation.dispose()
        }
    }

    /// Cancels every waiting step and releases the action; later `schedule` calls do nothing.
    @usableFromInline
    func dispose() {
        let (waiting, releasedAction) = lock.withLock { () -> ([Disposable], Action?) in
            let released = action
            action = nil
            return (pending.disposeAll(), released)
        }
        for cancellation in waiting {
            cancellation.dispose()
        }
        // The action, and whatever it captured, is released here, after unlocking.
        _ = releasedAction
    }

    private func run(_ state: State, token: UInt64) {
        let (action, finishedHandle) = lock.withLock { () -> (Action?, Disposable?) in
            let started = pending.start(token)
            return (started.mayRun ? self.action : nil, started.handle)
        }
        // Released here, after unlocking, so no deinit runs under the lock.
        _ = finishedHandle
        guard let action else { return }
        action(state) { nextState in
            self.schedule(nextState)
        }
    }
}

extension ImmediateSchedulerType {
    /// Schedules `action`, which can schedule itself again with a new state through `recurse`.
    ///
    /// Disposing the result cancels the step that waits and stops the recursion.
    public func scheduleRecursive<State>(_ state: State, action: @escaping (_ state: State, _ recurse: (State) -> Void) -> Void) -> Disposable {
        let recursiveScheduler = RecursiveImmediateScheduler(action: action, scheduler: self)
        recursiveScheduler.schedule(state)
        return Disposables.create(with: recursiveScheduler.dispose)
    }
}

extension SchedulerType {
    /// Schedules `action` after `dueTime`; the action schedules its next step through the
    /// recursive scheduler it receives. Disposing the result stops the recursion.
    @usableFromInline
    func scheduleRecursive<State>(_ state: State, dueTime: RxTimeInterval, action: @escaping (State, AnyRecursiveScheduler<State>) -> Void) -> Disposable {
        let recursiveScheduler = AnyRecursiveScheduler(scheduler: self, action: action)
        recursiveScheduler.schedule(state, dueTime: dueTime)
        return Disposables.create(with: recursiveScheduler.dispose)
    }
}
