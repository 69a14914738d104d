#if GTK
import RxCocoa
import RxSwift

extension Reactive where Base: Widget {
    /// A property of the widget that the user changes, as a `ControlProperty`: RxCocoa's
    /// `controlProperty(editingEvents:getter:setter:)`, whose getter and setter are main-actor
    /// code. A value equal to the current one is not set. Write a binding of your own with it,
    /// as RxGtk's are written:
    /// `property(changedBy: "value-changed", get: { $0.value }, set: { $0.value = $1 })`.
    public func property<Value: Equatable & Sendable>(
        changedBy event: String,
        get: @escaping @MainActor (Base) -> Value,
        set: @escaping @MainActor (Base, Value) -> Void
    ) -> ControlProperty<Value> {
        controlProperty(editingEvents: event, getter: get, setter: set)
    }

    /// A `Binder` whose binding is main-actor code: RxSwift's `Binder(base) { widget, value in
    /// ... }`, under the name the bindings of this module use.
    public func binder<Value: Sendable>(_ apply: @escaping @MainActor (Base, Value) -> Void) -> Binder<Value> {
        Binder(base, binding: apply)
    }

    /// The value `read` gives (main-actor code) after each `signal` the user causes, as a
    /// `ControlEvent`: the changes of a read-only `property(changedBy:get:set:)`, so what the
    /// program sets meanwhile is left out as it is there.
    public func event<Value>(_ signal: String, reading read: @escaping @MainActor (Base) -> Value) -> ControlEvent<Value> {
        ControlEvent(events: controlProperty(editingEvents: signal, getter: read, setter: { _, _ in }).changed)
    }
}
#endif
