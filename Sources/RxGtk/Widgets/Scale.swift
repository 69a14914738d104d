#if GTK
import CGtk

/// A slider over a range of numbers (`GtkScale`).
@MainActor
public final class Scale: Widget {
    /// Creates a horizontal slider from `minimum` to `maximum` in steps of `step`.
    public init(minimum: Double, maximum: Double, step: Double) {
        super.init(taking: UnsafeMutableRawPointer(gtk_scale_new_with_range(GTK_ORIENTATION_HORIZONTAL, minimum, maximum, step)))
    }

    private var rangePointer: UnsafeMutablePointer<GtkRange> {
        pointer.assumingMemoryBound(to: GtkRange.self)
    }

    /// The slider's value. Setting it emits "value-changed", as GTK does, which `rx.value`
    /// does not report: the program's own set is not a move by the user (`slide(to:)` is).
    public var value: Double {
        get { gtk_range_get_value(rangePointer) }
        set { performProgrammaticChange { gtk_range_set_value(rangePointer, newValue) } }
    }

    /// Acts as the user moving the slider to `value`: "value-changed". Does nothing if the
    /// user could not (`isUsableByUser`).
    public func slide(to value: Double) {
        actAsUser { gtk_range_set_value(rangePointer, value) }
    }
}
#endif
