/// Runs work on the current thread, trampolined: an action scheduled while another action of
/// this scheduler is running waits in a per-thread queue and runs after it, so recursive
/// scheduling does not grow the stack.
///
/// Every top-level subscription runs inside the trampoline.
public final class CurrentThreadScheduler: ImmediateSchedulerType, @unchecked Sendable {
    /// The shared instance.
    public static let instance = CurrentThreadScheduler()

    /// The trampoline running on this thread, unset when none runs: `isScheduleRequired` is one
    /// load of a C thread-local.
    @usableFromInline static var runningTrampoline: RunningTrampolineSlot { RunningTrampolineSlot() }
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
        repeat {
            while let item = queue.dequeue() {
                if item.invoke(on: trampoline) {
                    queue.enqueue(consume item)
                }
            }
            // Ending a held delivery delivers what other threads queued, and releasing the
            // recycled sinks may run deinitialisers; either may queue more.
        } while queue.endHeldDeliveryIfAny() || queue.releaseRecycledSinks()
        queue.forgetHeldSink()
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
    /// The serializing sink whose delivery this thread keeps claimed between the loop's turns
    /// while `heldTag` is set (see `SubscriptionHolder.endHeldDelivery()`); the loop ends the
    /// hold before any item that does not deliver to it, and when it runs out of items. The
    /// reference is kept after the hold ends, until the loop ends or another sink holds, so
    /// that a sink holding again once a turn (a merge whose outer sequence takes turns with its
    /// inner ones) costs no retain and release each time.
    @usableFromInline @exclusivity(unchecked) var heldSink: SubscriptionHolder?
    /// `heldSink`, unretained: the sink is called through it without a retain and release.
    @usableFromInline @exclusivity(unchecked) var heldSinkReference: Unmanaged<SubscriptionHolder>?
    /// The delivery tag (`deliveryTag(of:)`) of the sink whose delivery is held, 0 when none
    /// is; compared with each item's tag.
    @usableFromInline @exclusivity(unchecked) var heldTag = 0
    /// The delivery tag of the item the loop is running; 0 for an item without one and outside
    /// the loop.
    @usableFromInline @exclusivity(unchecked) var runningTag = 0
    /// Ended inner sinks of merges, kept for the next inner sequence of the same merge to reuse
    /// during this run of the loop (`MergeSink.recycle(_:)`), most recent last; each is tagged
    /// with its merge. Released when the loop runs out of items, so a sink kept here holds its
    /// merge no longer than the run: the trampoline is a stack frame, never left running. A
    /// buffer of its own, like the queue's, spares each keep and take an array's
    /// copy-on-write check.
    @usableFromInline let recycledSinks: UnsafeMutablePointer<SubscriptionHolder>
    /// How many sinks `recycledSinks` holds.
    @usableFromInline @exclusivity(unchecked) var recycledCount = 0

    /// How many ended sinks `recycledSinks` keeps at most.
    @usableFromInline static var recycledSinkLimit: Int { 32 }

    @usableFromInline
    init() {
        capacity = 16
        buffer = .allocate(capacity: capacity)
        recycledSinks = .allocate(capacity: Self.recycledSinkLimit)
    }

    deinit {
        while count > 0 {
            _ = dequeue()
        }
        buffer.deallocate()
        recycledSinks.deinitialize(count: recycledCount)
        recycledSinks.deallocate()
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

    /// Called by the loop before it runs an item whose events go to the serializing sink
    /// tagged `tag` (0: an item that may run any code): ends a held delivery of another sink,
    /// then records the item's tag.
    @inlinable
    func enterItem(tagged tag: Int) {
        if heldTag != 0 && heldTag != tag {
            endHeldDelivery()
        }
        runningTag = tag
    }

    /// Keeps `sink`'s delivery claimed until the loop ends it; only while it runs an item
    /// tagged with `sink` and holds no other delivery.
    @inlinable
    func holdDelivery(_ sink: SubscriptionHolder) {
        let reference = Unmanaged.passUnretained(sink)
        if heldSinkReference?.toOpaque() != reference.toOpaque() {
            heldSink = sink
            heldSinkReference = reference
        }
        heldTag = deliveryTag(of: sink)
    }

    /// Keeps `sink`, an ended inner sink of a merge that nothing else references, tagged with
    /// that merge, for the merge's next inner sequence. Hands it back when enough are kept, for
    /// the caller to release.
    @inlinable
    func keepRecycled(_ sink: consuming SubscriptionHolder) -> SubscriptionHolder? {
        guard recycledCount < Self.recycledSinkLimit else { return sink }
        (recycledSinks + recycledCount).initialize(to: sink)
        recycledCount &+= 1
        return nil
    }

    /// The most recently kept sink, if it is tagged `tag` (its merge's), taken out of the
    /// recycled sinks; `nil` otherwise.
    @inlinable
    func takeRecycled(tagged tag: Int) -> SubscriptionHolder? {
        guard recycledCount > 0, recycledSinks[recycledCount &- 1].deliveryTagBits == tag else { return nil }
        recycledCount &-= 1
        return (recycledSinks + recycledCount).move()
    }

    /// Releases the recycled sinks, if any; returns whether there were some. When the loop
    /// runs out of items: releasing one may release its merge, whose deinitialiser may run
    /// user code that queues more.
    @inlinable
    func releaseRecycledSinks() -> Bool {
        if recycledCount == 0 { return false }
        while recycledCount > 0 {
            recycledCount &-= 1
            _ = (recycledSinks + recycledCount).move()
        }
        return true
    }

    /// Releases the sink kept from the last hold; when the loop ends.
    @inlinable
    func forgetHeldSink() {
        if heldSinkReference != nil {
            heldSinkReference = nil
            heldSink = nil
        }
    }

    /// Ends the held delivery, if any; returns whether there was one.
    @inlinable
    func endHeldDeliveryIfAny() -> Bool {
        if heldTag == 0 {
            runningTag = 0
            return false
        }
        endHeldDelivery()
        return true
    }

    /// Ends the held delivery, if any: the sink delivers what other threads queued meanwhile
    /// and gives up its claim. The running item's tag is forgotten first, so that the sink
    /// does not hold its delivery again until its next item runs.
    @usableFromInline @inline(never)
    func endHeldDelivery() {
        runningTag = 0
        guard heldTag != 0, let held = heldSinkReference else { return }
        heldTag = 0
        // `heldSink` keeps the sink alive throughout: nothing replaces it while it delivers.
        held._withUnsafeGuaranteedRef { $0.endHeldDelivery() }
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

/// The tag of the items whose events go to `sink`, for a trampoline that holds its delivery:
/// its address, whose low bits are clear (an object is aligned to at least 8 bytes).
@inlinable
func deliveryTag(of sink: AnyObject) -> Int {
    Int(bitPattern: Unmanaged.passUnretained(sink).toOpaque())
}
