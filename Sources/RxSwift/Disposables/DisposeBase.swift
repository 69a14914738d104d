/// The base class of the library's disposables: counts them in `Resources.total`.
///
/// The library's disposables are thread-safe, hence `Sendable`.
public class DisposeBase: @unchecked Sendable {
    @inlinable
    init() {
        ResourceCounters.add(1)
    }

    deinit {
        ResourceCounters.add(-1)
    }
}
