#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Android)
import Android
#endif

/// The one lock type of the library: a plain, non-recursive mutex.
///
/// Every lock in RxSwift is held only to *decide*; no user code (observers, closures given to
/// operators) is ever called while a `RxLock` is held. That is what rules out the lock-inversion
/// deadlocks recursive locks invite. RxTest and RxBlocking use it too (`package` access).
@usableFromInline
package final class RxLock: @unchecked Sendable {
    #if canImport(Darwin)
    @usableFromInline let mutex: UnsafeMutablePointer<os_unfair_lock>
    #else
    @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>
    #endif

    @inlinable
    package init() {
        #if canImport(Darwin)
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: os_unfair_lock())
        #else
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        #endif
    }

    deinit {
        #if !canImport(Darwin)
        pthread_mutex_destroy(mutex)
        #endif
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Acquires the lock; pair with `unlock()`.
    @inlinable
    package func lock() {
        #if canImport(Darwin)
        os_unfair_lock_lock(mutex)
        #else
        pthread_mutex_lock(mutex)
        #endif
    }

    /// Releases the lock taken by `lock()`.
    @inlinable
    package func unlock() {
        #if canImport(Darwin)
        os_unfair_lock_unlock(mutex)
        #else
        pthread_mutex_unlock(mutex)
        #endif
    }

    /// Runs `body` under the lock. `body` must not call user code.
    @inlinable
    package func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body()
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
    @usableFromInline var value: Value

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
