#if GTK
import CGtk

/// A check box with a label (`GtkCheckButton`).
@MainActor
public final class CheckButton: Widget {
    /// Creates an unchecked check box showing `label`.
    public init(label: String) {
        super.init(taking: UnsafeMutableRawPointer(gtk_check_button_new_with_label(label)))
    }

    /// Wraps a `GtkCheckButton` GTK already made and holds elsewhere (a `Builder`'s), without taking a
    /// reference of the holder's: `Builder.widget(_:id:)` calls it.
    public init(wrapping pointer: UnsafeMutableRawPointer) {
        super.init(taking: pointer)
    }

    /// Whether the box is checked. Setting it emits "toggled", as GTK does, which `rx.isOn`
    /// does not report: the program's own set is not a click by the user (`toggle()` is).
    public var isOn: Bool {
        get { gtk_check_button_get_active(pointer.assumingMemoryBound(to: GtkCheckButton.self)) != 0 }
        set { performProgrammaticChange { setActive(newValue) } }
    }

    /// Acts as a click by the user: flips the box, which emits "toggled". Does nothing if the
    /// user could not (`isUsableByUser`).
    public func toggle() {
        actAsUser { setActive(!isOn) }
    }

    private func setActive(_ active: Bool) {
        gtk_check_button_set_active(pointer.assumingMemoryBound(to: GtkCheckButton.self), active ? 1 : 0)
    }
}
#endif
