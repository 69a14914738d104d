import RxSwift
import Synchronization

/// An observer that records each event it receives with the test scheduler's tick at that
/// moment. Create it with `TestScheduler.createObserver(_:)`.
public final class TestableObserver<Element>: ObserverType, @unchecked Sendable {
    private let scheduler: TestScheduler
    private let recorded = Mutex(UncheckedBox<[Recorded<Event<Element>>]>([]))

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    /// The events received so far, with their ticks, in order of arrival.
    public var events: [Recorded<Event<Element>>] {
        recorded.withLock { $0.value }
    }

    /// Records `event` at the scheduler's current tick.
    public func on(_ event: Event<Element>) {
        let entry = Recorded(time: scheduler.clock, value: event)
        recorded.withLock { $0.value.append(entry) }
    }
}
