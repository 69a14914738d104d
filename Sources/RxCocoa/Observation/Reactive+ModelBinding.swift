import Observation
import RxSwift

extension Reactive where Base: AnyObject & Observation.Observable {
    /// A binder that sets `keyPath` of this `@Observable` model to each element, on the main
    /// thread: `driver.drive(model.rx[\.name])`.
    ///
    /// The same as the `model.rx.name` binder of RxSwift's `Reactive`, spelled with a key path
    /// (so it also reaches nested properties, `model.rx[\.settings.volume]`). It holds the
    /// model weakly; completion is ignored; an error is a programmer error.
    public subscript<Value>(keyPath: ReferenceWritableKeyPath<Base, Value>) -> Binder<Value> {
        Binder(setting: keyPath, of: base)
    }

    /// `keyPath` of this `@Observable` model as a control property, for two-way bindings: its
    /// values are `observe(keyPath)` (on the main scheduler), and the values it receives are set
    /// through `self[keyPath]`, on the main thread.
    ///
    /// It completes when the model is deallocated. Setting a property of an `Equatable` type to
    /// its current value reports no change (Observation skips it), so binding it both ways to a
    /// control does not loop.
    public func controlProperty<Value>(_ keyPath: ReferenceWritableKeyPath<Base, Value>) -> ControlProperty<Value> {
        ControlProperty(values: observe(keyPath), valueSink: self[keyPath])
    }
}
