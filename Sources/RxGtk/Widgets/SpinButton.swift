#if GTK
import CGtk

/// A number field with up and down buttons (`GtkSpinButton`).
@MainActor
public final class SpinButton: Widget {
    /// Creates a field from `minimum` to `maximum` in steps of `step`.
    public init(minimum: Double, maximum: Double, step: Double) {
        super.init(taking: UnsafeMutableRawPointer(gtk_spin_button_new_with_range(minimum, maximum, step)))
    }

    private var spinPointer: OpaquePointer {
        OpaquePointer(pointer)
    }

    /// The field's value. Setting it emits "value-changed", as GTK does, which `rx.value` does
    /// not report: the program's own set is not an edit by the user (`spin(to:)` is).
    public var value: Double {
        get { gtk_spin_button_get_value(spinPointer) }
        set { performProgrammaticChange { gtk_spin_button_set_value(spinPointer, newValue) } }
    }

    /// Acts as the user spinning the field to `value`: "value-changed". Does nothing if the
    /// user could not (`isUsableByUser`).
    public func spin(to value: Double) {
        actAsUser { gtk_spin_button_set_value(spinPointer, value) }
    }
}
#endif
