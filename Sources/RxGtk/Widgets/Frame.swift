#if GTK
import CGtk

/// A border around one widget, with a label on its top edge (`GtkFrame`).
@MainActor
public final class Frame: Widget {
    /// Creates an empty frame labelled `label` (no label for `nil`).
    public init(label: String? = nil) {
        super.init(taking: UnsafeMutableRawPointer(gtk_frame_new(label)))
    }

    private var framePointer: UnsafeMutablePointer<GtkFrame> {
        pointer.assumingMemoryBound(to: GtkFrame.self)
    }

    /// The text on the frame's top edge, or `nil` for none.
    public var label: String? {
        get { gtk_frame_get_label(framePointer).map { String(cString: $0) } }
        set { gtk_frame_set_label(framePointer, newValue) }
    }

    /// The framed widget. The frame keeps it (GTK does), and the widget its wrapper.
    public var child: Widget? {
        get { Widget.wrapper(of: gtk_frame_get_child(framePointer)) }
        set { gtk_frame_set_child(framePointer, newValue?.widgetPointer) }
    }
}
#endif
