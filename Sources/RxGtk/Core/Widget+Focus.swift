#if GTK
import CGtk

extension Widget {
    /// Moves the keyboard focus to the widget (to the part of it that takes the focus: an
    /// entry's text), as a click or Tab does. Returns whether the widget took it: a widget
    /// that is hidden, disabled or cannot be focused does not.
    @discardableResult
    public func grabFocus() -> Bool {
        gtk_widget_grab_focus(widgetPointer) != 0
    }

    /// Whether the keyboard focus of the widget's window is on the widget or on a widget inside
    /// it (an entry's text), whether or not the window is the active one.
    public var hasFocus: Bool {
        guard let root = gtk_widget_get_root(widgetPointer), let focus = gtk_root_get_focus(root) else { return false }
        return focus == widgetPointer || gtk_widget_is_ancestor(focus, widgetPointer) != 0
    }
}
#endif
