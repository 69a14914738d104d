#if GTK
import CGtk

/// A button that stays pressed until pressed again (`GtkToggleButton`).
@MainActor
public final class ToggleButton: Widget {
    /// Creates a released toggle button showing `label`.
    public init(label: String) {
        super.init(taking: UnsafeMutableRawPointer(gtk_toggle_button_new_with_label(label)))
    }

    /// Whether the button is pressed. Setting it emits "toggled", as GTK does, which `rx.isOn`
    /// does not report: the program's own set is not a click by the user (`toggle()` is).
    public var isOn: Bool {
        get { gtk_toggle_button_get_active(pointer.assumingMemoryBound(to: GtkToggleButton.self)) != 0 }
        set { performProgrammaticChange { setActive(newValue) } }
    }

    /// Acts as a click by the user: flips the button, which emits "toggled". Does nothing if
    /// the user could not (`isUsableByUser`).
    public func toggle() {
        actAsUser { setActive(!isOn) }
    }

    private func setActive(_ active: Bool) {
        gtk_toggle_button_set_active(pointer.assumingMemoryBound(to: GtkToggleButton.self), active ? 1 : 0)
    }
}
#endif
