#if GTK
import CGtk

/// Two panes side by side or one above the other, with a handle between them that the user
/// drags to share the space (`GtkPaned`).
@MainActor
public final class Paned: Widget {
    /// Creates an empty paned whose panes are side by side (`.horizontal`) or one above the
    /// other (`.vertical`).
    public init(_ orientation: Orientation) {
        super.init(taking: UnsafeMutableRawPointer(gtk_paned_new(orientation.gtkOrientation)))
    }

    private var panedPointer: OpaquePointer {
        OpaquePointer(pointer)
    }

    /// Whether the panes are side by side or one above the other.
    public var orientation: Orientation {
        get { Orientation(gtk_orientable_get_orientation(OpaquePointer(pointer))) }
        set { gtk_orientable_set_orientation(OpaquePointer(pointer), newValue.gtkOrientation) }
    }

    /// The left (or top) pane's widget. The paned keeps it (GTK does), and the widget its
    /// wrapper.
    public var startChild: Widget? {
        get { Widget.wrapper(of: gtk_paned_get_start_child(panedPointer)) }
        set { gtk_paned_set_start_child(panedPointer, newValue?.widgetPointer) }
    }

    /// The right (or bottom) pane's widget.
    public var endChild: Widget? {
        get { Widget.wrapper(of: gtk_paned_get_end_child(panedPointer)) }
        set { gtk_paned_set_end_child(panedPointer, newValue?.widgetPointer) }
    }

    /// Where the handle is, in pixels from the left (or top) edge. Until it is set, GTK places
    /// the handle itself as it lays the panes out. Setting it notifies "notify::position", as
    /// GTK does, which `rx.position` does not report: the program's own set is not a drag by
    /// the user (`dragHandle(to:)` is).
    public var position: Int32 {
        get { gtk_paned_get_position(panedPointer) }
        set { performProgrammaticChange { gtk_paned_set_position(panedPointer, newValue) } }
    }

    /// Acts as the user dragging the handle to `position`: "notify::position". Does nothing
    /// if the user could not (`isUsableByUser`).
    public func dragHandle(to position: Int32) {
        actAsUser { gtk_paned_set_position(panedPointer, position) }
    }
}
#endif
