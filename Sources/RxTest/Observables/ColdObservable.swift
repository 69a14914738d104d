import RxSwift

/// A test sequence that, for each subscriber, emits its recorded events at their ticks
/// counted from the tick of that subscription.
final class ColdObservable<Element>: TestableObservable<Element>, @unchecked Sendable {
    /// Schedules every recorded event for `observer` and records the subscription; disposing
    /// cancels the events not yet delivered and records the unsubscription.
    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let index = recordSubscription()
        let scheduled = CompositeDisposable()
        for recorded in recordedEvents {
            let item = testScheduler.scheduleRelativeVirtual((), dueTime: recorded.time) { _ in
                observer.on(recorded.value)
                return Disposables.create()
            }
            _ = scheduled.insert(item)
        }
        return Disposables.create {
            self.recordUnsubscription(at: index)
            scheduled.dispose()
        }
    }
}
