#if GTK
import CGtk

/// A view that scrolls its child (`GtkScrolledWindow`).
@MainActor
public final class ScrolledWindow: Widget {
    /// An edge of the scrolled content (GTK's `GtkPositionType`).
    public enum Edge: Sendable, Equatable {
        /// The left edge.
        case left
        /// The right edge.
        case right
        /// The top edge.
        case top
        /// The bottom edge.
        case bottom

        /// The edge GTK names `position`; `nil` for a number it does not use.
        init?(position: Int) {
            switch position {
            case Int(GTK_POS_LEFT.rawValue): self = .left
            case Int(GTK_POS_RIGHT.rawValue): self = .right
            case Int(GTK_POS_TOP.rawValue): self = .top
            case Int(GTK_POS_BOTTOM.rawValue): self = .bottom
            default: return nil
            }
        }
    }

    /// The scrolled widget. The scrolled window keeps it (GTK does), and the widget its wrapper;
    /// the scrolled window keeps no wrapper of its own.
    public var child: Widget? {
        guard let direct = gtk_scrolled_window_get_child(OpaquePointer(pointer)) else { return nil }
        if let wrapper = Widget.wrapper(of: UnsafeMutableRawPointer(direct)) {
            return wrapper
        }
        // A child that does not scroll itself sits in a viewport GTK adds.
        guard g_type_check_instance_is_a(UnsafeMutableRawPointer(direct).assumingMemoryBound(to: GTypeInstance.self), gtk_viewport_get_type()) != 0 else { return nil }
        return Widget.wrapper(of: gtk_viewport_get_child(OpaquePointer(direct)).map { UnsafeMutableRawPointer($0) })
    }

    /// Wraps `child` in a scrolled view that takes the space it is given.
    public init(child: Widget) {
        super.init(taking: UnsafeMutableRawPointer(gtk_scrolled_window_new()))
        gtk_scrolled_window_set_child(OpaquePointer(pointer), child.widgetPointer)
        expandsVertically = true
        expandsHorizontally = true
    }

    /// The adjustment of the vertical scrolling: it emits "value-changed" as the view scrolls.
    var verticalAdjustment: UnsafeMutablePointer<GtkAdjustment> {
        gtk_scrolled_window_get_vadjustment(OpaquePointer(pointer))!
    }

    /// The adjustment of the horizontal scrolling: it emits "value-changed" as the view scrolls.
    var horizontalAdjustment: UnsafeMutablePointer<GtkAdjustment> {
        gtk_scrolled_window_get_hadjustment(OpaquePointer(pointer))!
    }

    /// How far the content is scrolled down, in pixels from its top. Setting it emits the
    /// adjustment's "value-changed", as GTK does, which `rx.verticalOffset` does not report:
    /// the program's own scrolling is not the user's (`scrollVertically(to:)` is).
    public var verticalOffset: Double {
        get { gtk_adjustment_get_value(verticalAdjustment) }
        set { performProgrammaticChange { gtk_adjustment_set_value(verticalAdjustment, newValue) } }
    }

    /// How far the content is scrolled right, in pixels from its left edge. Setting it emits
    /// the adjustment's "value-changed", which `rx.horizontalOffset` does not report (the
    /// program's own scrolling is not the user's; `scrollHorizontally(to:)` is).
    public var horizontalOffset: Double {
        get { gtk_adjustment_get_value(horizontalAdjustment) }
        set { performProgrammaticChange { gtk_adjustment_set_value(horizontalAdjustment, newValue) } }
    }

    /// Acts as the user scrolling the content down to `offset`. Does nothing if the user could
    /// not (`isUsableByUser`).
    public func scrollVertically(to offset: Double) {
        actAsUser { gtk_adjustment_set_value(verticalAdjustment, offset) }
    }

    /// Acts as the user scrolling the content right to `offset`. Does nothing if the user
    /// could not (`isUsableByUser`).
    public func scrollHorizontally(to offset: Double) {
        actAsUser { gtk_adjustment_set_value(horizontalAdjustment, offset) }
    }
}
#endif
