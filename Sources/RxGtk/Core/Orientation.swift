#if GTK
import CGtk

/// The direction a widget lays out its children or draws itself in (GTK's `GtkOrientation`):
/// of a `Box`, a `Paned`, a `Separator`.
public enum Orientation: Sendable, Equatable {
    /// Side by side, left to right.
    case horizontal
    /// One above the other.
    case vertical

    /// GTK's value.
    var gtkOrientation: GtkOrientation {
        self == .horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL
    }

    /// The orientation GTK names `orientation`.
    init(_ orientation: GtkOrientation) {
        self = orientation == GTK_ORIENTATION_HORIZONTAL ? .horizontal : .vertical
    }
}
#endif
