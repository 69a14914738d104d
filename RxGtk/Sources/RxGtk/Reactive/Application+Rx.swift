import RxCocoa
import RxSwift

/// An application is a control for RxCocoa: its events are its signals, and a handler is a
/// signal connection, as for widgets.
extension Application: ReactiveControl {
    /// A GTK signal name.
    public typealias ControlEventName = String

    /// The connection of a signal handler.
    public typealias ControlHandlerID = SignalConnection

    /// Connects `handler` to the signal `event`.
    public func addControlHandler(for event: String, _ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connect(event, handler: handler)
    }

    /// Disconnects the handler.
    public func removeControlHandler(_ id: SignalConnection) {
        id.disconnect()
    }
}

extension Reactive where Base: Application {
    /// The application starts ("activate"): the place to build and show its windows.
    public var activate: ControlEvent<Void> {
        controlEvent("activate")
    }

    /// The application ends ("shutdown").
    public var shutdown: ControlEvent<Void> {
        controlEvent("shutdown")
    }
}
