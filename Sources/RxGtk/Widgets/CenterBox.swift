#if GTK
import CGtk

/// A row of up to three widgets, the middle one centred whatever the sizes of the others
/// (`GtkCenterBox`): a toolbar's buttons at its ends and its title in the middle.
@MainActor
public final class CenterBox: Widget {
    /// Creates an empty center box.
    public init() {
        super.init(taking: UnsafeMutableRawPointer(gtk_center_box_new()))
    }

    private var centerBoxPointer: OpaquePointer {
        OpaquePointer(pointer)
    }

    /// The widget at the start (left) end. The box keeps it (GTK does), and the widget its
    /// wrapper.
    public var startChild: Widget? {
        get { Widget.wrapper(of: gtk_center_box_get_start_widget(centerBoxPointer)) }
        set { gtk_center_box_set_start_widget(centerBoxPointer, newValue?.widgetPointer) }
    }

    /// The widget in the centre.
    public var centerChild: Widget? {
        get { Widget.wrapper(of: gtk_center_box_get_center_widget(centerBoxPointer)) }
        set { gtk_center_box_set_center_widget(centerBoxPointer, newValue?.widgetPointer) }
    }

    /// The widget at the end (right).
    public var endChild: Widget? {
        get { Widget.wrapper(of: gtk_center_box_get_end_widget(centerBoxPointer)) }
        set { gtk_center_box_set_end_widget(centerBoxPointer, newValue?.widgetPointer) }
    }
}
#endif
