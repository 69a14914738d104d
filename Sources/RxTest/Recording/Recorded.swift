import RxSwift

/// A value stamped with the virtual tick at which it was recorded or is to be emitted.
public struct Recorded<Value>: CustomDebugStringConvertible {
    /// The tick.
    public let time: TestTime
    /// The value.
    public let value: Value

    /// Stamps `value` with `time`.
    public init(time: TestTime, value: Value) {
        self.time = time
        self.value = value
    }

    /// The value and its tick, such as `next(1) @ 210`.
    public var debugDescription: String {
        "\(value) @ \(time)"
    }
}

extension Recorded: Equatable where Value: Equatable {}

extension Recorded: Sendable where Value: Sendable {}
