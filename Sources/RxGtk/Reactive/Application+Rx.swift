#if GTK
import CGtk
import Foundation
import RxCocoa
import RxSwift

extension Reactive where Base: Application {
    /// The application starts ("activate"): the place to build and show its windows.
    public var activate: ControlEvent<Void> {
        controlEvent("activate")
    }

    /// The files the application is asked to open ("open"): those named on the command line
    /// given to `run(arguments:)`, as file URLs, in their order. An application run with files
    /// is not activated: this is then the place to build and show its windows.
    public var open: ControlEvent<[URL]> {
        lifeEvent("open") { _, arguments in
            guard arguments.count >= 2, case let .pointer(files?) = arguments[0], let count = arguments[1].integer else { return nil }
            let list = files.assumingMemoryBound(to: OpaquePointer?.self)
            return (0..<count).compactMap { index in
                guard let file = list[index], let uri = g_file_get_uri(file) else { return nil }
                defer { g_free(uri) }
                return URL(string: String(cString: uri))
            }
        }
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
    /// the signal's arguments (`nil` is left out), until the application's wrapper is released.
    private func lifeEvent<Element>(_ signal: String, element: @escaping @MainActor (Application, [SignalValue]) -> Element?) -> ControlEvent<Element> {
        ControlEvent(events: signalEmissions(of: base, signal: signal, emittedBy: { $0.pointer }, element: element).take(until: deallocated))
    }
}
#endif
