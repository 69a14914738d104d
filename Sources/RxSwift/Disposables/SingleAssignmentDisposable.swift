import Synchronization

/// Holds a disposable that is assigned exactly once, possibly after disposal was requested
/// (then it is disposed as soon as it arrives).
///
/// Assigning twice is a programmer error and stops the program with a message.
public final class SingleAssignmentDisposable: DisposeBase, Cancelable, @unchecked Sendable {
    private static let disposedBit = 1
    private static let assignedBit = 2

    private let state = Atomic<Int>(0)
    @exclusivity(unchecked) private var disposable: Disposable?

    /// Creates an empty holder.
    public override init() {
        super.init()
    }

    /// Whether `dispose()` has been called.
    public var isDisposed: Bool {
        state.load(ordering: .acquiring) & Self.disposedBit != 0
    }

    /// Sets the held disposable; disposes it at once if this holder is already disposed.
    public func setDisposable(_ disposable: Disposable) {
        self.disposable = disposable
        let previous = state.bitwiseOr(Self.assignedBit, ordering: .acquiringAndReleasing).oldValue
        if previous & Self.assignedBit != 0 {
            rxFatalError("SingleAssignmentDisposable: setDisposable was called twice; a single-assignment disposable takes one disposable only.")
        }
        if previous & Self.disposedBit != 0 {
            disposable.dispose()
            self.disposable = nil
        }
    }

    /// Disposes the held disposable, now or when it is assigned.
    public func dispose() {
        let previous = state.bitwiseOr(Self.disposedBit, ordering: .acquiringAndReleasing).oldValue
        if previous & Self.disposedBit != 0 { return }
        if previous & Self.assignedBit != 0 {
            let held = disposable
            disposable = nil
            held?.dispose()
        }
    }
}
