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
        return !queue.isEmpty
    }

    /// Runs `body` as the trampoline's first action, then every action queued meanwhile.
    @inlinable @inline(__always)
    static func withTrampoline<Result>(_ body: () -> Result) -> Result {
        let queue = startTrampoline()
        let result = body()
        finishTrampoline(queue)
        return result
    }

    /// `withTrampoline` before its body: starts the trampoline on this thread, where none runs.
    @inlinable @inline(__always)
    static func startTrampoline() -> TrampolineQueue {
        let queue = currentThreadQueue()
        runningTrampoline.set(queue)
        return queue
    }

    /// `withTrampoline` after its body: runs the actions queued meanwhile, and those they
    /// queue, then stops the trampoline.
    @inlinable @inline(__always)
    static func finishTrampoline(_ queue: TrampolineQueue) {
        let trampoline = Unmanaged.passUnretained(queue)
        while let item = queue.dequeue() {
            if item.invoke(on: trampoline) {
                queue.enqueue(consume item)
            }
        }
        runningTrampoline.set(nil)
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
        queue.enqueue(item)
    }

    /// Runs `action` now if no trampoline runs on this thread; otherwise queues it to run when
    /// the current action returns.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        guard let queue = Self.runningTrampoline.value else {
            return Self.withTrampoline { action(state) }
        }
        let item = ScheduledItem(action: action, state: state)
        queue.enqueue(item)
        return item
    }
}

/// The actions waiting on one thread's trampoline, first in first out; only that thread
/// touches it.
///
/// It is a ring buffer it allocates itself rather than a `Queue`: a queued step of a
/// trampolined sequence costs one enqueue and one dequeue per element (inner sequences of
/// `flatMap` take turns through it), and owning the buffer spares each of them the
/// copy-on-write uniqueness check of an array.
@usableFromInline
final class TrampolineQueue: @unchecked Sendable {
    @usableFromInline @exclusivity(unchecked) var buffer: UnsafeMutablePointer<any ScheduledItemType>
    /// A power of two, so wrapping an index is a mask.
    @usableFromInline @exclusivity(unchecked) var capacity: Int
    @usableFromInline @exclusivity(unchecked) var head = 0
    @usableFromInline @exclusivity(unchecked) var count = 0

    @usableFromInline
    init() {
        capacity = 16
        buffer = .allocate(capacity: capacity)
    }

    deinit {
        while count > 0 {
            _ = dequeue()
        }
        buffer.deallocate()
    }

    /// Whether no action waits.
    @inlinable
    var isEmpty: Bool { count == 0 }

    /// Adds `item` at the back.
    @inlinable
    func enqueue(_ item: consuming any ScheduledItemType) {
        if count == capacity { grow() }
        (buffer + ((head &+ count) & (capacity &- 1))).initialize(to: item)
        count &+= 1
    }

    /// Removes and returns the front item, or `nil` when none waits.
    @inlinable
    func dequeue() -> (any ScheduledItemType)? {
        guard count > 0 else { return nil }
        let item = (buffer + head).move()
        head = (head &+ 1) & (capacity &- 1)
        count &-= 1
        return item
    }

    @usableFromInline
    func grow() {
        let newCapacity = capacity * 2
        let newBuffer = UnsafeMutablePointer<any ScheduledItemType>.allocate(capacity: newCapacity)
        for index in 0..<count {
            (newBuffer + index).initialize(to: (buffer + ((head + index) & (capacity - 1))).move())
        }
        buffer.deallocate()
        buffer = newBuffer
        capacity = newCapacity
        head = 0
    }
}
