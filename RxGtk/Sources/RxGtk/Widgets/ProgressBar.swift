import CGtk

/// A bar that shows how much of a task is done (`GtkProgressBar`).
@MainActor
public final class ProgressBar: Widget {
    /// Creates an empty bar.
    public init() {
        super.init(taking: UnsafeMutableRawPointer(gtk_progress_bar_new()))
    }

    /// How much is done, from 0 to 1.
    public var fraction: Double {
        get { gtk_progress_bar_get_fraction(OpaquePointer(pointer)) }
        set { gtk_progress_bar_set_fraction(OpaquePointer(pointer), newValue) }
    }
}
