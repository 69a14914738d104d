#if GTK
import CGtk

/// A bar showing a level within a range (`GtkLevelBar`): a battery's charge, a password's
/// strength. Offsets name parts of the range, which GTK styles ("low", "high", "full").
@MainActor
public final class LevelBar: Widget {
    /// Creates a bar from `minimum` to `maximum`, at `minimum`.
    public init(minimum: Double = 0, maximum: Double = 1) {
        super.init(taking: UnsafeMutableRawPointer(gtk_level_bar_new_for_interval(minimum, maximum)))
    }

    private var levelBarPointer: OpaquePointer {
        OpaquePointer(pointer)
    }

    /// The level shown, between `minimum` and `maximum`.
    public var value: Double {
        get { gtk_level_bar_get_value(levelBarPointer) }
        set { gtk_level_bar_set_value(levelBarPointer, newValue) }
    }

    /// The lowest level.
    public var minimum: Double {
        get { gtk_level_bar_get_min_value(levelBarPointer) }
        set { gtk_level_bar_set_min_value(levelBarPointer, newValue) }
    }

    /// The highest level.
    public var maximum: Double {
        get { gtk_level_bar_get_max_value(levelBarPointer) }
        set { gtk_level_bar_set_max_value(levelBarPointer, newValue) }
    }

    /// Whether the bar is drawn in blocks, one a unit, rather than continuously.
    public var isDiscrete: Bool {
        get { gtk_level_bar_get_mode(levelBarPointer) == GTK_LEVEL_BAR_MODE_DISCRETE }
        set { gtk_level_bar_set_mode(levelBarPointer, newValue ? GTK_LEVEL_BAR_MODE_DISCRETE : GTK_LEVEL_BAR_MODE_CONTINUOUS) }
    }

    /// Names the part of the range up to `value` `name`: the bar has the CSS class `name`
    /// while its level is in that part.
    public func addOffset(_ name: String, at value: Double) {
        gtk_level_bar_add_offset_value(levelBarPointer, name, value)
    }
}
#endif
