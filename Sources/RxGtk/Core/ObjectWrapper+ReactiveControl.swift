#if GTK
import RxCocoa

/// An application, an action or settings is a control for RxCocoa, as a widget is: its events
/// are its GObject's signals, and a handler is a signal connection.
extension ObjectWrapper: ReactiveControl {
    /// A GLib signal name.
    public typealias ControlEventName = String

    /// The connection of a signal handler.
    public typealias ControlHandlerID = SignalConnection

    /// Connects `handler` to the signal `event`.
    public func addControlHandler(for event: String, _ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        if signalsPassAPointer {
            return connectSignal(event, of: pointer, shape: .pointer) { _ in handler() }
        }
        return connectSignal(event, of: pointer, handler: handler)
    }

    /// Disconnects the handler.
    public func removeControlHandler(_ id: SignalConnection) {
        id.disconnect()
    }
}
#endif
