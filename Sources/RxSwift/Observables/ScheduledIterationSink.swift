import Synchronization

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
/// own loop, so the loop runs specialised code rather than a generic override. The loop is
/// `@inline(__always)`: inlined into that closure (its only caller), a trampoline turn saves a
/// call.
@usableFromInline
class ScheduledIterationSink<Element>: Sink<Element>, @unchecked Sendable {
    /// Runs steps for the sink it is given (always the subclass that passed it), until the
    /// sequence ends, the sink is disposed, or it yields through `scheduleStep(after:)`, whose
    /// answer it returns: whether the trampoline's loop must queue the sink again. `loop` is the
    /// trampoline whose loop runs the step, `nil` when something else runs it.
    @usableFromInline typealias RunSteps = (_ sink: ScheduledIterationSink<Element>, _ loop: Unmanaged<TrampolineQueue>?) -> Bool

    /// `nil` on the current-thread scheduler, where the sink itself is the queued step and
    /// needs no cancellation.
    @usableFromInline let scheduledSteps: ScheduledSteps?
    @usableFromInline let runSteps: RunSteps

    @inlinable
    init(scheduler: IterationScheduler?, runSteps: @escaping RunSteps, observer: @escaping (Event<Element>) -> Void) {
        self.scheduledSteps = scheduler.map { ScheduledSteps(scheduler: $0) }
        self.runSteps = runSteps
        super.init(observer: observer)
    }

    /// Schedules the first step.
    @inlinable
    final func start() {
        scheduleStep()
    }

    /// Starts a subscription's sink, built and not yet started: schedules its first step, in
    /// this thread's trampoline, which it enters when none runs (so the first step and those of
    /// the sequences it meets run before this returns). It consumes the caller's reference,
    /// which becomes the trampoline queue's when the first step queues there, so queueing it
    /// retains nothing.
    @inlinable
    static func startSubscription(_ sink: consuming ScheduledIterationSink<Element>) {
        guard let trampoline = CurrentThreadScheduler.runningTrampoline.unmanagedValue else {
            let queue = CurrentThreadScheduler.startTrampoline()
            sink.scheduleStep()
            CurrentThreadScheduler.finishTrampoline(queue)
            return
        }
        if sink.scheduledSteps != nil {
            sink.scheduleStep()
            return
        }
        // The running trampoline outlives this call: used without retaining it. The sink moves
        // into the closure through an optional, which a closure can take from.
        var queued: ScheduledIterationSink? = consume sink
        trampoline._withUnsafeGuaranteedRef { $0.enqueue(queued.take()!) }
    }

    /// Tells a step loop whether the step that just ran must hand over to the scheduler
    /// instead of running the next step at once: always on schedulers other than the
    /// current-thread one, and there whenever other actions wait in the trampoline. A loop
    /// makes one per scheduled action, on the thread that runs it, with the `loop` its
    /// `RunSteps` was given.
    @inlinable
    final func makeYieldCheck(loop: Unmanaged<TrampolineQueue>?) -> StepYieldCheck {
        guard scheduledSteps == nil else {
            return StepYieldCheck(alwaysYields: true, trampoline: nil, yieldsToLoop: false)
        }
        if let loop {
            return StepYieldCheck(alwaysYields: false, trampoline: loop, yieldsToLoop: true)
        }
        // Not run by the trampoline's loop: looked up once per step, so the loop checks and
        // refills the queue directly.
        return StepYieldCheck(alwaysYields: false, trampoline: CurrentThreadScheduler.runningTrampoline.unmanagedValue, yieldsToLoop: false)
    }

    /// Schedules the next step after `check` told the loop to yield, and returns what the step
    /// loop returns: `true` when the trampoline's loop runs this step and must queue the sink
    /// again once it returns; otherwise it queues the step straight onto the trampoline the
    /// check found, without looking it up again, or schedules it, and returns `false`.
    @inlinable
    final func scheduleStep(after check: StepYieldCheck) -> Bool {
        if check.yieldsToLoop {
            return true
        }
        if let trampoline = check.trampoline {
            trampoline._withUnsafeGuaranteedRef { $0.enqueue(self) }
            return false
        }
        scheduleStep()
        return false
    }

    /// Schedules the next step as its own action.
    @inlinable
    final func scheduleStep() {
        guard let scheduledSteps else {
            // On the current-thread scheduler the sink itself is the queued action: at most
            // one step waits at a time, and it needs no cancellation.
            CurrentThreadScheduler.enqueueOrRun(self)
            return
        }
        scheduledSteps.scheduleStep(of: self)
    }

    /// Tags the sink, built and not yet started, as one whose events go to the serializing
    /// `target`, which may then hold its delivery between the trampoline's turns
    /// (`HeldDeliveryOwner`); only for a sink on the current-thread scheduler. The tag lives in `holderState`'s free bits rather than a field of its own: the
    /// trampoline reads it with the disposed bit in one load, and the sink keeps its allocation
    /// size (an 8-byte field costs an inner `range` about 10 ns in the allocator).
    @inlinable
    final func setDeliveryTag(_ target: AnyObject) {
        let tag = deliveryTag(of: target)
        // An address with its low bits set cannot be a tag; the sink then stays untagged.
        guard tag & Self.holderFlagMask == 0 else { return }
        // Not shared yet: a plain read and write.
        holderState.store(holderState.load(ordering: .relaxed) | tag, ordering: .relaxed)
    }

    /// The delivery tag `holder` carries (`setDeliveryTag(_:)`), 0 for an untagged holder or one
    /// that is not a scheduled iteration (those never set the bits the tag uses). Read without
    /// ordering: the tag is set before the sink is shared and never changes.
    @inlinable
    static func carriedDeliveryTag(of holder: SubscriptionHolder) -> Int {
        holder.holderState.load(ordering: .relaxed) & ~holderFlagMask
    }

    /// Makes an ended sink, tagged and referenced by nobody else, ready to start again as a
    /// new subscription with the same observer: clears its disposed bit, keeping its delivery
    /// tag. The subclass sets the new sequence's state first (`RangeSink.restart`).
    @inlinable
    final func reopen() {
        // Referenced by nobody else: a plain read and write, like tagging a sink not yet shared.
        holderState.store(holderState.load(ordering: .relaxed) & ~Self.holderFlagMask, ordering: .relaxed)
    }

    /// Stops the iteration: cancels the step waiting to run and disposes the subscription.
    @inlinable
    override func dispose() {
        scheduledSteps?.stop()
        markDisposedWithoutSubscription()
    }

    /// Marks the sink disposed with a plain store rather than an atomic read-modify-write. A
    /// scheduled iteration is a source: it never stores a subscription (`setSubscription`), and
    /// its state changes in no other way once it has started (its delivery tag is set before),
    /// so disposals racing on other threads all store the same value.
    @inlinable
    final func markDisposedWithoutSubscription() {
        let state = holderState.load(ordering: .relaxed)
        if state & Self.disposedBit != 0 { return }
        holderState.store(state | Self.disposedBit, ordering: .releasing)
    }
}

/// The step actions of a scheduled iteration on a scheduler other than the current-thread one:
/// it schedules each step and lets disposal cancel the one waiting to run.
@usableFromInline
final class ScheduledSteps: @unchecked Sendable {
    @usableFromInline let scheduler: IterationScheduler
    /// Guards the state below.
    @usableFromInline let lock = RxLock()
    /// The step action waiting to run, so disposal can cancel it.
    @usableFromInline @exclusivity(unchecked) var pendingStep: Disposable?
    /// How many step actions were scheduled, and how many started.
    @usableFromInline @exclusivity(unchecked) var scheduledCount = 0
    @usableFromInline @exclusivity(unchecked) var startedCount = 0
    /// Set once by `stop()`.
    @usableFromInline @exclusivity(unchecked) var stopped = false

    @inlinable
    init(scheduler: IterationScheduler) {
        self.scheduler = scheduler
    }

    /// Schedules the next step of `sink` as its own action, unless stopped.
    @inlinable
    func scheduleStep<Element>(of sink: ScheduledIterationSink<Element>) {
        let token: Int? = lock.withLock {
            if stopped { return nil }
            scheduledCount += 1
            return scheduledCount
        }
        guard let token else { return }
        let action = scheduler.scheduler.schedule(sink) { sink in
            sink.scheduledSteps?.stepStarted()
            _ = sink.runSteps(sink, nil)
            return Disposables.create()
        }
        let cancelNow: Bool = lock.withLock {
            if stopped { return true }
            if startedCount < token {
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
    func stepStarted() {
        lock.withLock {
            startedCount = scheduledCount
            pendingStep = nil
        }
    }

    /// Stops scheduling steps and cancels the one waiting to run.
    @inlinable
    func stop() {
        let pending: Disposable? = lock.withLock {
            stopped = true
            let pending = pendingStep
            pendingStep = nil
            return pending
        }
        pending?.dispose()
    }
}

extension ScheduledIterationSink: ScheduledItemType {
    /// Runs the steps of the action queued on the current-thread trampoline.
    @inlinable
    func invoke() {
        _ = runSteps(self, nil)
    }

    /// Runs the steps from the trampoline's loop, which the steps then use without a
    /// thread-local look-up; returns whether they yielded, for the loop to queue the sink again.
    @inlinable
    func invoke(on trampoline: Unmanaged<TrampolineQueue>) -> Bool {
        let state = holderState.load(ordering: .acquiring)
        if state & Self.disposedBit != 0 { return false }
        trampoline._withUnsafeGuaranteedRef { $0.enterItem(tagged: state & ~Self.holderFlagMask) }
        return runSteps(self, trampoline)
    }
}

/// The scheduler a scheduled iteration runs its steps on, when it is not the current-thread
/// scheduler. The sequence decides this once, when it is built, so its subscriptions neither
/// test the scheduler's type nor copy it: they hold this reference, or `nil` for the
/// current-thread scheduler, which they use through its trampoline directly.
@usableFromInline
final class IterationScheduler: @unchecked Sendable {
    @usableFromInline let scheduler: ImmediateSchedulerType

    @inlinable
    init(_ scheduler: ImmediateSchedulerType) {
        self.scheduler = scheduler
    }

    /// `nil` for the current-thread scheduler, else a reference to `scheduler`.
    @inlinable
    static func unlessCurrentThread(_ scheduler: ImmediateSchedulerType) -> IterationScheduler? {
        if isCurrentThread(scheduler) {
            return nil
        }
        return IterationScheduler(scheduler)
    }

    /// Whether `scheduler` is the current-thread scheduler. Passing the existential opens it:
    /// `Scheduler` is the type its container records, read without asking the runtime for the
    /// dynamic type. `CurrentThreadScheduler` is a final class with no superclass, so that type
    /// is `CurrentThreadScheduler` exactly when the instance is one.
    @inlinable
    static func isCurrentThread<Scheduler: ImmediateSchedulerType>(_ scheduler: Scheduler) -> Bool {
        ObjectIdentifier(Scheduler.self) == ObjectIdentifier(CurrentThreadScheduler.self)
    }
}

/// Answers, once per element of a step loop, whether the loop must yield to the scheduler.
@usableFromInline
struct StepYieldCheck {
    @usableFromInline let alwaysYields: Bool
    /// The trampoline running the step on the current-thread scheduler; it outlives the step,
    /// so it is used without retaining it.
    @usableFromInline let trampoline: Unmanaged<TrampolineQueue>?
    /// Whether the trampoline's loop runs the step: a step that yields then asks the loop to
    /// queue the sink again instead of queueing it itself.
    @usableFromInline let yieldsToLoop: Bool

    @inlinable
    init(alwaysYields: Bool, trampoline: Unmanaged<TrampolineQueue>?, yieldsToLoop: Bool) {
        self.alwaysYields = alwaysYields
        self.trampoline = trampoline
        self.yieldsToLoop = yieldsToLoop
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
