import Foundation

/// Translates between a virtual-time scheduler's own units of time and real dates and
/// intervals, and does the arithmetic the scheduler needs on virtual times.
///
/// `VirtualTimeScheduler` is generic over a converter: `TestScheduler` counts integer ticks,
/// `HistoricalScheduler` uses dates.
///
/// The methods must be pure functions of their arguments: the scheduler calls
/// `compareVirtualTime` while it orders its queue, so it must not call back into the scheduler.
public protocol VirtualTimeConverterType {
    /// An absolute time on the virtual clock.
    associatedtype VirtualTimeUnit
    /// A span between two virtual times.
    associatedtype VirtualTimeIntervalUnit

    /// The real date that `virtualTime` stands for.
    func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime

    /// The virtual time that stands for the real date `time`.
    func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit

    /// The number of seconds that `virtualTimeInterval` stands for.
    func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit) -> TimeInterval

    /// The virtual interval that stands for `timeInterval` seconds.
    func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit

    /// `time` moved by `offset`.
    func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit) -> VirtualTimeUnit

    /// How `lhs` is ordered relative to `rhs`.
    func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit) -> VirtualTimeComparison
}

/// The order of two virtual times.
public enum VirtualTimeComparison: Sendable {
    /// The first time is earlier than the second.
    case lessThan
    /// The two times are the same.
    case equal
    /// The first time is later than the second.
    case greaterThan
}

extension VirtualTimeComparison {
    /// Whether the first time is earlier.
    var isLessThan: Bool { self == .lessThan }

    /// Whether the first time is later.
    var isGreaterThan: Bool { self == .greaterThan }
}
