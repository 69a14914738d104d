import Synchronization

/// Holds the disposable (a subscription, a scheduled timer or run) of a sink's latest decision,
/// whatever order the assignments that carry out those decisions arrive in.
///
/// A sink decides under its lock and acts after unlocking, so a later decision, made on another
/// thread, can finish its action before an earlier one has stored what it made. Stored in
/// arrival order, the earlier disposable would replace the later one and dispose it: a timer
/// that never fires, a fallback subscription cut off, a sequence that hangs. So each decision
/// reserves a generation (`reserve()`) in the critical section that makes it, or, for a sink
/// whose decisions are serialized by the source's event order, before the action that can lead
/// to the next decision starts; the action then installs what it made for that generation
/// (`install(_:for:)`). A disposable is kept unless a later generation was installed already, in
/// which case it is disposed on arrival; keeping one disposes the one it replaces. Once the slot
/// is disposed, whatever is installed is disposed on arrival.
@usableFromInline
final class OrderedDisposableSlot: Disposable, @unchecked Sendable {
    /// A decision's place in the order of the slot's decisions.
    @usableFromInline
    struct Generation: Sendable {
        @usableFromInline let value: UInt64

        @inlinable
        init(value: UInt64) {
            self.value = value
        }
    }

    /// The last generation reserved. Relaxed is enough: decisions that must be ordered are
    /// ordered by the lock (or the event order) they are made under, and one counter's
    /// read-modify-writes follow that order.
    @usableFromInline let reserved = Atomic<UInt64>(0)
    @usableFromInline let lock = RxLock()
    // The three vars below are read and written only under `lock`.
    /// The generation of `current`.
    @usableFromInline @exclusivity(unchecked) var installed: UInt64 = 0
    /// What the latest installed generation made; a no-op disposable stands for none.
    @usableFromInline @exclusivity(unchecked) var current: Disposable = NopDisposable()
    @usableFromInline @exclusivity(unchecked) var disposed = false

    /// An empty slot.
    @inlinable
    init() {}

    /// Reserves the next generation, for the decision being made.
    @inlinable
    func reserve() -> Generation {
        Generation(value: reserved.wrappingAdd(1, ordering: .relaxed).newValue)
    }

    /// Keeps `disposable` as what `generation` made, disposing what it replaces, unless a later
    /// generation was installed already or the slot was disposed: then disposes `disposable` at
    /// once. One generation may install more than once (a placeholder, then what replaces it).
    @inlinable
    func install(_ disposable: Disposable, for generation: Generation) {
        lock.lock()
        if disposed || generation.value < installed {
            lock.unlock()
            disposable.dispose()
            return
        }
        let replaced = current
        current = disposable
        installed = generation.value
        lock.unlock()
        replaced.dispose()
    }

    /// Disposes what the slot holds now, as a decision of its own: what an earlier generation
    /// installs later is disposed on arrival.
    @usableFromInline
    func clear() {
        install(NopDisposable(), for: reserve())
    }

    /// Disposes what the slot holds, and from now on whatever is installed.
    @usableFromInline
    func dispose() {
        lock.lock()
        if disposed {
            lock.unlock()
            return
        }
        disposed = true
        let held = current
        current = NopDisposable()
        lock.unlock()
        held.dispose()
    }
}
