#if GTK
import CGtk

/// A spinning wheel that shows work in progress (`GtkSpinner`).
@MainActor
public final class Spinner: Widget {
    /// Creates a spinner that is still.
    public init() {
        super.init(taking: UnsafeMutableRawPointer(gtk_spinner_new()))
    }

    /// Whether the wheel spins.
    public var isAnimating: Bool {
        get { gtk_spinner_get_spinning(OpaquePointer(pointer)) != 0 }
        set { gtk_spinner_set_spinning(OpaquePointer(pointer), newValue ? 1 : 0) }
    }
}
#endif
