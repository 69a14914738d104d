import RxSwift
import Synchronization

/// A test sequence that emits its recorded events at their absolute ticks to the observers
/// subscribed at that moment, whether or not anyone is subscribed.
final class HotObservable<Element>: TestableObservable<Element>, @unchecked Sendable {
    private struct Observers {
        var nextKey = 0
        var handlers: [(key: Int, handler: (Event<Element>) -> Void)] = []
    }

    private let observers = Mutex(UncheckedBox(Observers()))

    override init(testScheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        super.init(testScheduler: testScheduler, recordedEvents: recordedEvents)
        // Each pending event keeps the sequence alive, so it emits even when the test keeps no
        // reference to it; the scheduler drops an event's action once it has run.
        for recorded in recordedEvents {
            testScheduler.scheduleAt(recorded.time) {
                self.emit(recorded.value)
            }
        }
    }

    private func emit(_ event: Event<Element>) {
        let handlers = observers.withLock { box in box.value.handlers.map(\.handler) }
        for handler in handlers {
            handler(event)
        }
    }

    /// Adds `observer` until the returned disposable is disposed, and records the subscription.
    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let key = observers.withLock { box in
            let key = box.value.nextKey
            box.value.nextKey += 1
            box.value.handlers.append((key, observer.on))
            return key
        }
        let index = recordSubscription()
        return Disposables.create {
            let removed = self.observers.withLock { box in
                guard let position = box.value.handlers.firstIndex(where: { $0.key == key }) else { return false }
                box.value.handlers.remove(at: position)
                return true
            }
            if removed {
                self.recordUnsubscription(at: index)
            }
        }
    }
}
