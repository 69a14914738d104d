import RxCocoa
import RxSwift

extension Reactive where Base: Widget {
    /// A property of the widget that the user changes, as a `ControlProperty`: RxCocoa's
    /// `controlProperty(editingEvents:getter:setter:)` with a getter and a setter that are
    /// main-actor code (RxCocoa calls both on the main thread). A value equal to the current one
    /// is not set. Write a binding of your own with it, as RxGtk's are written:
    /// `property(changedBy: "value-changed", get: { $0.value }, set: { $0.value = $1 })`.
    public func property<Value: Equatable & Sendable>(
        changedBy event: String,
        get: @escaping @MainActor (Base) -> Value,
        set: @escaping @MainActor (Base, Value) -> Void
    ) -> ControlProperty<Value> {
        controlProperty(
            editingEvents: event,
            getter: { widget in MainActor.assumeIsolated { get(widget) } },
            setter: { widget, value in MainActor.assumeIsolated { set(widget, value) } }
        )
    }

    /// A `Binder` whose binding is main-actor code (a `Binder` runs it on the main scheduler).
    public func binder<Value: Sendable>(_ apply: @escaping @MainActor (Base, Value) -> Void) -> Binder<Value> {
        Binder(base) { widget, value in
            MainActor.assumeIsolated { apply(widget, value) }
        }
    }
}
