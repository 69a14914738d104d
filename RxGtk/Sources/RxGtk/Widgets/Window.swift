import CGtk

/// A top-level window (`GtkWindow`).
@MainActor
public final class Window: Widget {
    /// Creates an empty window titled `title`.
    public init(title: String, width: Int32 = 640, height: Int32 = 480) {
        super.init(taking: UnsafeMutableRawPointer(gtk_window_new()))
        gtk_window_set_title(windowPointer, title)
        gtk_window_set_default_size(windowPointer, width, height)
    }

    private var windowPointer: UnsafeMutablePointer<GtkWindow> {
        pointer.assumingMemoryBound(to: GtkWindow.self)
    }

    /// The window's content.
    public var child: Widget? {
        didSet { gtk_window_set_child(windowPointer, child?.widgetPointer) }
    }

    /// Replaces the window's title bar with `titlebar` (a `HeaderBar`), or restores the
    /// default one with `nil`. GTK keeps the widget, and the widget its wrapper.
    public func setTitlebar(_ titlebar: Widget?) {
        gtk_window_set_titlebar(windowPointer, titlebar?.widgetPointer)
    }

    /// The window's title.
    public var title: String {
        get { gtk_window_get_title(windowPointer).map { String(cString: $0) } ?? "" }
        set { gtk_window_set_title(windowPointer, newValue) }
    }

    /// Shows the window and brings it to the front.
    public func present() {
        gtk_window_present(windowPointer)
    }

    /// Asks the window to close, as the user does with its close button: emits "close-request",
    /// then the window closes.
    public func close() {
        gtk_window_close(windowPointer)
    }

    /// Destroys the window: GTK drops its children and their signal handlers.
    public func destroy() {
        gtk_window_destroy(windowPointer)
    }

    /// Whether the window is the active one of the application.
    public var isActive: Bool {
        gtk_window_is_active(windowPointer) != 0
    }
}
