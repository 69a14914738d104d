#if GTK
import CGtk

/// A push button (`GtkButton`).
@MainActor
public final class Button: Widget {
    /// Creates a button showing `label`.
    public init(label: String) {
        super.init(taking: UnsafeMutableRawPointer(gtk_button_new_with_label(label)))
    }

    /// Wraps a `GtkButton` GTK already made and holds elsewhere (a `Builder`'s), without taking a
    /// reference of the holder's: `Builder.widget(_:id:)` calls it.
    public init(wrapping pointer: UnsafeMutableRawPointer) {
        super.init(taking: pointer)
    }

    /// The button's text.
    public var label: String {
        get { gtk_button_get_label(pointer.assumingMemoryBound(to: GtkButton.self)).map { String(cString: $0) } ?? "" }
        set { gtk_button_set_label(pointer.assumingMemoryBound(to: GtkButton.self), newValue) }
    }

    /// Acts as a click by the user: emits "clicked". Does nothing if the user could not
    /// (`isUsableByUser`): a disabled or hidden button is not clicked.
    public func click() {
        actAsUser { emit("clicked") }
    }
}
#endif
