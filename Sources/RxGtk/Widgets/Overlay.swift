#if GTK
import CGtk

/// A widget with others drawn over it (`GtkOverlay`): a badge over an icon, a message over a
/// page. The main child sets the size; each overlay is placed over it by its alignment
/// (`horizontalAlignment`, `verticalAlignment`) and margins.
@MainActor
public final class Overlay: Widget {
    /// Creates an empty overlay.
    public init() {
        super.init(taking: UnsafeMutableRawPointer(gtk_overlay_new()))
    }

    private var overlayPointer: OpaquePointer {
        OpaquePointer(pointer)
    }

    /// The main child, under the overlays. The overlay keeps it (GTK does), and the widget its
    /// wrapper.
    public var child: Widget? {
        get { Widget.wrapper(of: gtk_overlay_get_child(overlayPointer)) }
        set { gtk_overlay_set_child(overlayPointer, newValue?.widgetPointer) }
    }

    /// Draws `overlay` over the main child and the overlays added before.
    public func addOverlay(_ overlay: Widget) {
        gtk_overlay_add_overlay(overlayPointer, overlay.widgetPointer)
    }

    /// Removes `overlay`, added with `addOverlay(_:)`.
    public func removeOverlay(_ overlay: Widget) {
        gtk_overlay_remove_overlay(overlayPointer, overlay.widgetPointer)
    }
}
#endif
