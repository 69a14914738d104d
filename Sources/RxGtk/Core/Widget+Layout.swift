#if GTK
import CGtk

extension Widget {
    /// Where a widget sits in the space its parent gives it, along one direction (GTK's
    /// `GtkAlign`).
    public enum Alignment: Sendable, Equatable {
        /// It fills the space (GTK's default).
        case fill
        /// At the start (left, or top), at its natural size.
        case start
        /// At the end (right, or bottom), at its natural size.
        case end
        /// In the middle, at its natural size.
        case center
        /// Vertically, on the baseline of the text of its row's other widgets (GTK treats it as
        /// `.fill` horizontally).
        case baseline

        /// GTK's value.
        var gtkAlign: GtkAlign {
            switch self {
            case .fill: GTK_ALIGN_FILL
            case .start: GTK_ALIGN_START
            case .end: GTK_ALIGN_END
            case .center: GTK_ALIGN_CENTER
            case .baseline: GTK_ALIGN_BASELINE
            }
        }

        /// The alignment GTK names `align`.
        init(_ align: GtkAlign) {
            switch align {
            case GTK_ALIGN_START: self = .start
            case GTK_ALIGN_END: self = .end
            case GTK_ALIGN_CENTER: self = .center
            case GTK_ALIGN_BASELINE: self = .baseline
            default: self = .fill
            }
        }
    }

    /// Where the widget sits across the width it is given ("halign").
    public var horizontalAlignment: Alignment {
        get { Alignment(gtk_widget_get_halign(widgetPointer)) }
        set { gtk_widget_set_halign(widgetPointer, newValue.gtkAlign) }
    }

    /// Where the widget sits across the height it is given ("valign").
    public var verticalAlignment: Alignment {
        get { Alignment(gtk_widget_get_valign(widgetPointer)) }
        set { gtk_widget_set_valign(widgetPointer, newValue.gtkAlign) }
    }

    /// Whether the widget takes the width its parent has left over ("hexpand").
    public var expandsHorizontally: Bool {
        get { gtk_widget_get_hexpand(widgetPointer) != 0 }
        set { gtk_widget_set_hexpand(widgetPointer, newValue ? 1 : 0) }
    }

    /// Whether the widget takes the height its parent has left over ("vexpand").
    public var expandsVertically: Bool {
        get { gtk_widget_get_vexpand(widgetPointer) != 0 }
        set { gtk_widget_set_vexpand(widgetPointer, newValue ? 1 : 0) }
    }

    /// The space above the widget, in pixels ("margin-top").
    public var topMargin: Int32 {
        get { gtk_widget_get_margin_top(widgetPointer) }
        set { gtk_widget_set_margin_top(widgetPointer, newValue) }
    }

    /// The space below the widget, in pixels ("margin-bottom").
    public var bottomMargin: Int32 {
        get { gtk_widget_get_margin_bottom(widgetPointer) }
        set { gtk_widget_set_margin_bottom(widgetPointer, newValue) }
    }

    /// The space before the widget (on its left in a left-to-right language), in pixels
    /// ("margin-start").
    public var startMargin: Int32 {
        get { gtk_widget_get_margin_start(widgetPointer) }
        set { gtk_widget_set_margin_start(widgetPointer, newValue) }
    }

    /// The space after the widget (on its right in a left-to-right language), in pixels
    /// ("margin-end").
    public var endMargin: Int32 {
        get { gtk_widget_get_margin_end(widgetPointer) }
        set { gtk_widget_set_margin_end(widgetPointer, newValue) }
    }

    /// Sets the margins on all four sides.
    public func setMargins(_ margin: Int32) {
        topMargin = margin
        bottomMargin = margin
        startMargin = margin
        endMargin = margin
    }

    /// The smallest size the widget is given, in pixels; -1 in a direction leaves that size to
    /// the widget's content ("width-request", "height-request").
    public var sizeRequest: (width: Int32, height: Int32) {
        get {
            var width: Int32 = -1, height: Int32 = -1
            gtk_widget_get_size_request(widgetPointer, &width, &height)
            return (width, height)
        }
        set { gtk_widget_set_size_request(widgetPointer, newValue.width, newValue.height) }
    }

    /// Adds a CSS class (for styling and for tests that find widgets).
    public func addCSSClass(_ name: String) {
        gtk_widget_add_css_class(widgetPointer, name)
    }

    /// Removes a CSS class.
    public func removeCSSClass(_ name: String) {
        gtk_widget_remove_css_class(widgetPointer, name)
    }

    /// Whether the widget has the CSS class `name`.
    public func hasCSSClass(_ name: String) -> Bool {
        gtk_widget_has_css_class(widgetPointer, name) != 0
    }
}
#endif
