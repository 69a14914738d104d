/// The disposable that does nothing; one shared instance.
@usableFromInline
struct NopDisposable: Disposable, Sendable {
    @inlinable init() {}

    @inlinable func dispose() {}
}

extension Disposables {
    /// A disposable that does nothing when disposed.
    @inlinable
    public static func create() -> Disposable {
        NopDisposable()
    }
}
