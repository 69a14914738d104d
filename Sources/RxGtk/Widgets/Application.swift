#if GTK
import CGtk
import Foundation
import RxCocoa

/// A GTK application (`GtkApplication`): it runs the main loop while it has windows, and tells
/// when it starts ("activate", or "open" when it is run with files) and ends ("shutdown").
@MainActor
public final class Application: ObjectWrapper {
    /// The windows the application shows, kept so that they live as long as it runs.
    private var windows: [Window] = []

    /// Creates an application named `id` (a reverse-DNS name such as "org.example.App"). Each
    /// run is its own instance: no other process is asked to open the windows. It opens files:
    /// run with files on its command line, it reports them (`rx.open`) instead of "activate".
    public init(id: String) {
        let flags = GApplicationFlags(rawValue: G_APPLICATION_NON_UNIQUE.rawValue | G_APPLICATION_HANDLES_OPEN.rawValue)
        super.init(owning: UnsafeMutableRawPointer(gtk_application_new(id, flags)!), signalsPassAPointer: false)
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
        run(arguments: [])
    }

    /// Runs the application with a command line: `arguments` as a program's `argv` (the
    /// program's name first, as `CommandLine.arguments` gives it). With file names or URIs
    /// after the name, the application reports them (`rx.open`) instead of "activate"; GLib's
    /// own options (`--help`) are answered by GLib. Returns the exit status.
    public func run(arguments: [String]) -> Int32 {
        MainQueueBridge.install()
        let copies = arguments.map { strdup($0) }
        defer { copies.forEach { free($0) } }
        var argv = copies + [nil]
        return argv.withUnsafeMutableBufferPointer { buffer in
            g_application_run(pointer.assumingMemoryBound(to: GApplication.self), Int32(arguments.count), arguments.isEmpty ? nil : buffer.baseAddress)
        }
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
#endif
