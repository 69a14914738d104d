/// The base of the sinks that produce a sequence one step at a time on an immediate scheduler
/// (`of`, `from`, `range`, `repeatElement`, `generate`, `just(_:scheduler:)`).
///
/// Each step is its own scheduled action, as with recursive scheduling: a step that wants
/// another one schedules it, so on a trampolined scheduler the stack does not grow, and steps
/// of other sequences scheduled meanwhile run in between (two sequences on the current-thread
/// scheduler interleave their elements).
///
/// On `CurrentThreadScheduler`, scheduling the next step while the trampoline has nothing else
/// queued would run it right after the current one anyway, so the sink runs it at once in a
/// loop instead, without allocating a scheduled action per element. Disposal is checked
/// before every step either way.
@usableFromInline
class ScheduledIterationSink<Element>: Sink<Element> {
    @usableFromInline let scheduler: ImmediateSchedulerType
    @usableFromInline let runsOnCurrentThreadScheduler: Bool
    @usableFromInline let lock = RxLock()
    /// Guarded by `lock`: the step action waiting to run, so disposal can cancel it.
    @usableFromInline var pendingStep: Disposable?
    /// Guarded by `lock`: how many step actions were scheduled, and how many started.
    @usableFromInline var scheduledSteps = 0
    @usableFromInline var startedSteps = 0
    /// Guarded by `lock`: set once by `dispose()`.
    @usableFromInline var stopped = false

    @inlinable
    init(scheduler: ImmediateSchedulerType, observer: @escaping (Event<Element>) -> Void, cancel: Cancelable) {
        self.scheduler = scheduler
        self.runsOnCurrentThreadScheduler = scheduler is CurrentThreadScheduler
        super.init(observer: observer, cancel: cancel)
    }

    /// Sends the next event downstream; returns whether another step follows. A step that ends
    /// the sequence forwards the terminal event, calls `dispose()` and returns `false`.
    @usableFromInline
    func step() -> Bool {
        rxAbstractMethod("ScheduledIterationSink.step")
    }

    /// Schedules the first step.
    @inlinable
    final func start() {
        scheduleStep()
    }

    @inlinable
    final func scheduleStep() {
        let token: Int? = lock.withLock {
            if stopped { return nil }
            scheduledSteps += 1
            return scheduledSteps
        }
        guard let token else { return }
        let action = scheduler.schedule(self) { sink in
            sink.runSteps()
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

    @inlinable
    final func runSteps() {
        lock.withLock {
            startedSteps = scheduledSteps
            pendingStep = nil
        }
        while !isDisposed {
            guard step() else { return }
            if runsOnCurrentThreadScheduler && !CurrentThreadScheduler.hasQueuedActions {
                continue
            }
            scheduleStep()
            return
        }
    }

    /// Stops the iteration: cancels the step waiting to run and disposes the subscription.
    @inlinable
    override func dispose() {
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

extension CurrentThreadScheduler {
    /// Whether actions wait in this thread's trampoline queue.
    @inlinable
    static var hasQueuedActions: Bool {
        guard let queue = trampoline.value else { return false }
        return queue !== runningWithEmptyQueue && !queue.items.isEmpty
    }
}
