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
            // Ending a held delivery delivers what other threads queued, and letting go of its
            // owner may run deinitialisers; either may queue more.
        } while queue.endHeldDeliveryIfAny() || queue.letGoOfHeldOwner()
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
    /// The owner (a merge's sink) whose delivery this thread keeps claimed between the loop's
    /// turns while `heldTag` is set (see `HeldDeliveryOwner`); the loop ends the hold before any
    /// item that does not deliver to it, and when it runs out of items. The reference is kept
    /// after the hold ends, until the loop ends or another owner holds (the trampoline then
    /// lets go of it: `HeldDeliveryOwner.trampolineLetGo()`), so that an owner holding again
    /// once a turn (a merge whose outer sequence takes turns with its inner ones) costs no
    /// retain and release each time.
    @usableFromInline @exclusivity(unchecked) var heldOwner: AnyObject?
    /// `heldOwner`, unretained: it is compared and called through this without a retain and
    /// release.
    @usableFromInline @exclusivity(unchecked) var heldOwnerReference: Unmanaged<AnyObject>?
    /// `heldOwner`'s class, through which it is called: an existential of the owner itself,
    /// read from the stored property, would be retained and released around each call.
    @usableFromInline @exclusivity(unchecked) var heldOwnerType: (any HeldDeliveryOwner.Type)?
    /// The delivery tag (`deliveryTag(of:)`) of the owner whose delivery is held, 0 when none
    /// is; compared with each item's tag.
    @usableFromInline @exclusivity(unchecked) var heldTag = 0
    /// The delivery tag of the item the loop is running; 0 for an item without one and outside
    /// the loop.
    @usableFromInline @exclusivity(unchecked) var runningTag = 0

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

    /// Keeps `owner`'s delivery claimed until the loop ends it; only while it runs an item
    /// tagged with `owner` and holds no other delivery. An owner the trampoline referenced
    /// before is let go of first.
    @inlinable
    func holdDelivery<Owner: HeldDeliveryOwner>(_ owner: Owner) {
        let reference = Unmanaged<AnyObject>.passUnretained(owner)
        if heldOwnerReference?.toOpaque() != reference.toOpaque() {
            letGoOfHeldOwner()
            heldOwner = owner
            heldOwnerReference = reference
            heldOwnerType = Owner.self
        }
        heldTag = deliveryTag(of: owner)
    }

    /// Whether the trampoline references `owner` (it held its delivery during this run of the
    /// loop): it then tells `owner` when it lets go of it, at the latest when the loop runs out
    /// of items.
    @inlinable
    func references(_ owner: AnyObject) -> Bool {
        heldOwnerReference?.toOpaque() == Unmanaged.passUnretained(owner).toOpaque()
    }

    /// Lets go of the owner kept from the last hold, telling it; returns whether there was
    /// one. When the loop runs out of items: what the owner then releases may run
    /// deinitialisers that queue more.
    @inlinable
    @discardableResult
    func letGoOfHeldOwner() -> Bool {
        guard let reference = heldOwnerReference, let type = heldOwnerType else { return false }
        Self.tell(type, reference) { $0.trampolineLetGo() }
        // Released once this returns, after being told.
        let released = heldOwner
        heldOwner = nil
        heldOwnerReference = nil
        heldOwnerType = nil
        withExtendedLifetime(released) {}
        return true
    }

    /// Calls `body` with the owner `reference`, of class `Owner`, without retaining it: the
    /// trampoline's strong reference keeps it alive meanwhile.
    @inlinable
    static func tell<Owner: HeldDeliveryOwner>(_ type: Owner.Type, _ reference: Unmanaged<AnyObject>, _ body: (Owner) -> Void) {
        reference._withUnsafeGuaranteedRef { body(unsafeDowncast($0, to: Owner.self)) }
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

    /// Ends the held delivery, if any: the owner delivers what other threads queued meanwhile
    /// and gives up its claim. The running item's tag is forgotten first, so that the owner
    /// does not hold its delivery again until its next item runs.
    @usableFromInline @inline(never)
    func endHeldDelivery() {
        runningTag = 0
        guard heldTag != 0, let reference = heldOwnerReference, let type = heldOwnerType else { return }
        heldTag = 0
        // `heldOwner` keeps the owner alive throughout: nothing replaces it while it delivers.
        Self.tell(type, reference) { $0.endHeldDelivery() }
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

/// The tag of the items whose events go to `owner`, for a trampoline that holds its delivery:
/// its address, whose low bits are clear (an object is aligned to at least 8 bytes).
@inlinable
func deliveryTag(of owner: AnyObject) -> Int {
    Int(bitPattern: Unmanaged.passUnretained(owner).toOpaque())
}

/// An object whose events some items of the trampoline deliver (they carry its tag,
/// `deliveryTag(of:)`), and whose delivery the trampoline's loop may keep claimed between the
/// turns of those items (`TrampolineQueue.holdDelivery(_:)`): the sink of a merge, whose inner
/// `range`s take turns through the trampoline one element a turn, and would otherwise claim
/// and give up the delivery around each element. Another thread's events wait in the owner's
/// queue while the delivery is held, so the loop ends the hold before it runs any item with
/// another tag or none, and when it runs out of items: no code but the owner's own deliveries
/// and the library's step code runs while it is held.
@usableFromInline
protocol HeldDeliveryOwner: AnyObject {
    /// Gives up the delivery the loop held, delivering first what other threads queued
    /// meanwhile.
    func endHeldDelivery()
    /// The trampoline no longer references the owner (its loop ran out of items, or another
    /// owner held its delivery): the owner lets go of what it kept for the length of the
    /// trampoline's run.
    func trampolineLetGo()
}
