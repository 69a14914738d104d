/// Runs work on the current thread, trampolined: an action scheduled while another action of
/// this scheduler is running waits in a per-thread queue and runs after it, so recursive
/// scheduling does not grow the stack.
///
/// Every top-level subscription runs inside the trampoline.
public final class CurrentThreadScheduler: ImmediateSchedulerType, @unchecked Sendable {
    /// The shared instance.
    public static let instance = CurrentThreadScheduler()

    /// The trampoline running on this thread, unset when none runs: `isScheduleRequired` is one
    /// `pthread_getspecific`.
    @usableFromInline static let runningTrampoline = ThreadLocalReference<TrampolineQueue>()
    /// Each thread's queue, made once and kept until the thread exits, so entering the
    /// trampoline allocates nothing.
    @usableFromInline static let threadQueue = ThreadLocalReference<TrampolineQueue>(ownsValues: true)

    private init() {}

    /// Whether an action scheduled now would run at once: no trampoline runs on this thread.
    public static var isScheduleRequired: Bool {
        !runningTrampoline.isSet
    }

    /// Whether actions wait in this thread's running trampoline.
    @inlinable
    static var hasQueuedActions: Bool {
        guard let queue = runningTrampoline.value else { return false }
        return !queue.items.isEmpty
    }

    /// Runs `body` as the trampoline's first action, then every action queued meanwhile.
    @inlinable
    static func withTrampoline<Result>(_ body: () -> Result) -> Result {
        let queue = currentThreadQueue()
        runningTrampoline.set(queue)
        let result = body()
        // Actions scheduled while these run join the same queue.
        while let item = queue.items.dequeue() {
            if !item.isDisposed {
                item.invoke()
            }
        }
        runningTrampoline.set(nil)
        return result
    }

    @usableFromInline
    static func currentThreadQueue() -> TrampolineQueue {
        if let queue = threadQueue.value {
            return queue
        }
        let queue = TrampolineQueue()
        threadQueue.setOwned(queue)
        return queue
    }

    /// Queues `item` on this thread's running trampoline, or runs it at once in a new
    /// trampoline when none runs. The library's own step actions use this to skip the
    /// scheduled-item wrapper `schedule` makes.
    @inlinable
    static func enqueueOrRun(_ item: ScheduledItemType) {
        guard let queue = runningTrampoline.value else {
            withTrampoline { item.invoke() }
            return
        }
        queue.items.enqueue(item)
    }

    /// Runs `action` now if no trampoline runs on this thread; otherwise queues it to run when
    /// the current action returns.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        guard let queue = Self.runningTrampoline.value else {
            return Self.withTrampoline { action(state) }
        }
        let item = ScheduledItem(action: action, state: state)
        queue.items.enqueue(item)
        return item
    }
}

/// The actions waiting on one thread's trampoline; only that thread touches it.
@usableFromInline
final class TrampolineQueue: @unchecked Sendable {
    @usableFromInline @exclusivity(unchecked) var items = Queue<ScheduledItemType>()

    @usableFromInline
    init() {}
}
