/// Runs work on the current thread, trampolined: an action scheduled while another action of
/// this scheduler is running waits in a per-thread queue and runs after it, so recursive
/// scheduling does not grow the stack.
///
/// Every top-level subscription runs inside the trampoline.
public final class CurrentThreadScheduler: ImmediateSchedulerType, @unchecked Sendable {
    /// The shared instance.
    public static let instance = CurrentThreadScheduler()

    /// The per-thread trampoline state: unset when no trampoline runs on the thread, the
    /// shared sentinel while one runs with an empty queue, or the queue itself (retained).
    @usableFromInline static let trampoline = ThreadLocalReference<TrampolineQueue>()
    @usableFromInline static let runningWithEmptyQueue = TrampolineQueue()

    private init() {}

    /// Whether an action scheduled now would run at once: no trampoline runs on this thread.
    public static var isScheduleRequired: Bool {
        !trampoline.isSet
    }

    /// Runs `body` as the trampoline's first action, then every action queued meanwhile.
    @inlinable
    static func withTrampoline<Result>(_ body: () -> Result) -> Result {
        trampoline.set(runningWithEmptyQueue)
        let result = body()
        drainTrampoline()
        return result
    }

    @usableFromInline
    static func drainTrampoline() {
        if let queue = trampoline.value, queue !== runningWithEmptyQueue {
            // Actions scheduled while these run join the same queue.
            while let item = queue.items.dequeue() {
                if !item.isDisposed {
                    item.invoke()
                }
            }
            Unmanaged.passUnretained(queue).release()
        }
        trampoline.set(nil)
    }

    /// Runs `action` now if no trampoline runs on this thread; otherwise queues it to run when
    /// the current action returns.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        if Self.isScheduleRequired {
            return Self.withTrampoline { action(state) }
        }
        let item = ScheduledItem(action: action, state: state)
        let queue: TrampolineQueue
        if let current = Self.trampoline.value, current !== Self.runningWithEmptyQueue {
            queue = current
        } else {
            queue = TrampolineQueue()
            _ = Unmanaged.passRetained(queue)
            Self.trampoline.set(queue)
        }
        queue.items.enqueue(item)
        return item
    }
}

/// The actions waiting on one thread's trampoline.
@usableFromInline
final class TrampolineQueue: @unchecked Sendable {
    @usableFromInline var items = Queue<ScheduledItemType>()

    @usableFromInline
    init() {}
}
