#if GTK
import CGtk
import Foundation

/// Starting GTK and running its main loop from Swift.
@MainActor
public enum GtkEnvironment {
    /// Initialises GTK on the main thread and installs `MainQueueBridge`, so that
    /// `DispatchQueue.main`, `@MainActor` tasks and `MainScheduler` run under GLib's loop.
    /// Returns `false` when there is no display to open (run under `xvfb-run` then).
    ///
    /// A program that has not named itself is named after its executable, as running a
    /// `GApplication` would: GTK gives the name to the files a file chooser adds to the
    /// recently used ones, and warns when there is none.
    public static func start() -> Bool {
        if g_get_prgname() == nil {
            g_set_prgname(ProcessInfo.processInfo.processName)
        }
        guard gtk_init_check() != 0 else { return false }
        MainQueueBridge.install()
        return true
    }

    /// Runs GLib's main loop until `condition` holds or `timeout` seconds have passed; returns
    /// whether the condition held. Tests drive widgets with it: GTK work (and the work queued
    /// for the main thread) happens only while the loop runs.
    @discardableResult
    public static func runMainLoop(until condition: () -> Bool, timeout: TimeInterval = 5) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition() {
            if Date() >= deadline { return false }
            // Blocks until some source is ready; a timer bounds the wait, so the deadline is seen.
            let wakeUp = g_timeout_add(10, { _ in 0 }, nil)
            g_main_context_iteration(nil, 1)
            if let source = g_main_context_find_source_by_id(nil, wakeUp) {
                g_source_destroy(source)
            }
        }
        return true
    }

    /// Runs every event already pending, without waiting for more.
    public static func drainPendingEvents() {
        while g_main_context_iteration(nil, 0) != 0 {}
    }

    /// Runs GLib's main loop until `window` closes: the user closes it ("close-request"), or
    /// the program destroys it while GTK alone holds it ("destroy"). A closed window is only
    /// hidden while its wrapper lives, so both are watched.
    public static func run(until window: Window) {
        let loop = g_main_loop_new(nil, 0)
        let connections = ["close-request", "destroy"].map { signal in
            window.connect(signal) { g_main_loop_quit(loop) }
        }
        g_main_loop_run(loop)
        connections.forEach { $0.disconnect() }
        g_main_loop_unref(loop)
    }
}
#endif
