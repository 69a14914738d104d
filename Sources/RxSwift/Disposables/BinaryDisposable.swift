import Synchronization

/// Disposes two disposables together, once.
@usableFromInline
final class BinaryDisposable: DisposeBase, Cancelable, @unchecked Sendable {
    @usableFromInline let disposed = Atomic<Bool>(false)
    @exclusivity(unchecked) @usableFromInline var disposable1: Disposable?
    @exclusivity(unchecked) @usableFromInline var disposable2: Disposable?

    @inlinable
    init(_ disposable1: Disposable, _ disposable2: Disposable) {
        self.disposable1 = disposable1
        self.disposable2 = disposable2
        super.init()
    }

    /// Whether both were disposed.
    @inlinable
    var isDisposed: Bool { disposed.load(ordering: .acquiring) }

    /// Disposes both, once.
    @inlinable
    func dispose() {
        if disposed.exchange(true, ordering: .acquiringAndReleasing) { return }
        let first = disposable1, second = disposable2
        disposable1 = nil
        disposable2 = nil
        first?.dispose()
        second?.dispose()
    }
}

extension Disposables {
    /// A disposable that disposes both arguments together.
    @inlinable
    public static func create(_ disposable1: Disposable, _ disposable2: Disposable) -> Cancelable {
        BinaryDisposable(disposable1, disposable2)
    }
}
