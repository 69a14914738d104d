#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Android)
import Android
#endif
import Synchronization
import RxSwiftShims

/// The one lock type of the library: a plain, non-recursive mutex, stored inline in its owner.
///
/// Every lock in RxSwift is held only to *decide*; no user code (observers, closures given to
/// operators) is ever called while a `RxLock` is held. That is what rules out the lock-inversion
/// deadlocks recursive locks invite. RxTest and RxBlocking use it too (`package` access).
///
/// The lock is one atomic word, `~Copyable`, kept as a `let` of the object it guards: it lives
/// in its owner's allocation (no allocation of its own), and `lock()` and `unlock()` inline to
/// one compare-exchange and one exchange when no other thread wants the lock. A thread that
/// finds it taken spins briefly, then sleeps on a condition variable of `RxLockParking` until
/// the holder's `unlock()` wakes it. Objects that share a lock reach it through the object
/// that stores it, or borrow it as a parameter.
///
/// The word is 0 when free, 1 when held, 2 when held and some thread may be asleep waiting for
/// it (the holder's `unlock()` then wakes the sleepers).
///
/// While the process has only ever had one thread (glibc's `__libc_single_threaded`, read
/// through `RxSwiftShims`), the word is read and written with plain loads and stores, as
/// glibc's own mutex skips its `lock` prefix then: an atomic read-modify-write costs about
/// 10 ns a lock/unlock pair on the benchmark machine, where a single-threaded process's
/// `pthread_mutex_t` pair took 3 ns. A second thread can only be started by the one thread,
/// after glibc clears the flag, so it sees every word as the plain stores left it.
@usableFromInline
package struct RxLock: ~Copyable, Sendable {
    @usableFromInline let state: Atomic<UInt32>

    /// A free lock.
    @inlinable
    package init() {
        state = Atomic(0)
    }

    /// Acquires the lock; pair with `unlock()`.
    @inlinable
    package func lock() {
        let acquired: Bool
        if rx_process_is_single_threaded() {
            // No other thread can look at the word: no atomic instruction needed.
            acquired = state.load(ordering: .relaxed) == 0
            if acquired { state.store(1, ordering: .relaxed) }
        } else {
            acquired = state.compareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged
        }
        if !acquired { lockContended() }
    }

    /// Releases the lock taken by `lock()`, waking the threads asleep waiting for it, if any
    /// (while the process has one thread, none can be).
    @inlinable
    package func unlock() {
        if rx_process_is_single_threaded() {
            // Alone, no thread can be waiting: a plain store.
            state.store(0, ordering: .relaxed)
        } else if state.exchange(0, ordering: .releasing) != 1 {
            RxLockParking.wakeAll(for: address)
        }
    }

    /// Runs `body` under the lock. `body` must not call user code.
    @inlinable
    package func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body()
    }

    /// Where the lock word lives: it never moves while borrowed (an `Atomic` is always used in
    /// place), so the waiters and the unlocking thread find the same sleeping place from it.
    @usableFromInline
    var address: UInt {
        withUnsafePointer(to: state) { UInt(bitPattern: $0) }
    }

    /// `lock()` when the lock was not free: spins a little (the library holds its locks only for
    /// a few instructions), then marks the lock as awaited and sleeps until it is released.
    @usableFromInline @inline(never)
    func lockContended() {
        for _ in 0..<RxLockParking.spinCount {
            if state.load(ordering: .relaxed) == 0,
               state.compareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged {
                return
            }
        }
        // Taking it as 2 may cost one needless wake-up call later; it never loses one.
        while state.exchange(2, ordering: .acquiring) != 0 {
            RxLockParking.sleep(on: state, at: address)
        }
    }
}

/// Where threads waiting for a held `RxLock` sleep: a fixed table of mutexes and condition
/// variables, picked by the lock's address. Only contended locks come here; several locks may
/// share one entry, which costs their waiters a spurious wake-up now and then, never a lost one.
@usableFromInline
enum RxLockParking {
    /// How many times a waiting thread looks at the lock before it goes to sleep.
    static let spinCount = 100
    /// The number of sleeping places, a power of two.
    static let count = 64

    /// One sleeping place: a mutex and a condition variable.
    struct Place {
        var mutex = pthread_mutex_t()
        var condition = pthread_cond_t()
    }

    /// The table, made on first contention and never freed.
    private final class Table: @unchecked Sendable {
        let places: UnsafeMutablePointer<Place>

        init() {
            places = .allocate(capacity: RxLockParking.count)
            for index in 0..<RxLockParking.count {
                (places + index).initialize(to: Place())
                pthread_mutex_init(&places[index].mutex, nil)
                pthread_cond_init(&places[index].condition, nil)
            }
        }
    }

    private static let table = Table()

    /// The sleeping place of the lock at `address`.
    private static func place(for address: UInt) -> UnsafeMutablePointer<Place> {
        // Locks are at least 16 bytes apart (they live in objects); mix the higher bits in.
        let hash = (address >> 4) ^ (address >> 10)
        return table.places + Int(hash & UInt(count - 1))
    }

    /// Sleeps while `state` (the word of the lock at `address`) is 2, held with waiters.
    ///
    /// The check is made under the place's mutex, and `wakeAll(for:)` takes that mutex after
    /// the unlocking thread has cleared the word: either this thread sees the word cleared, or
    /// it is asleep on the condition before the wake-up is sent.
    @usableFromInline
    static func sleep(on state: borrowing Atomic<UInt32>, at address: UInt) {
        let place = place(for: address)
        pthread_mutex_lock(&place.pointee.mutex)
        if state.load(ordering: .relaxed) == 2 {
            pthread_cond_wait(&place.pointee.condition, &place.pointee.mutex)
        }
        pthread_mutex_unlock(&place.pointee.mutex)
    }

    /// Wakes every thread asleep on the place of the lock at `address`; each checks its lock
    /// again.
    @usableFromInline @inline(never)
    static func wakeAll(for address: UInt) {
        let place = place(for: address)
        pthread_mutex_lock(&place.pointee.mutex)
        pthread_cond_broadcast(&place.pointee.condition)
        pthread_mutex_unlock(&place.pointee.mutex)
    }
}

/// Boxes a value so it can cross a concurrency boundary the library has proven safe by other
/// means (a lock, a serial queue, or the observable grammar).
@usableFromInline
package struct UncheckedSendable<Value>: @unchecked Sendable {
    @usableFromInline package var value: Value
    @inlinable package init(_ value: Value) { self.value = value }
}

/// A value guarded by an `RxLock`, for state read and written from several threads that never
/// calls out while locked.
@usableFromInline
package final class LockedValue<Value>: @unchecked Sendable {
    @usableFromInline let lock = RxLock()
    @usableFromInline @exclusivity(unchecked) var value: Value

    /// Guards `value`.
    @inlinable
    package init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value. `body` must not call user code.
    @inlinable
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
