/// A reference to one mutable value, for closures and tests that share a counter or a flag.
///
/// Internal, as in RxSwift: test code written for upstream reaches it through
/// `@testable import RxSwift`. It has no lock; share it between threads only behind one.
final class RxMutableBox<T>: CustomDebugStringConvertible {
    /// The boxed value.
    var value: T

    /// Boxes `value`.
    init(_ value: T) {
        self.value = value
    }

    /// The boxed value, described.
    var debugDescription: String {
        "MutatingBox(\(value))"
    }
}
