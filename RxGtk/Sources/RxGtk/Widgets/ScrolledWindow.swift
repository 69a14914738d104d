import CGtk

/// A view that scrolls its child (`GtkScrolledWindow`).
@MainActor
public final class ScrolledWindow: Widget {
    /// The scrolled widget.
    public let child: Widget

    /// Wraps `child` in a scrolled view that takes the space it is given.
    public init(child: Widget) {
        self.child = child
        super.init(taking: UnsafeMutableRawPointer(gtk_scrolled_window_new()))
        gtk_scrolled_window_set_child(OpaquePointer(pointer), child.widgetPointer)
        expandsVertically = true
        expandsHorizontally = true
    }
}
