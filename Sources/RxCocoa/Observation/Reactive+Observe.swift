import Observation
import RxSwift

extension Reactive where Base: AnyObject & Observation.Observable {
    /// The values of `keyPath` of this `@Observable` model, as Observation sees them change.
    ///
    /// - It reads the current value on subscription, then again after each change Observation
    ///   reports for a property that the last read touched: stored properties, the properties
    ///   a computed property reads, the properties of nested observable objects on the path.
    ///   Changes made before the next read are coalesced into it.
    /// - Every read and every element happens on `scheduler` (the main scheduler by default).
    ///   The read after a change is queued on it, never run inside the change, because
    ///   Observation reports a change before the new value is stored.
    /// - It holds the model weakly and completes when the model is deallocated. It never fails.
    /// - Disposing the subscription stops it: a change reported afterwards arms nothing again.
    ///
    /// - Each delivery reads the key path twice: once to arm the tracking, and once after
    ///   Observation has installed it, so a change made meanwhile on another thread is not lost.
    ///
    /// A model changed on other threads than `scheduler`'s must make each change whole under its
    /// own lock, the report to Observation included (a `@MainActor` model changed on the main
    /// thread needs nothing). See docs/Observation.md.
    public func observe<Value>(_ keyPath: KeyPath<Base, Value>, on scheduler: SchedulerType = MainScheduler.instance) -> Observable<Value> {
        weak let model = base
        let subscribe: (AnyObserver<Value>) -> Disposable = { observer in
            let observation = ModelPropertyObservation(model: model, keyPath: keyPath, scheduler: scheduler, observer: observer)
            observation.start()
            return observation
        }
        // The model is held weakly and is only read on `scheduler`, the key path is immutable,
        // and the model's conformance to `Observation.Observable` is used only there: the
        // subscribing closure may run on any thread.
        let sendableSubscribe = UncheckedSendable(subscribe)
        return Observable.create { observer in
            sendableSubscribe.value(observer)
        }
    }
}
