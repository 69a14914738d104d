#if GTK
import CGtk

/// A bar that shows how much of a task is done (`GtkProgressBar`).
@MainActor
public final class ProgressBar: Widget {
    /// Creates an empty bar.
    public init() {
        super.init(taking: UnsafeMutableRawPointer(gtk_progress_bar_new()))
    }

    /// How much is done, from 0 to 1.
    public var fraction: Double {
        get { gtk_progress_bar_get_fraction(OpaquePointer(pointer)) }
        set { gtk_progress_bar_set_fraction(OpaquePointer(pointer), newValue) }
    }

    /// The text shown over the bar ("3 of 10 files"), or `nil` for none.
    public var text: String? {
        get {
            guard gtk_progress_bar_get_show_text(OpaquePointer(pointer)) != 0 else { return nil }
            return gtk_progress_bar_get_text(OpaquePointer(pointer)).map { String(cString: $0) }
        }
        set {
            gtk_progress_bar_set_text(OpaquePointer(pointer), newValue)
            gtk_progress_bar_set_show_text(OpaquePointer(pointer), newValue == nil ? 0 : 1)
        }
    }

    /// How far a pulse moves the bouncing block, as a fraction of the bar's length.
    public var pulseStep: Double {
        get { gtk_progress_bar_get_pulse_step(OpaquePointer(pointer)) }
        set { gtk_progress_bar_set_pulse_step(OpaquePointer(pointer), newValue) }
    }

    /// Shows that work goes on whose amount is unknown: the bar becomes a block that moves by
    /// `pulseStep` at each pulse, until `fraction` is set again.
    public func pulse() {
        gtk_progress_bar_pulse(OpaquePointer(pointer))
    }
}
#endif
