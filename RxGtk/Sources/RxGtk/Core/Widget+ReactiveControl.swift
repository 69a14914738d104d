import RxCocoa
import RxSwift

/// Every widget is a control for RxCocoa: its events are GTK signals, named as GTK names them
/// ("clicked", "changed", "activate", "notify::active", ...) and emitted by the object
/// `signalInstance(for:)` names, and a handler is a signal connection. `rx.controlEvent(_:)` and `rx.controlProperty(editingEvents:getter:setter:)`
/// therefore work for every widget, and the bindings of this module are built with them.
extension Widget: ReactiveControl {
    /// A GTK signal name.
    public typealias ControlEventName = String

    /// The connection of a signal handler.
    public typealias ControlHandlerID = SignalConnection

    /// Connects `handler` to the signal `event`; RxCocoa calls this on the main thread.
    public nonisolated func addControlHandler(for event: String, _ handler: @escaping () -> Void) -> SignalConnection {
        let handler = UncheckedHandler(handler)
        return MainActor.assumeIsolated {
            connectSignal(event, of: signalInstance(for: event)) { handler.call() }
        }
    }

    /// Disconnects the handler; RxCocoa calls this on the main thread.
    public nonisolated func removeControlHandler(_ id: SignalConnection) {
        MainActor.assumeIsolated {
            id.disconnect()
        }
    }
}

/// A handler RxCocoa registers on the main thread and GTK calls there; it crosses into the
/// main actor's closure without being used anywhere else.
private struct UncheckedHandler: @unchecked Sendable {
    let call: () -> Void

    init(_ call: @escaping () -> Void) {
        self.call = call
    }
}
