import RxCocoa
import RxSwift

extension Reactive where Base: Application {
    /// The application starts ("activate"): the place to build and show its windows.
    public var activate: ControlEvent<Void> {
        controlEvent("activate")
    }

    /// The application ends ("shutdown").
    public var shutdown: ControlEvent<Void> {
        controlEvent("shutdown")
    }

    /// A window joined the application ("window-added"): each window given to `add(_:)`.
    public var windowAdded: ControlEvent<Window> {
        windowEvent("window-added")
    }

    /// A window left the application ("window-removed"): one of the windows given to
    /// `add(_:)`, closed or destroyed.
    public var windowRemoved: ControlEvent<Window> {
        windowEvent("window-removed")
    }

    /// The windows of `signal`'s first argument that the application knows the wrapper of.
    private func windowEvent(_ signal: String) -> ControlEvent<Window> {
        lifeEvent(signal) { application, arguments in
            guard case let .object(pointer)? = arguments.first else { return nil }
            return application.window(for: pointer)
        }
    }

    /// Each emission of `signal`, turned into an element by `element` from the application and
    /// the signal's arguments (`nil` is left out).
    private func lifeEvent<Element>(_ signal: String, element: @escaping @MainActor (Application, [SignalValue]) -> Element?) -> ControlEvent<Element> {
        ControlEvent(events: signalEmissions(of: base, signal: signal, emittedBy: { $0.pointer }, element: element))
    }
}
