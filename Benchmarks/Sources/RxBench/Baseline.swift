import Dispatch
import Foundation

/// Returns its argument through a call the optimiser cannot see into, so baseline closures stay
/// real indirect calls.
@_optimize(none)
func opaque<T>(_ value: T) -> T {
    value
}

/// The smallest useful subject: a plain array of observer closures, called in order, with no
/// lock.
final class BaselineSubject {
    private(set) var observers: [(Int) -> Void] = []

    /// Adds an observer; returns its index.
    func subscribe(_ observer: @escaping (Int) -> Void) -> Int {
        observers.append(observer)
        return observers.count - 1
    }

    /// Removes every observer.
    func removeAll() {
        observers.removeAll()
    }

    /// Delivers `value` to every observer.
    func send(_ value: Int) {
        for observer in observers {
            observer(value)
        }
    }
}

/// The latest value of each of two sources, for the `combineLatest_2` baseline.
final class BaselineLatest {
    var first: Int?
    var second: Int?
}

/// A hand-written thread hop: the producer appends to a locked buffer and schedules one drain
/// on the queue when none is pending; the drain delivers everything buffered.
final class BaselineHop: @unchecked Sendable {
    private let queue: DispatchQueue
    private let lock = NSLock()
    // Guarded by `lock`; unchecked, as the library's own locked state is, so the baseline pays
    // no runtime exclusivity check the library does not.
    @exclusivity(unchecked) private var buffer: [Int] = []
    @exclusivity(unchecked) private var draining = false
    @exclusivity(unchecked) private var completed = false
    private let deliver: (Int) -> Void
    private let onCompleted: () -> Void

    init(queue: DispatchQueue, deliver: @escaping (Int) -> Void, onCompleted: @escaping () -> Void) {
        self.queue = queue
        self.deliver = deliver
        self.onCompleted = onCompleted
    }

    func send(_ value: Int) {
        lock.lock()
        buffer.append(value)
        let schedule = !draining
        draining = true
        lock.unlock()
        if schedule { queue.async { self.drain() } }
    }

    func complete() {
        lock.lock()
        completed = true
        let schedule = !draining
        draining = true
        lock.unlock()
        if schedule { queue.async { self.drain() } }
    }

    private func drain() {
        while true {
            lock.lock()
            let batch = buffer
            buffer.removeAll(keepingCapacity: true)
            let done = completed && batch.isEmpty
            if batch.isEmpty { draining = false }
            lock.unlock()
            if done {
                onCompleted()
                return
            }
            if batch.isEmpty { return }
            for value in batch { deliver(value) }
        }
    }
}

/// The state of the stateful chain's baseline: the stages' fields of an object, not captured
/// variables (boxes whose every access is checked for exclusivity at run time).
final class BaselineStatefulChain {
    var last: Int?
    var accumulated = 0
    var skipped = 0
    var taken = 0
}
