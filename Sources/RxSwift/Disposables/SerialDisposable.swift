/// Holds one replaceable disposable: assigning a new one disposes the one it replaces.
///
/// Once the holder itself is disposed, its current disposable is disposed and every disposable
/// assigned later is disposed as soon as it is assigned.
public final class SerialDisposable: DisposeBase, Cancelable, @unchecked Sendable {
    private let lock = RxLock()
    // The two vars below are read and written only under `lock`; the runtime exclusivity
    // checks would only slow every assignment (`observe(on:)` assigns one per delivery run).
    @exclusivity(unchecked) private var current: Disposable?
    @exclusivity(unchecked) private var disposed = false

    /// Creates an empty holder.
    public override init() {
        super.init()
    }

    /// Whether `dispose()` has been called.
    public var isDisposed: Bool {
        lock.withLock { disposed }
    }

    /// The disposable held now (a no-op disposable when none is held).
    ///
    /// Setting it disposes the previous one; after the holder was disposed, setting it disposes
    /// the new value at once instead of keeping it.
    public var disposable: Disposable {
        get {
            lock.withLock { current } ?? Disposables.create()
        }
        set {
            let toDispose: Disposable? = lock.withLock {
                if disposed {
                    return newValue
                }
                let replaced = current
                current = newValue
                return replaced
            }
            toDispose?.dispose()
        }
    }

    /// Disposes the held disposable and every one assigned from now on.
    public func dispose() {
        let toDispose: Disposable? = lock.withLock {
            if disposed {
                return nil
            }
            disposed = true
            let held = current
            current = nil
            return held
        }
        toDispose?.dispose()
    }
}
