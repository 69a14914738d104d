/// A group of disposables disposed together; members can be added and removed by key.
///
/// A disposable inserted after the group was disposed is disposed at once.
public final class CompositeDisposable: DisposeBase, Cancelable, @unchecked Sendable {
    /// The key that removes an inserted disposable.
    public struct DisposeKey: Sendable {
        fileprivate let key: BagKey
    }

    private let lock = RxLock()
    // Read and written only under `lock` (or before the group is shared, in `init`). The bag
    // is not an optional: removing from a bag inside an optional copied its element out.
    @exclusivity(unchecked) private var disposables = Bag<Disposable>()
    @exclusivity(unchecked) private var disposed = false

    /// Creates an empty group.
    public override init() {
        super.init()
    }

    /// Creates a group of two.
    public init(_ disposable1: Disposable, _ disposable2: Disposable) {
        super.init()
        _ = disposables.insert(disposable1)
        _ = disposables.insert(disposable2)
    }

    /// Creates a group of three.
    public init(_ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable) {
        super.init()
        _ = disposables.insert(disposable1)
        _ = disposables.insert(disposable2)
        _ = disposables.insert(disposable3)
    }

    /// Creates a group of four or more.
    public convenience init(_ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable, _ disposable4: Disposable, _ disposables: Disposable...) {
        self.init(disposables: [disposable1, disposable2, disposable3, disposable4] + disposables)
    }

    /// Creates a group of `disposables`.
    public init(disposables: [Disposable]) {
        super.init()
        for disposable in disposables {
            _ = self.disposables.insert(disposable)
        }
    }

    /// Whether the group was disposed.
    public var isDisposed: Bool {
        lock.withLock { disposed }
    }

    /// Adds `disposable`; returns its key, or `nil` (after disposing it) when the group was
    /// already disposed.
    public func insert(_ disposable: Disposable) -> DisposeKey? {
        lock.lock()
        if disposed {
            lock.unlock()
            disposable.dispose()
            return nil
        }
        let key = disposables.insert(disposable)
        lock.unlock()
        return DisposeKey(key: key)
    }

    /// The number of disposables in the group.
    public var count: Int {
        lock.withLock { disposables.count }
    }

    /// Removes the disposable for `disposeKey` and disposes it.
    public func remove(for disposeKey: DisposeKey) {
        lock.lock()
        let removed = disposables.removeKey(disposeKey.key)
        lock.unlock()
        removed?.dispose()
    }

    /// Disposes every member, once.
    public func dispose() {
        lock.lock()
        if disposed {
            lock.unlock()
            return
        }
        disposed = true
        let members = disposables
        disposables = Bag()
        lock.unlock()
        members.forEach { $0.dispose() }
    }
}

extension Disposables {
    /// A disposable that disposes the three arguments together.
    public static func create(_ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable) -> Cancelable {
        CompositeDisposable(disposable1, disposable2, disposable3)
    }

    /// A disposable that disposes all arguments together.
    public static func create(_ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable, _ disposables: Disposable ...) -> Cancelable {
        CompositeDisposable(disposables: [disposable1, disposable2, disposable3] + disposables)
    }

    /// A disposable that disposes all of `disposables` together.
    public static func create(_ disposables: [Disposable]) -> Cancelable {
        switch disposables.count {
        case 2: return BinaryDisposable(disposables[0], disposables[1])
        default: return CompositeDisposable(disposables: disposables)
        }
    }
}
