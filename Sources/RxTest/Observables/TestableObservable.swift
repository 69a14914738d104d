import RxSwift
import Synchronization

/// A test sequence that emits prerecorded events on a `TestScheduler` and records the ticks
/// at which it was subscribed and unsubscribed. Create one with
/// `TestScheduler.createHotObservable(_:)` or `TestScheduler.createColdObservable(_:)`.
public class TestableObservable<Element>: ObservableType, @unchecked Sendable {
    /// The scheduler the events are emitted on.
    let testScheduler: TestScheduler
    private let recordedSubscriptions = Mutex(UncheckedBox<[Subscription]>([]))

    /// The events the sequence emits, with their ticks.
    public let recordedEvents: [Recorded<Event<Element>>]

    init(testScheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        self.testScheduler = testScheduler
        self.recordedEvents = recordedEvents
    }

    /// Every subscription made so far, in order, with its subscription and disposal ticks.
    public var subscriptions: [Subscription] {
        recordedSubscriptions.withLock { $0.value }
    }

    /// Subscribes `observer`; hot and cold sequences differ in when they deliver the events.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        rxTestAbstractMethod("TestableObservable.subscribe")
    }

    /// Records a subscription made now; returns its index for `recordUnsubscription(at:)`.
    func recordSubscription() -> Int {
        let subscription = Subscription(testScheduler.clock)
        return recordedSubscriptions.withLock { box in
            box.value.append(subscription)
            return box.value.count - 1
        }
    }

    /// Records that the subscription at `index` ended now.
    func recordUnsubscription(at index: Int) {
        let now = testScheduler.clock
        recordedSubscriptions.withLock { box in
            let existing = box.value[index]
            box.value[index] = Subscription(existing.subscribe, now)
        }
    }
}

/// Stops the program because an abstract method of RxTest was called.
func rxTestAbstractMethod(_ name: String, file: StaticString = #file, line: UInt = #line) -> Never {
    fatalError("RxTest: abstract method \(name) was called; a subclass must override it.", file: file, line: line)
}
