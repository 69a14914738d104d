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

/// A pthread key created on first use and kept in an atomic that starts at zero, so that a
/// `static let` holding it is initialised statically: reading it costs no lazy-initialisation
/// check (`swift_once`), which a global holding an object costs on every access.
@usableFromInline
struct LazyThreadLocalKey: ~Copyable, @unchecked Sendable {
    /// The pthread key plus one; zero until the first access creates the key.
    @usableFromInline let keyPlusOne = Atomic<UInt32>(0)
    /// Whether the key's destructor releases each thread's value (an object reference retained
    /// by whoever stored it) when the thread exits.
    @usableFromInline let releasesValues: Bool

    /// Creates the key's holder; the key itself is created on first use.
    @inlinable
    init(releasesValues: Bool) {
        self.releasesValues = releasesValues
    }

    /// The key, created by the first caller (racing creators keep one and delete the others).
    @inlinable
    var key: pthread_key_t {
        let stored = keyPlusOne.load(ordering: .acquiring)
        if stored != 0 { return pthread_key_t(stored - 1) }
        return makeKey()
    }

    /// Creates the key on first use; kept out of line.
    @usableFromInline @inline(never)
    func makeKey() -> pthread_key_t {
        var key = pthread_key_t()
        let status = pthread_key_create(&key, releasesValues ? releaseThreadLocalValue : nil)
        precondition(status == 0, "RxSwift: pthread_key_create failed with status \(status)")
        let (won, current) = keyPlusOne.compareExchange(expected: 0, desired: UInt32(key) + 1, ordering: .acquiringAndReleasing)
        if won { return key }
        pthread_key_delete(key)
        return pthread_key_t(current - 1)
    }
}

/// A thread-local slot holding one object reference, read with `pthread_getspecific`
/// (a few nanoseconds, against ~140 ns for `Thread.current.threadDictionary`). Statically
/// initialised (see `LazyThreadLocalKey`).
@usableFromInline
struct ThreadLocalReference<Value: AnyObject>: ~Copyable, @unchecked Sendable {
    /// The slot's pthread key.
    @usableFromInline let slotKey: LazyThreadLocalKey

    /// Creates the slot. With `ownsValues`, each thread's value is retained by the slot and
    /// released when the thread exits.
    @inlinable
    init(ownsValues: Bool = false) {
        slotKey = LazyThreadLocalKey(releasesValues: ownsValues)
    }

    /// The slot's key.
    @inlinable
    var key: pthread_key_t { slotKey.key }

    /// The current thread's value, not retained by the slot.
    @inlinable
    var value: Value? {
        guard let raw = pthread_getspecific(key) else { return nil }
        return Unmanaged<Value>.fromOpaque(raw).takeUnretainedValue()
    }

    /// The current thread's value, unretained, for a caller that knows it outlives the use.
    @inlinable
    var unmanagedValue: Unmanaged<Value>? {
        guard let raw = pthread_getspecific(key) else { return nil }
        return Unmanaged<Value>.fromOpaque(raw)
    }

    /// Whether the current thread has a value; cheaper than reading it.
    @inlinable
    var isSet: Bool { pthread_getspecific(key) != nil }

    /// Stores `value` for the current thread. A slot that does not own its values does not
    /// retain it: the caller keeps it alive until it calls `set(nil)`. An owning slot is given
    /// its value once per thread and keeps it until the thread exits.
    @inlinable
    func set(_ value: Value?) {
        if let value {
            pthread_setspecific(key, Unmanaged.passUnretained(value).toOpaque())
        } else {
            pthread_setspecific(key, nil)
        }
    }

    /// Stores a value that an owning slot keeps for the current thread until the thread exits.
    @usableFromInline
    func setOwned(_ value: Value) {
        pthread_setspecific(key, Unmanaged.passRetained(value).toOpaque())
    }
}

/// The slot of the trampoline running on the current thread (`CurrentThreadScheduler`): a C
/// thread-local (`RxSwiftShims`), one instruction to read or write, where a pthread slot costs a
/// call each time; every top-level subscription sets and clears it, and the library's step code
/// reads it. It does not retain its value: the trampoline's loop keeps the queue alive while it
/// is set.
@usableFromInline
struct RunningTrampolineSlot {
    @inlinable
    init() {}

    /// The running trampoline, not retained by the slot.
    @inlinable
    var value: TrampolineQueue? {
        unmanagedValue?.takeUnretainedValue()
    }

    /// The running trampoline, unretained, for a caller that knows it outlives the use.
    @inlinable
    var unmanagedValue: Unmanaged<TrampolineQueue>? {
        guard let raw = rx_running_trampoline_get() else { return nil }
        return Unmanaged<TrampolineQueue>.fromOpaque(raw)
    }

    /// Whether a trampoline runs on the current thread.
    @inlinable
    var isSet: Bool {
        rx_running_trampoline_get() != nil
    }

    /// Records `queue` as the current thread's running trampoline, or clears it with `nil`.
    @inlinable
    func set(_ queue: TrampolineQueue?) {
        if let queue {
            rx_running_trampoline_set(Unmanaged.passUnretained(queue).toOpaque())
        } else {
            rx_running_trampoline_set(nil)
        }
    }
}

#if canImport(Darwin)
private func releaseThreadLocalValue(_ raw: UnsafeMutableRawPointer) {
    Unmanaged<AnyObject>.fromOpaque(raw).release()
}
#else
private func releaseThreadLocalValue(_ raw: UnsafeMutableRawPointer?) {
    guard let raw else { return }
    Unmanaged<AnyObject>.fromOpaque(raw).release()
}
#endif

/// The calling thread's identity, unique among live threads and never 0: one `pthread_self`,
/// a read of the thread pointer, far cheaper than a thread-local slot.
@inlinable
func currentThreadIdentity() -> UInt {
    #if canImport(Glibc)
    UInt(pthread_self())
    #else
    UInt(bitPattern: pthread_self())
    #endif
}
