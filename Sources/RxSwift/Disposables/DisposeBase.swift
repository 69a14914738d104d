/// The base class of the library's disposables: counts them in `Resources.total`.
///
/// The library's disposables are thread-safe, hence `Sendable`.
public class DisposeBase: @unchecked Sendable {
    @inlinable
    init() {
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }
}
