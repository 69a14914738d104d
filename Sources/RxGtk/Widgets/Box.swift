#if GTK
import CGtk

/// A container that lays out its children in a row or a column (`GtkBox`).
@MainActor
public final class Box: Widget {
    /// The direction children are laid out in: RxGtk's `Orientation`, under the name it had
    /// when only a box had one.
    public typealias Orientation = RxGtk.Orientation

    /// Creates an empty box with `spacing` pixels between its children.
    public init(_ orientation: Orientation, spacing: Int32 = 6) {
        super.init(taking: UnsafeMutableRawPointer(gtk_box_new(orientation.gtkOrientation, spacing)))
    }

    /// Wraps a `GtkBox` GTK already made and holds elsewhere (a `Builder`'s), without taking a
    /// reference of the holder's: `Builder.widget(_:id:)` calls it.
    public init(wrapping pointer: UnsafeMutableRawPointer) {
        super.init(taking: pointer)
    }

    /// Adds `child` after the existing children.
    public func append(_ child: Widget) {
        gtk_box_append(pointer.assumingMemoryBound(to: GtkBox.self), child.widgetPointer)
    }

    /// Removes `child`.
    public func remove(_ child: Widget) {
        gtk_box_remove(pointer.assumingMemoryBound(to: GtkBox.self), child.widgetPointer)
    }
}
#endif
