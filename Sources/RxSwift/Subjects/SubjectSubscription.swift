import Synchronization

/// A subject that can drop one of its observers by the key its bag returned.
@usableFromInline
protocol SubjectObserverRemoving: AnyObject {
    /// Removes the observer stored under `key`, if it is still there.
    func removeObserver(forKey key: BagKey)
}

/// The disposable a subject returns for one subscription: the first `dispose()` removes the
/// observer from the subject. It counts in `Resources.total` while alive.
///
/// The subject is held weakly, so a subscription does not keep its subject alive.
@usableFromInline
final class SubjectSubscription: DisposeBase, Cancelable, @unchecked Sendable {
    @usableFromInline let disposed = Atomic<Bool>(false)
    @usableFromInline let key: BagKey
    // Written only in `init`; reading a weak reference from several threads is safe.
    @usableFromInline weak var owner: (any SubjectObserverRemoving)?

    @inlinable
    init(owner: any SubjectObserverRemoving, key: BagKey) {
        self.key = key
        self.owner = owner
        super.init()
    }

    /// Whether `dispose()` has been called.
    @inlinable
    var isDisposed: Bool { disposed.load(ordering: .acquiring) }

    /// Removes the observer from the subject, once.
    @inlinable
    func dispose() {
        if disposed.exchange(true, ordering: .acquiringAndReleasing) { return }
        owner?.removeObserver(forKey: key)
    }
}
