import Foundation

/// A virtual-time scheduler whose clock is a date: replays work scheduled over days or years
/// instantly, in time order, for example to process historical data with time-based
/// operators.
open class HistoricalScheduler: VirtualTimeScheduler<HistoricalSchedulerTimeConverter> {
    /// Creates a scheduler whose clock starts at `initialClock` (by default the Unix epoch).
    public init(initialClock: RxTime = Date(timeIntervalSince1970: 0)) {
        super.init(initialClock: initialClock, converter: HistoricalSchedulerTimeConverter())
    }
}
