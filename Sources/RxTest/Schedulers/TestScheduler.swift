import Foundation
import RxSwift

/// A virtual time of `TestScheduler`, in ticks.
public typealias TestTime = Int

/// A virtual-time scheduler for tests: time is counted in integer ticks, test sequences emit
/// recorded events at given ticks, and observers record the tick at which each event arrives.
///
/// Work scheduled through `schedule` or `scheduleRelative` for the current tick or earlier runs
/// one tick later when `simulateProcessingDelay` is on (the default), as if processing took
/// time; work scheduled for an exact tick (`scheduleAt`, `scheduleAbsoluteVirtual`,
/// `scheduleRelativeVirtual`, hot and cold test sequences) runs at that tick.
public class TestScheduler: VirtualTimeScheduler<TestSchedulerVirtualTimeConverter>, @unchecked Sendable {
    /// The default ticks of `start`: create the sequence at 100, subscribe at 200, dispose at
    /// 1000.
    public struct Defaults {
        /// The tick at which `start` creates the tested sequence.
        public static let created = 100
        /// The tick at which `start` subscribes to the tested sequence.
        public static let subscribed = 200
        /// The tick at which `start` disposes the subscription.
        public static let disposed = 1000
    }

    private let simulateProcessingDelay: Bool

    /// Creates a scheduler whose clock starts at `initialClock`; one tick stands for
    /// `resolution` seconds. With `simulateProcessingDelay`, work scheduled for "now" runs one
    /// tick later.
    public init(initialClock: TestTime, resolution: Double = 1.0, simulateProcessingDelay: Bool = true) {
        self.simulateProcessingDelay = simulateProcessingDelay
        super.init(initialClock: initialClock, converter: TestSchedulerVirtualTimeConverter(resolution: resolution))
    }

    /// A sequence that emits `events` at their absolute ticks to whoever is subscribed then,
    /// and records its subscriptions.
    public func createHotObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        HotObservable(testScheduler: self, recordedEvents: events)
    }

    /// A sequence that emits `events` to each subscriber at their ticks counted from the
    /// subscription's tick, and records its subscriptions.
    public func createColdObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        ColdObservable(testScheduler: self, recordedEvents: events)
    }

    /// An observer that records every event with the tick at which it arrives.
    public func createObserver<Element>(_ type: Element.Type) -> TestableObserver<Element> {
        TestableObserver(scheduler: self)
    }

    /// Runs `action` at the tick `time`.
    public func scheduleAt(_ time: TestTime, action: @escaping () -> Void) {
        _ = scheduleAbsoluteVirtual((), time: time) { _ in
            action()
            return Disposables.create()
        }
    }

    /// With simulated processing delay, a tick not after the clock becomes the next tick;
    /// without, it becomes the current tick.
    public override func adjustScheduledTime(_ time: TestTime) -> TestTime {
        let current = clock
        if time <= current {
            return current + (simulateProcessingDelay ? 1 : 0)
        }
        return time
    }

    /// Creates the sequence with `create` at tick `created`, subscribes to it at `subscribed`,
    /// disposes the subscription at `disposed`, runs the scheduler until no work is left, and
    /// returns the observer that recorded the events.
    public func start<Element, OutputSequence: ObservableConvertibleType>(created: TestTime, subscribed: TestTime, disposed: TestTime, create: @escaping () -> OutputSequence) -> TestableObserver<Element> where OutputSequence.Element == Element {
        var source: Observable<Element>?
        var subscription: Disposable?
        let observer = createObserver(Element.self)
        _ = scheduleAbsoluteVirtual((), time: created) { _ in
            source = create().asObservable()
            return Disposables.create()
        }
        _ = scheduleAbsoluteVirtual((), time: subscribed) { _ in
            subscription = source?.subscribe(observer)
            return Disposables.create()
        }
        _ = scheduleAbsoluteVirtual((), time: disposed) { _ in
            subscription?.dispose()
            subscription = nil
            source = nil
            return Disposables.create()
        }
        start()
        return observer
    }

    /// `start(created:subscribed:disposed:create:)` with the default creation (100) and
    /// subscription (200) ticks, disposing at `disposed`.
    public func start<Element, OutputSequence: ObservableConvertibleType>(disposed: TestTime, create: @escaping () -> OutputSequence) -> TestableObserver<Element> where OutputSequence.Element == Element {
        start(created: Defaults.created, subscribed: Defaults.subscribed, disposed: disposed, create: create)
    }

    /// `start(created:subscribed:disposed:create:)` with the default ticks: created at 100,
    /// subscribed at 200, disposed at 1000.
    public func start<Element, OutputSequence: ObservableConvertibleType>(_ create: @escaping () -> OutputSequence) -> TestableObserver<Element> where OutputSequence.Element == Element {
        start(created: Defaults.created, subscribed: Defaults.subscribed, disposed: Defaults.disposed, create: create)
    }
}
