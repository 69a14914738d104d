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
///
/// A copy of a lock is the same lock: the mutex lives in one `RxLockStorage`, which every copy
/// refers to.
@usableFromInline
package struct RxLock: @unchecked Sendable {
    @usableFromInline let storage: RxLockStorage

    @inlinable
    package init() {
        storage = RxLockStorage.make()
    }

    /// Acquires the lock; pair with `unlock()`.
    @inlinable
    package func lock() {
        storage.withUnsafeMutablePointerToElements { mutex in
            #if canImport(Darwin)
            os_unfair_lock_lock(mutex)
            #else
            _ = pthread_mutex_lock(mutex)
            #endif
        }
    }

    /// Releases the lock taken by `lock()`.
    @inlinable
    package func unlock() {
        storage.withUnsafeMutablePointerToElements { mutex in
            #if canImport(Darwin)
            os_unfair_lock_unlock(mutex)
            #else
            _ = pthread_mutex_unlock(mutex)
            #endif
        }
    }

    /// Runs `body` under the lock. `body` must not call user code.
    @inlinable
    package func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body()
    }
}

#if canImport(Darwin)
/// The platform mutex `RxLock` uses.
@usableFromInline
typealias PlatformMutex = os_unfair_lock
#else
/// The platform mutex `RxLock` uses.
@usableFromInline
typealias PlatformMutex = pthread_mutex_t
#endif

/// The mutex of a `RxLock`, stored in this object's own allocation, after its header: one
/// allocation a lock. A mutex allocated apart from its owner cost a second allocation and free
/// per lock, on every subject and sink that has one.
@usableFromInline
final class RxLockStorage: ManagedBuffer<Void, PlatformMutex> {
    /// A storage with its mutex initialized.
    @inlinable
    static func make() -> RxLockStorage {
        let storage = unsafeDowncast(create(minimumCapacity: 1) { _ in }, to: RxLockStorage.self)
        storage.withUnsafeMutablePointerToElements { mutex in
            #if canImport(Darwin)
            mutex.initialize(to: os_unfair_lock())
            #else
            mutex.initialize(to: pthread_mutex_t())
            pthread_mutex_init(mutex, nil)
            #endif
        }
        return storage
    }

    deinit {
        withUnsafeMutablePointerToElements { mutex in
            #if !canImport(Darwin)
            pthread_mutex_destroy(mutex)
            #endif
            mutex.deinitialize(count: 1)
        }
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
