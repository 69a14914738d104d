/// Collects disposables and disposes all of them when the bag is deallocated.
///
/// Keep a bag as a property of the object whose lifetime bounds the subscriptions; to dispose
/// everything early, replace the bag with a new one. A disposable inserted into a bag that is
/// already being deallocated is disposed at once. Thread-safe.
public final class DisposeBag: DisposeBase, @unchecked Sendable {
    private let lock = RxLock()
    // Read and written only under `lock`: the runtime's exclusivity checks would cost every
    // insertion two calls.
    @exclusivity(unchecked) private var disposables: [Disposable] = []
    @exclusivity(unchecked) private var isDisposed = false

    /// Creates an empty bag.
    public override init() {
        super.init()
    }

    /// Creates a bag holding `disposables`.
    public convenience init(disposing disposables: Disposable...) {
        self.init(disposing: disposables)
    }

    /// Creates a bag holding the disposables `builder` lists.
    public convenience init(@DisposableBuilder builder: () -> [Disposable]) {
        self.init(disposing: builder())
    }

    /// Creates a bag holding `disposables`.
    public convenience init(disposing disposables: [Disposable]) {
        self.init()
        self.disposables = disposables
    }

    /// Adds `disposable` to the bag, or disposes it at once if the bag was already disposed.
    public func insert(_ disposable: consuming Disposable) {
        // Locked and unlocked around the append itself, not through `withLock`: a closure
        // would hold a copy of the existential to destroy afterwards. Consumed, the disposable
        // moves into the array without a copy.
        lock.lock()
        if isDisposed {
            lock.unlock()
            disposable.dispose()
            return
        }
        disposables.append(consume disposable)
        lock.unlock()
    }

    /// Adds every one of `disposables` to the bag.
    public func insert(_ disposables: Disposable...) {
        insert(disposables)
    }

    /// Adds the disposables `builder` lists to the bag.
    public func insert(@DisposableBuilder builder: () -> [Disposable]) {
        insert(builder())
    }

    /// Adds every one of `disposables` to the bag, or disposes them at once if the bag was
    /// already disposed.
    public func insert(_ disposables: [Disposable]) {
        let accepted = lock.withLock { () -> Bool in
            if isDisposed {
                return false
            }
            self.disposables.append(contentsOf: disposables)
            return true
        }
        if !accepted {
            for disposable in disposables {
                disposable.dispose()
            }
        }
    }

    /// Disposes every disposable in the bag, in insertion order; later insertions are disposed
    /// at once. The bag calls it when deallocated.
    func dispose() {
        let members = lock.withLock { () -> [Disposable] in
            let members = disposables
            disposables = []
            isDisposed = true
            return members
        }
        for member in members {
            member.dispose()
        }
    }

    deinit {
        dispose()
    }

    /// Builds the list of disposables for `DisposeBag(builder:)` and `insert(builder:)`: one
    /// disposable per statement.
    @resultBuilder
    public struct DisposableBuilder {
        /// Collects the statements' disposables into an array.
        public static func buildBlock(_ disposables: Disposable...) -> [Disposable] {
            disposables
        }
    }
}

extension Disposable {
    /// Adds this disposable to `bag`, so it is disposed when the bag is deallocated.
    public func disposed(by bag: DisposeBag) {
        bag.insert(self)
    }
}
