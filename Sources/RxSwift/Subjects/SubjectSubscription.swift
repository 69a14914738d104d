import Synchronization

/// A subject that can drop one of its observers by the key its bag returned.
@usableFromInline
protocol SubjectObserverRemoving: AnyObject {
    /// Removes the observer stored under `key`, if it is still there.
    func removeObserver(forKey key: BagKey)
}

/// A subject whose observers are a bag guarded by its lock: the subjects share their
/// unsubscribe and catch-up bookkeeping through it.
@usableFromInline
protocol LockedSubjectObservers: SubjectObserverRemoving {
    /// Guards `observers`.
    var lock: RxLock { get }
    /// The observers, in subscription order.
    var observers: SubjectObserverBag { get set }
}

extension LockedSubjectObservers {
    /// Removes the observer stored under `key`, if it is still there. The removed observer is
    /// released after the lock is dropped: releasing it may run deinitializers of user objects.
    @inlinable
    func removeObserver(forKey key: BagKey) {
        let removed = lock.withLock { observers.removeKey(key) }
        withExtendedLifetime(removed) {}
    }

    /// Once a new subscriber has caught up, stores `direct` (its own handler) under `key` in
    /// place of its `CatchUpObserver`, so later events reach it with one call less. Does nothing
    /// if the subscription already ended. The replaced observer is released after unlocking.
    @inlinable
    func deliverDirectly(forKey key: BagKey, to direct: SubjectObserverEntry) {
        let replaced = lock.withLock { observers.replaceValue(forKey: key, with: direct) }
        withExtendedLifetime(replaced) {}
    }
}

/// The disposable a subject returns for one subscription: the first `dispose()` removes the
/// observer from the subject. It counts in `Resources.total` while alive.
///
/// The subject is held strongly until `dispose()`, which lets it go: a subscription that is
/// never disposed keeps its subject alive, as in RxSwift. A strong reference keeps the subject
/// free of the weak-reference side table that would slow every retain and release of it.
@usableFromInline
final class SubjectSubscription: DisposeBase, Cancelable, @unchecked Sendable {
    @usableFromInline let disposed = Atomic<Bool>(false)
    @usableFromInline let key: BagKey
    // Written by `init` and then only by the one `dispose()` call that wins `disposed`; nothing
    // else reads it, so no two threads ever access it concurrently.
    @usableFromInline @exclusivity(unchecked) var owner: (any SubjectObserverRemoving)?

    @inlinable
    init(owner: any SubjectObserverRemoving, key: BagKey) {
        self.key = key
        self.owner = owner
        super.init()
    }

    /// Whether `dispose()` has been called.
    @inlinable
    var isDisposed: Bool { disposed.load(ordering: .acquiring) }

    /// Removes the observer from the subject and lets the subject go, once.
    @inlinable
    func dispose() {
        if disposed.exchange(true, ordering: .acquiringAndReleasing) { return }
        let owner = self.owner
        self.owner = nil
        owner?.removeObserver(forKey: key)
    }
}
