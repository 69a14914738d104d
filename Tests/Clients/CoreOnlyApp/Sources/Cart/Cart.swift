import RxCocoa
import RxRelay
import RxSwift

/// A shopping cart: the lines a user added, and their total as a Driver for the screen.
public final class Cart: Sendable {
    private let lines = BehaviorRelay<[Double]>(value: [])

    public init() {}

    /// Adds a line of `price`.
    public func add(_ price: Double) {
        lines.accept(lines.value + [price])
    }

    /// The total of the lines, from the current one on.
    public var total: Driver<Double> {
        lines.asDriver().map { $0.reduce(0, +) }
    }
}
