import Synchronization

/// Shares one underlying disposable between a primary owner and any number of dependents.
///
/// Each `retain()` hands out a dependent disposable. The underlying disposable is disposed once
/// the primary owner called `dispose()` and every dependent handed out has been disposed, in
/// whichever order that happens.
public final class RefCountDisposable: DisposeBase, Cancelable, @unchecked Sendable {
    private let lock = RxLock()
    // Read and written only under `lock`.
    @exclusivity(unchecked) private var underlying: Disposable?
    @exclusivity(unchecked) private var primaryDisposed = false
    @exclusivity(unchecked) private var dependentCount = 0

    /// Creates a shared owner of `disposable`.
    public init(disposable: Disposable) {
        underlying = disposable
        super.init()
    }

    /// Whether the underlying disposable has been disposed.
    public var isDisposed: Bool {
        lock.withLock { underlying == nil }
    }

    /// Hands out a dependent that keeps the underlying disposable alive until it is disposed.
    ///
    /// Once the underlying disposable was disposed, returns a disposable that does nothing.
    public func retain() -> Disposable {
        let isAlive = lock.withLock { () -> Bool in
            guard underlying != nil else {
                return false
            }
            dependentCount += 1
            return true
        }
        return isAlive ? RefCountDependentDisposable(owner: self) : Disposables.create()
    }

    /// Releases the primary ownership; the underlying disposable is disposed now if no
    /// dependent is outstanding, otherwise when the last one is disposed.
    public func dispose() {
        let toDispose: Disposable? = lock.withLock {
            guard let held = underlying, !primaryDisposed else {
                return nil
            }
            primaryDisposed = true
            guard dependentCount == 0 else {
                return nil
            }
            underlying = nil
            return held
        }
        toDispose?.dispose()
    }

    /// Called once by each dependent when it is disposed.
    fileprivate func releaseDependent() {
        let toDispose: Disposable? = lock.withLock {
            guard let held = underlying else {
                return nil
            }
            dependentCount -= 1
            guard primaryDisposed, dependentCount == 0 else {
                return nil
            }
            underlying = nil
            return held
        }
        toDispose?.dispose()
    }
}

/// A dependent handed out by `RefCountDisposable.retain()`: its first `dispose()` releases
/// its hold on the owner; later calls do nothing.
final class RefCountDependentDisposable: DisposeBase, Cancelable, @unchecked Sendable {
    private let owner: RefCountDisposable
    private let released = Atomic<Bool>(false)

    init(owner: RefCountDisposable) {
        self.owner = owner
        super.init()
    }

    /// Whether this dependent has released its hold.
    var isDisposed: Bool {
        released.load(ordering: .acquiring)
    }

    /// Releases this dependent's hold on the owner, once.
    func dispose() {
        if released.exchange(true, ordering: .acquiringAndReleasing) {
            return
        }
        owner.releaseDependent()
    }
}
