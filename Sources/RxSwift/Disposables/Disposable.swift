/// A resource that can be released: a subscription, a scheduled action.
@preconcurrency
public protocol Disposable: Sendable {
    /// Releases the resource. Calling it again has no effect.
    func dispose()
}

/// A disposable that can tell whether it was disposed.
public protocol Cancelable: Disposable {
    /// Whether `dispose()` has been called.
    var isDisposed: Bool { get }
}

/// Namespace for the disposable factories.
public struct Disposables {
    private init() {}
}
