import CGtk
import RxGtk
import RxTest
import XCTest

/// The base of every GTK test: starts GTK (a display is required: the test script runs the
/// suite under `xvfb-run`), and fails a test that leaves Rx resources or signal-handler
/// closures behind.
///
/// XCTest runs synchronous tests on the main thread, but on Linux it cannot call test methods
/// declared `@MainActor`; tests run their body with `onMain { ... }` instead.
class GtkTestCase: LeakCheckingTestCase {
    private var handlersAtStart = 0

    override func setUp() {
        super.setUp()
        onMain {
            XCTAssertTrue(GtkEnvironment.start(), "GTK could not open a display: run the tests under xvfb-run (scripts/test.sh does)")
            GtkEnvironment.drainPendingEvents()
        }
        handlersAtStart = liveSignalHandlerCount
    }

    override func tearDown() {
        onMain {
            GtkEnvironment.drainPendingEvents()
        }
        XCTAssertEqual(liveSignalHandlerCount, handlersAtStart, "signal-handler closures left behind by this test")
        super.tearDown()
    }

    /// Runs `body` as main-actor code; the test is running on the main thread.
    func onMain<T: Sendable>(_ body: @MainActor () throws -> T) rethrows -> T {
        try MainActor.assumeIsolated(body)
    }
}

/// The event controllers of `widget`.
@MainActor
func controllers(of widget: Widget) -> [UnsafeMutableRawPointer] {
    let model = gtk_widget_observe_controllers(widget.widgetPointer)
    defer { g_object_unref(UnsafeMutableRawPointer(model)) }
    return (0..<g_list_model_get_n_items(model)).compactMap { index in
        guard let controller = g_list_model_get_item(model, index) else { return nil }
        g_object_unref(controller)
        return controller
    }
}

/// The open windows of GTK type `type`.
@MainActor
func openDialogs(_ type: GType) -> [UnsafeMutablePointer<GtkWindow>] {
    let toplevels = gtk_window_get_toplevels()
    return (0..<g_list_model_get_n_items(toplevels)).compactMap { index in
        guard let item = g_list_model_get_item(toplevels, index) else { return nil }
        g_object_unref(item)
        guard g_type_is_a(rxgtk_object_type(item), type) != 0 else { return nil }
        return item.assumingMemoryBound(to: GtkWindow.self)
    }
}
