import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Android)
import Android
#endif
import RxSwiftShims

/// Counts the library's live resources (sinks, observers, subject subscriptions and scheduled
/// items), so tests can assert that every subscription was released.
///
/// Unlike upstream, it needs no compile flag: each thread counts in a counter of its own, with a
/// plain load and store and no atomic read-modify-write, which is cheap enough to leave on.
/// `total` sums the threads' counters; it is exact whenever no resource is being created or
/// freed at the same time.
public enum Resources {
    /// The number of live resources now.
    public static var total: Int32 {
        Int32(truncatingIfNeeded: ResourceCounters.registry.sum())
    }

    /// Counts one more live resource; returns the new total.
    @discardableResult
    public static func incrementTotal() -> Int32 {
        ResourceCounters.add(1)
        return total
    }

    /// Counts one fewer live resource; returns the new total.
    @discardableResult
    public static func decrementTotal() -> Int32 {
        ResourceCounters.add(-1)
        return total
    }
}

/// The per-thread counters behind `Resources`.
///
/// A thread's counter is written only by that thread (a relaxed load and store: no `lock xadd`,
/// which costs several times a `pthread_getspecific`); other threads only read it, under the
/// registry's lock. A resource created on one thread and freed on another leaves one counter
/// above and one below: only the sum means anything. When a thread exits, its count moves to the
/// registry's `retired` count and its counter is kept for the next new thread.
@usableFromInline
enum ResourceCounters {
    /// The key of the thread-local counter plus one; zero until the first thread counts.
    /// Statically initialised, so reading it needs no lazy-initialisation check.
    @usableFromInline static let keyPlusOne = Atomic<UInt32>(0)

    /// The registry of every thread's counter.
    static let registry = ResourceCounterRegistry()

    /// Adds `delta` to the current thread's counter, registering one on its first count. The
    /// counter is found through a C thread-local (`RxSwiftShims`): one load, where the pthread
    /// slot (kept for its destructor, which retires the counter at thread exit) costs a call.
    @inlinable @inline(__always)
    static func add(_ delta: Int) {
        if let raw = rx_resource_counter_get() {
            let counter = raw.assumingMemoryBound(to: Atomic<Int>.self)
            counter.pointee.store(counter.pointee.load(ordering: .relaxed) &+ delta, ordering: .relaxed)
        } else {
            addRegisteringThread(delta)
        }
    }

    /// `add(_:)` for a thread without a counter yet: gives it one, then counts.
    @usableFromInline @inline(never)
    static func addRegisteringThread(_ delta: Int) {
        let counter = registry.registerCurrentThread()
        counter.pointee.store(counter.pointee.load(ordering: .relaxed) &+ delta, ordering: .relaxed)
    }
}

/// Every thread's resource counter, and the count of the threads that exited.
final class ResourceCounterRegistry: @unchecked Sendable {
    /// The size and alignment of a counter's allocation: a cache line of its own (two, for
    /// adjacent-line prefetching), so threads counting at the same time do not share a line.
    private static let counterStride = 128

    private let lock = RxLock()
    /// The pthread key of the counters, created on the first registration.
    private var key: pthread_key_t?
    /// The counters of the threads alive (or exiting), summed by `sum()`.
    private var live: [UnsafeMutablePointer<Atomic<Int>>] = []
    /// Counters of exited threads, at zero, kept for new threads: counters are never freed.
    private var spare: [UnsafeMutablePointer<Atomic<Int>>] = []
    /// The counts of the threads that exited.
    private var retired = 0

    /// The current thread's counter, `nil` before its first count (for tests).
    var currentThreadCounter: UnsafeMutablePointer<Atomic<Int>>? {
        let key = ResourceCounters.keyPlusOne.load(ordering: .acquiring)
        guard key != 0, let raw = pthread_getspecific(pthread_key_t(key - 1)) else { return nil }
        return raw.assumingMemoryBound(to: Atomic<Int>.self)
    }

    /// Whether `counter` belongs to a live thread (for tests: an exited thread's is retired).
    func isLive(_ counter: UnsafeMutablePointer<Atomic<Int>>) -> Bool {
        lock.withLock { live.contains(counter) }
    }

    /// The sum of every counter and the exited threads' counts.
    func sum() -> Int {
        lock.withLock {
            live.reduce(retired) { $0 &+ $1.pointee.load(ordering: .relaxed) }
        }
    }

    /// Gives the current thread a counter (a spare one if any) and returns it.
    func registerCurrentThread() -> UnsafeMutablePointer<Atomic<Int>> {
        lock.withLock {
            let key = self.key ?? makeKey()
            let counter = spare.popLast() ?? Self.makeCounter()
            live.append(counter)
            pthread_setspecific(key, UnsafeMutableRawPointer(counter))
            rx_resource_counter_set(UnsafeMutableRawPointer(counter))
            return counter
        }
    }

    /// Moves an exiting thread's count to `retired` and keeps its counter as a spare. Called on
    /// that thread, so the counter's only writer is the caller.
    func retire(_ counter: UnsafeMutablePointer<Atomic<Int>>) {
        lock.withLock {
            retired &+= counter.pointee.load(ordering: .relaxed)
            counter.pointee.store(0, ordering: .relaxed)
            if let index = live.firstIndex(of: counter) {
                live.swapAt(index, live.count - 1)
                live.removeLast()
            }
            spare.append(counter)
        }
    }

    /// Creates the pthread key and publishes it to `ResourceCounters.add(_:)`. Under the lock.
    private func makeKey() -> pthread_key_t {
        var key = pthread_key_t()
        let status = pthread_key_create(&key, retireResourceCounter)
        precondition(status == 0, "RxSwift: pthread_key_create failed with status \(status)")
        self.key = key
        ResourceCounters.keyPlusOne.store(UInt32(key) + 1, ordering: .releasing)
        return key
    }

    /// A zeroed counter in an allocation of its own.
    private static func makeCounter() -> UnsafeMutablePointer<Atomic<Int>> {
        let raw = UnsafeMutableRawPointer.allocate(byteCount: counterStride, alignment: counterStride)
        let counter = raw.bindMemory(to: Atomic<Int>.self, capacity: 1)
        counter.initialize(to: Atomic<Int>(0))
        return counter
    }
}

/// The counters' pthread destructor: runs on an exiting thread that counted. A resource freed
/// after it, by a later destructor on that thread, registers a counter again, which the next
/// round of destructors retires.
#if canImport(Darwin)
private func retireResourceCounter(_ raw: UnsafeMutableRawPointer) {
    rx_resource_counter_set(nil)
    ResourceCounters.registry.retire(raw.assumingMemoryBound(to: Atomic<Int>.self))
}
#else
private func retireResourceCounter(_ raw: UnsafeMutableRawPointer?) {
    guard let raw else { return }
    rx_resource_counter_set(nil)
    ResourceCounters.registry.retire(raw.assumingMemoryBound(to: Atomic<Int>.self))
}
#endif
