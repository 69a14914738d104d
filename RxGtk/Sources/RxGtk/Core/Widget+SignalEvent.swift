import RxCocoa
import RxSwift

extension Widget {
    /// The emissions of `signal` (by the object `signalInstance(for:)` names), as a
    /// `ControlEvent` of what `value` reads from each; emissions for which it returns `nil` are
    /// skipped. For signals whose handlers take an argument, which `controlEvent(_:)` cannot
    /// connect to.
    ///
    /// Like RxCocoa's `controlEvent(_:)`: each subscription connects a handler on the main
    /// thread and disconnects it when disposed; the widget is held weakly, and the event
    /// completes when the widget's wrapper is deallocated.
    nonisolated func signalEvent<Value>(
        _ signal: String,
        shape: SignalShape,
        value: @escaping @MainActor (SignalArgument) -> Value?
    ) -> ControlEvent<Value> {
        let source = Observable<Value>.create { [weak self] observer in
            MainScheduler.ensureRunningOnMainThread(errorMessage: "RxGtk: \(signal) events can only be observed on the main thread.")
            let connection = MainActor.assumeIsolated { () -> SignalConnection? in
                guard let widget = self else { return nil }
                return connectSignal(signal, of: widget.signalInstance(for: signal), shape: shape) { argument in
                    if let element = value(argument) {
                        observer.on(.next(element))
                    }
                }
            }
            guard let connection else {
                observer.on(.completed)
                return Disposables.create()
            }
            return Disposables.create {
                MainActor.assumeIsolated { connection.disconnect() }
            }
        }
        return ControlEvent(events: source.take(until: rx.deallocated))
    }
}
