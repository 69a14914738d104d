#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Android)
import Android
#endif

/// The base of the sinks that produce a sequence one step at a time on an immediate scheduler
/// (`of`, `from`, `range`, `repeatElement`, `generate`, `just(_:scheduler:)`).
///
/// Each step is its own scheduled action, as with recursive scheduling: a step that wants
/// another one schedules it, so on a trampolined scheduler the stack does not grow, and steps
/// of other sequences scheduled meanwhile run in between (two sequences on the current-thread
/// scheduler interleave their elements).
///
/// On `CurrentThreadScheduler`, scheduling the next step while the trampoline has nothing else
/// queued would run it right after the current one anyway, so a subclass runs steps in a loop
/// for as long as `mustYield` is false, without a scheduled action per element. Disposal is
/// checked before every step either way. Steps queued on the trampoline are not cancelled on
/// disposal (the trampoline runs them before `subscribe` returns, and they do nothing then), so
/// there the sink needs no lock; on other schedulers disposal cancels the step waiting to run.
///
/// A subclass passes `runSteps`, a closure built in its specialised initialiser that calls its
/// own loop, so the loop runs specialised code rather than a generic override.
@usableFromInline
class ScheduledIterationSink<Element>: Sink<Element> {
    /// Runs steps for the sink it is given (always the subclass that passed it), until the
    /// sequence ends, the sink is disposed, or it yields after calling `scheduleStep()`.
    @usableFromInline typealias RunSteps = (ScheduledIterationSink<Element>) -> Void

    @usableFromInline let scheduler: ImmediateSchedulerType
    @usableFromInline let runsOnCurrentThreadScheduler: Bool
    @usableFromInline let runSteps: RunSteps
    /// Guards the cancellation state below; `nil` on the current-thread scheduler, which needs
    /// no cancellation.
    @usableFromInline let lock: RxLock?
    /// Guarded by `lock`: the step action waiting to run, so disposal can cancel it.
    @usableFromInline var pendingStep: Disposable?
    /// Guarded by `lock`: how many step actions were scheduled, and how many started.
    @usableFromInline var scheduledSteps = 0
    @usableFromInline var startedSteps = 0
    /// Guarded by `lock`: set once by `dispose()`.
    @usableFromInline var stopped = false

    @inlinable
    init(scheduler: ImmediateSchedulerType, runSteps: @escaping RunSteps, observer: @escaping (Event<Element>) -> Void, cancel: Cancelable) {
        self.scheduler = scheduler
        let runsOnCurrentThreadScheduler = scheduler is CurrentThreadScheduler
        self.runsOnCurrentThreadScheduler = runsOnCurrentThreadScheduler
        self.lock = runsOnCurrentThreadScheduler ? nil : RxLock()
        self.runSteps = runSteps
        super.init(observer: observer, cancel: cancel)
    }

    /// Schedules the first step.
    @inlinable
    final func start() {
        scheduleStep()
    }

    /// Tells a step loop whether the step that just ran must hand over to the scheduler
    /// instead of running the next step at once: always on schedulers other than the
    /// current-thread one, and there whenever other actions wait in the trampoline. A loop
    /// makes one per scheduled action, on the thread that runs it.
    @inlinable
    final func makeYieldCheck() -> StepYieldCheck {
        StepYieldCheck(alwaysYields: !runsOnCurrentThreadScheduler)
    }

    /// Schedules the next step as its own action.
    @inlinable
    final func scheduleStep() {
        guard let lock else {
            _ = scheduler.schedule(self) { sink in
                sink.runSteps(sink)
                return Disposables.create()
            }
            return
        }
        let token: Int? = lock.withLock {
            if stopped { return nil }
            scheduledSteps += 1
            return scheduledSteps
        }
        guard let token else { return }
        let action = scheduler.schedule(self) { sink in
            sink.stepActionStarted()
            sink.runSteps(sink)
            return Disposables.create()
        }
        let cancelNow: Bool = lock.withLock {
            if stopped { return true }
            if startedSteps < token {
                pendingStep = action
            }
            return false
        }
        if cancelNow {
            action.dispose()
        }
    }

    /// Records that the scheduled step action began: it can no longer be cancelled.
    @inlinable
    final func stepActionStarted() {
        lock?.withLock {
            startedSteps = scheduledSteps
            pendingStep = nil
        }
    }

    /// Stops the iteration: cancels the step waiting to run and disposes the subscription.
    @inlinable
    override func dispose() {
        guard let lock else {
            super.dispose()
            return
        }
        let pending: Disposable? = lock.withLock {
            stopped = true
            let pending = pendingStep
            pendingStep = nil
            return pending
        }
        pending?.dispose()
        super.dispose()
    }
}

/// Answers, once per element of a step loop, whether the loop must yield to the scheduler.
/// It keeps the trampoline's thread-local key and idle marker at hand, so a check is one
/// thread-local read and, while a queue exists, one look at its length.
@usableFromInline
struct StepYieldCheck {
    @usableFromInline let alwaysYields: Bool
    @usableFromInline let trampolineKey: pthread_key_t
    @usableFromInline let idleTrampoline: UnsafeMutableRawPointer

    @inlinable
    init(alwaysYields: Bool) {
        self.alwaysYields = alwaysYields
        self.trampolineKey = CurrentThreadScheduler.trampoline.key
        self.idleTrampoline = Unmanaged.passUnretained(CurrentThreadScheduler.runningWithEmptyQueue).toOpaque()
    }

    /// Whether the loop must schedule its next step instead of running it now.
    @inlinable
    var mustYield: Bool {
        if alwaysYields { return true }
        guard let raw = pthread_getspecific(trampolineKey), raw != idleTrampoline else { return false }
        return Unmanaged<TrampolineQueue>.fromOpaque(raw)._withUnsafeGuaranteedRef { !$0.items.isEmpty }
    }
}
