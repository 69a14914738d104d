#if GTK
import CGtk

/// A line between widgets (`GtkSeparator`): `.horizontal` draws a horizontal line, between
/// widgets one above the other.
@MainActor
public final class Separator: Widget {
    /// Creates a separator whose line is `orientation`.
    public init(_ orientation: Orientation) {
        super.init(taking: UnsafeMutableRawPointer(gtk_separator_new(orientation.gtkOrientation)))
    }
}
#endif
