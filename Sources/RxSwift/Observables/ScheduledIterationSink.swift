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
/// checked before every step either way. On the trampoline the sink queues itself as the step
/// action (no scheduled item per step), and the trampoline skips it once it is disposed, so
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
    @usableFromInline @exclusivity(unchecked) var pendingStep: Disposable?
    /// Guarded by `lock`: how many step actions were scheduled, and how many started.
    @usableFromInline @exclusivity(unchecked) var scheduledSteps = 0
    @usableFromInline @exclusivity(unchecked) var startedSteps = 0
    /// The trampoline running the current step, while `invoke(on:)` runs it; only the thread
    /// running the step touches it.
    @usableFromInline @exclusivity(unchecked) var invokingTrampoline: Unmanaged<TrampolineQueue>?
    /// Guarded by `lock`: set once by `dispose()`.
    @usableFromInline @exclusivity(unchecked) var stopped = false

    @inlinable
    init(scheduler: ImmediateSchedulerType, runSteps: @escaping RunSteps, observer: @escaping (Event<Element>) -> Void) {
        self.scheduler = scheduler
        // `CurrentThreadScheduler` is final: comparing the dynamic type answers what `is` would,
        // without a runtime cast.
        let runsOnCurrentThreadScheduler = ObjectIdentifier(type(of: scheduler)) == ObjectIdentifier(CurrentThreadScheduler.self)
        self.runsOnCurrentThreadScheduler = runsOnCurrentThreadScheduler
        self.lock = runsOnCurrentThreadScheduler ? nil : RxLock()
        self.runSteps = runSteps
        super.init(observer: observer)
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
        guard runsOnCurrentThreadScheduler else {
            return StepYieldCheck(alwaysYields: true, trampoline: nil)
        }
        // Known when the trampoline's loop runs the step, else looked up once per step: the loop
        // then checks and refills the queue directly.
        let trampoline = invokingTrampoline ?? CurrentThreadScheduler.runningTrampoline.unmanagedValue
        return StepYieldCheck(alwaysYields: false, trampoline: trampoline)
    }

    /// Schedules the next step after `check` told the loop to yield: straight onto the
    /// trampoline queue the check found, without looking it up again.
    @inlinable
    final func scheduleStep(after check: StepYieldCheck) {
        if let trampoline = check.trampoline {
            trampoline._withUnsafeGuaranteedRef { $0.enqueue(self) }
            return
        }
        scheduleStep()
    }

    /// Schedules the next step as its own action.
    @inlinable
    final func scheduleStep() {
        guard let lock else {
            // On the current-thread scheduler the sink itself is the queued action: at most
            // one step waits at a time, and it needs no cancellation.
            CurrentThreadScheduler.enqueueOrRun(self)
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

extension ScheduledIterationSink: ScheduledItemType {
    /// Runs the steps of the action queued on the current-thread trampoline.
    @inlinable
    func invoke() {
        runSteps(self)
    }

    /// Runs the steps from the trampoline's loop, which the steps then use without a
    /// thread-local look-up.
    @inlinable
    func invoke(on trampoline: Unmanaged<TrampolineQueue>) {
        invokingTrampoline = trampoline
        runSteps(self)
        invokingTrampoline = nil
    }
}

/// Answers, once per element of a step loop, whether the loop must yield to the scheduler.
@usableFromInline
struct StepYieldCheck {
    @usableFromInline let alwaysYields: Bool
    /// The trampoline running the step on the current-thread scheduler; it outlives the step,
    /// so it is used without retaining it.
    @usableFromInline let trampoline: Unmanaged<TrampolineQueue>?

    @inlinable
    init(alwaysYields: Bool, trampoline: Unmanaged<TrampolineQueue>?) {
        self.alwaysYields = alwaysYields
        self.trampoline = trampoline
    }

    /// Whether the loop must schedule its next step instead of running it now: always off the
    /// current-thread scheduler, and there when other actions wait in the trampoline.
    @inlinable
    var mustYield: Bool {
        if alwaysYields { return true }
        guard let trampoline else { return false }
        return trampoline._withUnsafeGuaranteedRef { !$0.isEmpty }
    }
}
