import Synchronization

/// The decisions of `observe(on:)`, made under the sink's lock: the events waiting for a
/// delivery run, and when a run must be scheduled or ends. It never calls out; the sink
/// schedules runs and delivers events after unlocking.
///
/// Whether a run is scheduled or in progress is not part of `State` but an atomic word beside
/// the lock (`runState`, which the sink owns and lends to each call), so that an event delivered
/// at once on the main thread, the common case of a UI binding, takes the run with one
/// compare-and-swap and gives it back with another, without the lock (`claimIdleRun`,
/// `giveBackIdleRun`): two atomic operations an event instead of two lock round trips (four).
/// Every change of the word made under the lock is made here.
@usableFromInline
struct ObserveOnStateMachine<Element> {
    /// `runState`: a run is scheduled or in progress; only its holder delivers.
    @inlinable static var runningBit: Int { 1 }
    /// `runState`: an event was buffered since the running bit was taken. Set with the running
    /// bit, under the lock, by whoever buffers an event; the bits are cleared together.
    @inlinable static var pendingBit: Int { 2 }

    @usableFromInline
    enum State {
        /// Events are buffered for delivery runs.
        case open
        /// The sink was disposed: events are dropped, and a run ends at its next look.
        case disposed
    }

    /// What the sink does after an event was buffered or delivered by a one-event run.
    @usableFromInline
    enum ScheduleAction: Equatable {
        /// Schedule a run: the caller holds the running bit for it.
        case scheduleRun
        /// Nothing: the run holding the bit delivers what waits, the run ended, or the sink was
        /// disposed.
        case none
    }

    /// What a run that delivers one event at a time does.
    @usableFromInline
    enum TakeOneAction {
        /// Deliver `event`; after it, ask `deliveredOne(runState:)` whether to go on.
        case deliver(Event<Element>)
        /// Nothing: the run ended, with nothing waiting or the sink disposed.
        case none
    }

    /// What a run that delivers batches does.
    @usableFromInline
    enum BatchAction: Equatable {
        /// Deliver the batch just taken, then take the next one.
        case deliver
        /// Nothing: the run ended, with nothing waiting or the sink disposed.
        case none
    }

    /// What the sink does when disposed.
    @usableFromInline
    enum DisposeAction {
        /// Let go of the events that were waiting, after unlocking: releasing them may run
        /// deinits.
        case drop(ContiguousArray<Event<Element>>)
    }

    /// Only the machine's methods change it; it is not private so that they can be inlined.
    @usableFromInline var state = State.open
    /// Events received and not yet taken by a run; empty once disposed.
    @usableFromInline var waiting = ContiguousArray<Event<Element>>()
    /// The storage of the last run's batch, kept for the next run so that a steady stream of
    /// runs of one event each does not allocate a buffer per event.
    @usableFromInline var spareBatch = ContiguousArray<Event<Element>>()
    /// Whether the run word also changes without the lock (`claimIdleRun`), so changes made
    /// under the lock must be read-modify-writes; otherwise they are plain loads and stores.
    @usableFromInline let runStateChangesWithoutLock: Bool

    @inlinable
    init(runStateChangesWithoutLock: Bool) {
        self.runStateChangesWithoutLock = runStateChangesWithoutLock
    }

    /// Without the lock: takes the run if none is scheduled or in progress (and so nothing
    /// waits), for an event delivered at once. The caller ends with `giveBackIdleRun`.
    @inlinable
    static func claimIdleRun(_ runState: borrowing Atomic<Int>) -> Bool {
        runState.compareExchange(expected: 0, desired: runningBit, ordering: .acquiring).exchanged
    }

    /// Without the lock: gives back a run taken by `claimIdleRun`, unless events were buffered
    /// meanwhile; then returns `false` and the caller delivers them as a batch run.
    @inlinable
    static func giveBackIdleRun(_ runState: borrowing Atomic<Int>) -> Bool {
        runState.compareExchange(expected: runningBit, desired: 0, ordering: .releasing).exchanged
    }

    /// The source sent `event`: it waits for a run. Always inlined: called out of line, it cost
    /// the buffering path a quarter more instructions.
    @inlinable @inline(__always)
    mutating func receive(_ event: Event<Element>, runState: borrowing Atomic<Int>) -> ScheduleAction {
        guard case .open = state else { return .none }
        waiting.append(event)
        let bits = Self.runningBit | Self.pendingBit
        let previous: Int
        if runStateChangesWithoutLock {
            previous = runState.bitwiseOr(bits, ordering: .acquiringAndReleasing).oldValue
        } else {
            // Every change of the word is made under the lock: no read-modify-write needed.
            previous = runState.load(ordering: .relaxed)
            runState.store(previous | bits, ordering: .relaxed)
        }
        return previous & Self.runningBit == 0 ? .scheduleRun : .none
    }

    /// A run that delivers one event at a time takes the oldest waiting event, or ends.
    @inlinable
    mutating func takeOne(runState: borrowing Atomic<Int>) -> TakeOneAction {
        guard case .open = state, !waiting.isEmpty else {
            endRun(runState)
            return .none
        }
        return .deliver(waiting.removeFirst())
    }

    /// A run delivered one event, not a terminal one: the run goes on in another scheduled run
    /// if more events wait, and ends otherwise.
    @inlinable
    mutating func deliveredOne(runState: borrowing Atomic<Int>) -> ScheduleAction {
        guard case .open = state, !waiting.isEmpty else {
            endRun(runState)
            return .none
        }
        return .scheduleRun
    }

    /// A run that delivers batches swaps the waiting events into `batch`, an empty array whose
    /// storage is reused (the previous batch's, or the last run's when it has none), or ends:
    /// then `batch` keeps its storage for the next run.
    @inlinable
    mutating func takeBatch(_ batch: inout ContiguousArray<Event<Element>>, runState: borrowing Atomic<Int>) -> BatchAction {
        guard case .open = state else {
            endRun(runState)
            return .none
        }
        if waiting.isEmpty {
            // `batch` is the run's last batch, delivered and emptied: its storage is kept. A run
            // starts for a waiting event, so its first look, with no storage, never ends here
            // (were it to, the next run would allocate).
            swap(&batch, &spareBatch)
            endRun(runState)
            return .none
        }
        if batch.capacity == 0 {
            swap(&batch, &spareBatch)
        }
        swap(&batch, &waiting)
        return .deliver
    }

    /// The sink is disposed: the waiting events are dropped.
    @inlinable
    mutating func dispose() -> DisposeAction {
        state = .disposed
        var dropped = ContiguousArray<Event<Element>>()
        swap(&dropped, &waiting)
        return .drop(dropped)
    }

    /// Ends the run; the waiting events are delivered or the sink was disposed.
    @inlinable
    func endRun(_ runState: borrowing Atomic<Int>) {
        runState.store(0, ordering: .releasing)
    }
}
