import CGtk
import Foundation
import RxCocoa

/// A GTK application (`GtkApplication`): it runs the main loop while it has windows, and tells
/// when it starts ("activate") and ends ("shutdown").
@MainActor
public final class Application: ObjectWrapper {
    /// The windows the application shows, kept so that they live as long as it runs.
    private var windows: [Window] = []

    /// Creates an application named `id` (a reverse-DNS name such as "org.example.App"). Each
    /// run is its own instance: no other process is asked to open the windows.
    public init(id: String) {
        super.init(owning: UnsafeMutableRawPointer(gtk_application_new(id, G_APPLICATION_NON_UNIQUE)!), signalsPassAPointer: false)
    }

    /// Connects `handler` to a signal of the application whose handler takes no arguments:
    /// "activate", "startup" or "shutdown".
    @discardableResult
    public func connect(_ signal: String, handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connectSignal(signal, of: pointer, handler: handler)
    }

    /// Shows `window` as one of the application's windows; the application runs until the
    /// last of them closes.
    public func add(_ window: Window) {
        windows.append(window)
        gtk_application_add_window(pointer.assumingMemoryBound(to: GtkApplication.self), window.pointer.assumingMemoryBound(to: GtkWindow.self))
    }

    /// Runs the application: "startup", "activate", the main loop until the last window closes
    /// or `quit()` is called, then "shutdown". Returns the exit status.
    public func run() -> Int32 {
        MainQueueBridge.install()
        return g_application_run(pointer.assumingMemoryBound(to: GApplication.self), 0, nil)
    }

    /// The window added with `add(_:)` whose GObject is `pointer`, if any.
    func window(for pointer: UnsafeMutableRawPointer?) -> Window? {
        windows.first { $0.pointer == pointer }
    }

    /// Ends `run()`.
    public func quit() {
        g_application_quit(pointer.assumingMemoryBound(to: GApplication.self))
    }
}
