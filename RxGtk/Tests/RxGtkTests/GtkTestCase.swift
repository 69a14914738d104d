import CGtk
import RxCocoa
import RxGtk
import RxRelay
import RxSwift
import RxTest
import Synchronization
import XCTest

/// The base of every GTK test: starts GTK (a display is required: the test script runs the
/// suite under `xvfb-run`), and fails a test that leaves Rx resources or signal-handler
/// closures behind, or during which GLib, GObject or GTK reported a critical error (a call
/// on a freed object, a failed precondition) or a warning (a freed object's signals used).
///
/// XCTest runs synchronous tests on the main thread, but on Linux it cannot call test methods
/// declared `@MainActor`; tests run their body with `onMain { ... }` instead.
class GtkTestCase: LeakCheckingTestCase {
    private var handlersAtStart = 0
    private var criticalsAtStart = 0

    override func setUp() {
        super.setUp()
        onMain {
            XCTAssertTrue(GtkEnvironment.start(), "GTK could not open a display: run the tests under xvfb-run (scripts/test.sh does)")
            GtkEnvironment.drainPendingEvents()
        }
        handlersAtStart = liveSignalHandlerCount
        GLibCriticals.countOnce()
        criticalsAtStart = GLibCriticals.count.load(ordering: .relaxed)
    }

    override func tearDown() {
        onMain {
            GtkEnvironment.drainPendingEvents()
        }
        XCTAssertEqual(liveSignalHandlerCount, handlersAtStart, "signal-handler closures left behind by this test")
        XCTAssertEqual(GLibCriticals.count.load(ordering: .relaxed), criticalsAtStart, "GLib, GObject or GTK reported critical errors or warnings during this test (printed above)")
        super.tearDown()
    }

    /// Runs `body` as main-actor code; the test is running on the main thread.
    func onMain<T: Sendable>(_ body: @MainActor () throws -> T) rethrows -> T {
        try MainActor.assumeIsolated(body)
    }
}

/// Counts the critical errors GLib, GObject and GTK report (their `g_return_if_fail` checks)
/// and their warnings, and prints them as GLib would.
enum GLibCriticals {
    /// How many were reported since the first test started.
    static let count = Atomic<Int>(0)
    private static let installed = Mutex(false)
    /// The log domains counted; others (dconf's, which cannot reach a session bus under
    /// Xvfb) are only printed.
    private static let domains: Set<String> = ["GLib", "GLib-GObject", "GLib-GIO", "Gtk", "Gdk", "Gsk"]

    /// Installs the counting log writer, once per process. A writer, not per-domain handlers:
    /// GTK logs through GLib's structured logging, which never calls `g_log_set_handler`'s
    /// handlers, and GLib's own messages reach the writer too.
    static func countOnce() {
        installed.withLock { installed in
            guard !installed else { return }
            installed = true
            g_log_set_writer_func(countAndWrite, nil, nil)
        }
    }

    /// The writer: counts a critical or a warning of the libraries, and writes every message
    /// as GLib's default writer does.
    private static let countAndWrite: GLogWriterFunc = { level, fields, fieldCount, data in
        let serious = level.rawValue & (G_LOG_LEVEL_CRITICAL.rawValue | G_LOG_LEVEL_WARNING.rawValue) != 0
        if serious, let fields, let domain = logDomain(of: UnsafeBufferPointer(start: fields, count: Int(fieldCount))), domains.contains(domain) {
            GLibCriticals.count.wrappingAdd(1, ordering: .relaxed)
        }
        return g_log_writer_default(level, fields, fieldCount, data)
    }

    /// The `GLIB_DOMAIN` field of a message, its log domain.
    private static func logDomain(of fields: UnsafeBufferPointer<GLogField>) -> String? {
        guard let field = fields.first(where: { String(cString: $0.key) == "GLIB_DOMAIN" }), let value = field.value else { return nil }
        let characters = value.assumingMemoryBound(to: CChar.self)
        return field.length < 0 ? String(cString: characters) : String(decoding: UnsafeRawBufferPointer(start: value, count: field.length), as: UTF8.self)
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

/// `widget` and every widget under it, each before its children.
@MainActor
func subtree(of widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
    [widget] + Widget.children(of: widget).flatMap { subtree(of: $0) }
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

/// Applies the deletions and moves an editable list reports (`deleted`, `moved`) to `items`, as
/// the list's program does, and records each in `events` ("deleted 1", "moved 0->2").
@MainActor
func applyEdits<Element>(deleted: ControlEvent<Int>, moved: ControlEvent<ItemMovedEvent>, to items: BehaviorRelay<[Element]>, recordingIn events: Captured<[String]>, bag: DisposeBag) {
    deleted.subscribe(onNext: { row in
        events.value.append("deleted \(row)")
        var kept = items.value
        kept.remove(at: row)
        items.accept(kept)
    }).disposed(by: bag)
    moved.subscribe(onNext: { move in
        events.value.append("moved \(move.sourceIndex)->\(move.destinationIndex)")
        var reordered = items.value
        reordered.insert(reordered.remove(at: move.sourceIndex), at: move.destinationIndex)
        items.accept(reordered)
    }).disposed(by: bag)
}
