#if GTK
import RxSwift

extension Observable {
    /// A sequence whose subscription is main-actor code, as every sequence of a GTK object's is:
    /// `subscribe` runs on the main thread (the sequence is subscribed on the main scheduler)
    /// with the observer, and returns the main-actor work that ends the subscription, which
    /// runs on the main thread when the subscription is disposed (the main scheduler's
    /// subscriptions are disposed there). The crossing into the main actor is checked once at
    /// each end.
    static func subscribedOnMainActor(_ subscribe: @escaping @MainActor (AnyObserver<Element>) -> @MainActor () -> Void) -> Observable<Element> {
        Observable.create { observer in
            MainActor.assumeIsolated {
                let end = subscribe(observer)
                return Disposables.create { MainActor.assumeIsolated { end() } }
            }
        }
        .subscribe(on: ConcurrentMainScheduler.instance)
    }
}

/// The emissions of `signal` by the GObject that `instance` gives for `object`, each turned into
/// an element by `element` from the object and the signal's arguments (emissions it returns
/// `nil` for are left out). The object is held weakly: the sequence completes at subscription if
/// it is gone. Each subscription connects a handler and disconnects it when disposed.
func signalEmissions<Object: AnyObject & Sendable, Element>(
    of object: Object,
    signal: String,
    emittedBy instance: @escaping @MainActor (Object) -> UnsafeMutableRawPointer,
    element: @escaping @MainActor (Object, [SignalValue]) -> Element?
) -> Observable<Element> {
    Observable<Element>.subscribedOnMainActor { [weak object] observer in
        guard let object, let connection = connectSignalValues(signal, of: instance(object), handler: { [weak object] arguments in
            guard let object, let value = element(object, arguments) else { return }
            observer.on(.next(value))
        }) else {
            observer.on(.completed)
            return {}
        }
        return { connection.disconnect() }
    }
}
#endif
