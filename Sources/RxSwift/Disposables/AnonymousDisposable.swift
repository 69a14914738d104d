import Synchronization

/// Runs an action the first time it is disposed.
@usableFromInline
final class AnonymousDisposable: DisposeBase, Cancelable, @unchecked Sendable {
    @usableFromInline let disposed = Atomic<Bool>(false)
    /// Replaced by an empty closure once run, which lets go of what it captured. Not an
    /// optional: a closure stored in an `Optional` is kept in the optional's generic form, so
    /// storing the caller's closure would allocate a reabstraction thunk for every disposable.
    @exclusivity(unchecked) @usableFromInline var disposeAction: () -> Void

    @inlinable
    init(_ disposeAction: @escaping () -> Void) {
        self.disposeAction = disposeAction
        super.init()
    }

    /// Whether the action has run.
    @inlinable
    var isDisposed: Bool { disposed.load(ordering: .acquiring) }

    /// Runs the action once; later calls do nothing.
    @inlinable
    func dispose() {
        if disposed.exchange(true, ordering: .acquiringAndReleasing) { return }
        let action = disposeAction
        disposeAction = {}
        action()
    }
}

extension Disposables {
    /// A disposable that runs `dispose` the first time it is disposed.
    @inlinable
    @available(swift, introduced: 6)
    @preconcurrency
    public static func create(with dispose: @escaping @Sendable () -> Void) -> Cancelable {
        // Swift 5 form: this body, with plain closures.
        AnonymousDisposable(dispose)
    }
}
