/// What a combining operator's state machine decided for a source's element.
@usableFromInline
enum CombiningNextAction: Equatable {
    /// The result has ended: the element is dropped.
    case drop
    /// The sink keeps the element; nothing is emitted yet.
    case keep
    /// The sink keeps the element and emits a combination of the sources' values.
    case keepAndEmit
    /// No combination can ever be made again: the result completes (the element is dropped).
    case complete
}

/// What a combining operator's state machine decided for a source's error or completion. The
/// source's own subscription is disposed either way.
@usableFromInline
enum CombiningEndAction: Equatable {
    /// The result goes on, or has already ended.
    case none
    /// Forward the terminal event: it ends the result.
    case forward
}

/// The state machine a `CombiningSink` runs under its lock: it decides, the sink stores the
/// elements and delivers. It holds no element, observer or subscription.
@usableFromInline
protocol CombiningMachine {
    /// The source at `index` sent an element.
    mutating func next(at index: Int) -> CombiningNextAction
    /// The source at `index` completed.
    mutating func completed(at index: Int) -> CombiningEndAction
    /// A source failed.
    mutating func failed() -> CombiningEndAction
    /// The subscription was disposed: nothing is decided any more.
    mutating func dispose()
}

/// Which sources of a combining operator have completed: what `combineLatest`'s and `zip`'s
/// machines both keep while they run.
@usableFromInline
struct SourceCompletions {
    @usableFromInline private(set) var isCompleted: [Bool]
    /// How many sources have completed.
    @usableFromInline private(set) var count = 0

    @inlinable
    init(arity: Int) {
        isCompleted = Array(repeating: false, count: arity)
    }

    /// Records that the source at `index` completed; returns whether this completion was the
    /// last one (a source that completes again changes nothing).
    @inlinable
    mutating func complete(_ index: Int) -> Bool {
        if isCompleted[index] { return false }
        isCompleted[index] = true
        count += 1
        return count == isCompleted.count
    }

    /// Whether every source but the one at `index` has completed.
    @inlinable
    func allCompleted(except index: Int) -> Bool {
        for other in isCompleted.indices where other != index && !isCompleted[other] {
            return false
        }
        return true
    }
}

/// The base of the `combineLatest` and `zip` sinks: subclasses store each source's elements in
/// typed storage and build snapshots of them; this class runs the operator's state machine under
/// the lock and delivers the result selector's output serialized.
@usableFromInline
class CombiningSink<Machine: CombiningMachine, Snapshot, Output>: ResultSelectingSink<Snapshot, Output>, @unchecked Sendable {
    // Read and written only under `lock`; the runtime exclusivity checks would only slow the
    // per-element path.
    @usableFromInline @exclusivity(unchecked) final var machine: Machine
    /// One subscription per source, disposed when that source ends.
    @usableFromInline let subscriptions: [SingleAssignmentDisposable]
    /// Whether a source's terminal event that ends the result is forwarded before that source's
    /// subscription is disposed. Upstream's collection forms do; its arity forms dispose the
    /// source first (what the observer's reaction disposes then comes after the source's
    /// own disposal).
    @usableFromInline let forwardsBeforeDisposingSource: Bool

    @inlinable
    init(machine: Machine, arity: Int, resultSelector: ((Snapshot) throws -> Output)?, observer: @escaping (Event<Output>) -> Void, forwardsBeforeDisposingSource: Bool = false) {
        self.machine = machine
        self.subscriptions = (0..<arity).map { _ in SingleAssignmentDisposable() }
        self.forwardsBeforeDisposingSource = forwardsBeforeDisposingSource
        super.init(resultSelector: resultSelector, observer: observer)
    }

    /// Handles an event of the source at `index`: the machine decides under the lock, where
    /// the sink also keeps the element (`store`, which returns the element it replaced, if any)
    /// and takes the combination to emit (`snapshot`), since the storage is what the lock
    /// guards; neither may call user code. After unlocking, the replaced element is released
    /// (so its `deinit` does not run under the lock), the source's subscription is disposed
    /// after its terminal event, and the decided event is delivered.
    @inlinable
    final func receive<Value>(_ event: Event<Value>, at index: Int, store: (Value) -> Value?, snapshot: () -> Snapshot) {
        var replaced: Value? = nil
        var claimed: Event<Snapshot>? = nil
        lock.lock()
        switch event {
        case .next(let value):
            switch machine.next(at: index) {
            case .drop:
                break
            case .keep:
                replaced = store(value)
            case .keepAndEmit:
                replaced = store(value)
                claimed = claimLocked(.next(snapshot()))
            case .complete:
                claimed = claimLocked(.completed)
            }
        case .error(let error):
            if machine.failed() == .forward {
                claimed = claimLocked(.error(error))
            }
        case .completed:
            if machine.completed(at: index) == .forward {
                claimed = claimLocked(.completed)
            }
        }
        lock.unlock()
        // Bound by consuming the optional: `Optional.map` or a second binding each copied the
        // snapshot (a retain of every element it holds, then a release).
        if forwardsBeforeDisposingSource {
            if let decided = consume claimed { deliverClaimed(decided) }
            endReceive(event, at: index, releasing: replaced)
        } else {
            endReceive(event, at: index, releasing: replaced)
            if let decided = consume claimed { deliverClaimed(decided) }
        }
    }

    /// After `receive` unlocked: releases the element `store` replaced and, for a terminal
    /// event, disposes the source's subscription.
    @inlinable
    final func endReceive<Value>(_ event: Event<Value>, at index: Int, releasing replaced: consuming Value?) {
        _ = consume replaced
        if event.isStopEvent {
            subscriptions[index].dispose()
        }
    }

    /// Stops the machine and disposes every source subscription.
    @inlinable
    override func dispose() {
        super.dispose()
        lock.withLock { machine.dispose() }
        for subscription in subscriptions {
            subscription.dispose()
        }
    }
}

/// Stores `element` in `slot`; returns the element it replaced, for the caller to release
/// after unlocking.
@inlinable
func replaceElement<Element>(in slot: inout Element?, with element: Element) -> Element? {
    let replaced = slot
    slot = element
    return replaced
}

/// Queues `element` in `queue`; returns `nil` (nothing is replaced), in the shape
/// `CombiningSink.receive` expects of its `store` closure.
@inlinable
func enqueueElement<Element>(_ element: Element, into queue: inout Queue<Element>) -> Element? {
    queue.enqueue(element)
    return nil
}
