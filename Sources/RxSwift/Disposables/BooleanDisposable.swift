import Synchronization

/// A disposable that only remembers whether it was disposed; disposing it has no other effect.
///
/// Useful as a cancellation token that long-running work polls through `isDisposed`.
public final class BooleanDisposable: Cancelable, Sendable {
    /// A shared instance that is disposed from the start.
    static let BooleanDisposableTrue = BooleanDisposable(isDisposed: true)

    private let disposed: Atomic<Bool>

    /// Creates a disposable that is not disposed yet.
    public init() {
        disposed = Atomic(false)
    }

    /// Creates a disposable whose disposal state starts as `isDisposed`.
    public init(isDisposed: Bool) {
        disposed = Atomic(isDisposed)
    }

    /// Whether `dispose()` has been called (or the instance was created disposed).
    public var isDisposed: Bool {
        disposed.load(ordering: .acquiring)
    }

    /// Marks the disposable as disposed; calling it again has no effect.
    public func dispose() {
        disposed.store(true, ordering: .releasing)
    }
}
