#if GTK
import RxCocoa
import RxSwift

/// Every widget is a control for RxCocoa: its events are GTK signals, named as GTK names them
/// ("clicked", "changed", "activate", "notify::active", ...) and emitted by the object
/// `signalInstance(for:)` names, and a handler is a signal connection. `rx.controlEvent(_:)` and
/// `rx.controlProperty(editingEvents:getter:setter:)` therefore work for every widget, and the
/// bindings of this module are built with them. Both sides are main-actor code: RxCocoa
/// registers handlers from the main actor, and GTK calls them there.
extension Widget: ReactiveControl {
    /// A GTK signal name.
    public typealias ControlEventName = String

    /// The connection of a signal handler.
    public typealias ControlHandlerID = SignalConnection

    /// Connects `handler` to the signal `event`.
    public func addControlHandler(for event: String, _ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connectSignal(event, of: signalInstance(for: event), handler: handler)
    }

    /// Disconnects the handler.
    public func removeControlHandler(_ id: SignalConnection) {
        id.disconnect()
    }
}
#endif
