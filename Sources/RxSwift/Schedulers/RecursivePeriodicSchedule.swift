import Synchronization

extension SchedulerType {
    /// Runs `action` first after `startAfter`, then every `period`, each time with the state the
    /// previous run returned, until the result is disposed.
    ///
    /// This default, for schedulers with no periodic timer of their own (virtual-time schedulers
    /// among them), reschedules a tick relative to the previous one. A tick that arrives while
    /// the action still runs is not lost: the action runs again for it once the current run
    /// returns, never concurrently with itself.
    public func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType) -> Disposable {
        let periodic = RecursivePeriodicSchedule(state: state, period: period, action: action)
        return scheduleRecursive(RecursivePeriodicSchedule<StateType>.Step.tick, dueTime: startAfter) { step, recursiveScheduler in
            periodic.perform(step, on: recursiveScheduler)
        }
    }
}

/// The state of one default periodic schedule: the user's state, and how many ticks are waiting
/// for the action.
final class RecursivePeriodicSchedule<StateType>: @unchecked Sendable {
    /// What a scheduled step does.
    enum Step {
        /// A timer tick: schedule the next tick, then run the action if it is idle.
        case tick
        /// Run the action for a tick that arrived while the previous run was in progress.
        case runBacklog
    }

    private let period: RxTimeInterval
    private let action: (StateType) -> StateType
    /// Touched only by the run that owns `ticksWaiting`'s transition from zero, so never by
    /// two threads at once.
    private var state: StateType
    /// Ticks received and not yet served by the action (including the one being served).
    private let ticksWaiting = Atomic<Int>(0)

    init(state: StateType, period: RxTimeInterval, action: @escaping (StateType) -> StateType) {
        self.state = state
        self.period = period
        self.action = action
    }

    func perform(_ step: Step, on recursiveScheduler: AnyRecursiveScheduler<Step>) {
        switch step {
        case .tick:
            recursiveScheduler.schedule(.tick, dueTime: period)
            // Only the tick that finds the action idle runs it; later ones are served as backlog.
            if ticksWaiting.wrappingAdd(1, ordering: .acquiringAndReleasing).oldValue == 0 {
                runAction(on: recursiveScheduler)
            }
        case .runBacklog:
            runAction(on: recursiveScheduler)
        }
    }

    private func runAction(on recursiveScheduler: AnyRecursiveScheduler<Step>) {
        state = action(state)
        if ticksWaiting.wrappingSubtract(1, ordering: .acquiringAndReleasing).newValue > 0 {
            // Give queued work (and the next tick) a chance before serving the backlog.
            recursiveScheduler.schedule(.runBacklog)
        }
    }
}
