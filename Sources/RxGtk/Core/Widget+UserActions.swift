#if GTK
import CGtk

extension Widget {
    /// Whether the user could act on the widget now: it reacts to the user (it and every
    /// widget it is in are sensitive: `isEnabled`), and it is shown as far as GTK's own flags
    /// say: it and every widget it is in are visible (not `isHidden`; a window not presented,
    /// or closed, is not) and not kept out of sight by their parent (a stack's or notebook's
    /// page behind another).
    ///
    /// A widget not in a window counts as shown, so that a test may drive a widget alone;
    /// whether a presented window is mapped on screen is not asked, which would take turns of
    /// the main loop. The methods that act as the user (`click()`, `type(_:)`, `toggle()`,
    /// `select(row:)`, ...) do nothing on a widget for which this is false.
    public var isUsableByUser: Bool {
        guard gtk_widget_is_sensitive(widgetPointer) != 0 else { return false }
        var widget: UnsafeMutablePointer<GtkWidget>? = widgetPointer
        while let current = widget {
            if gtk_widget_get_visible(current) == 0 || gtk_widget_get_child_visible(current) == 0 {
                return false
            }
            widget = gtk_widget_get_parent(current)
        }
        return true
    }

    /// Runs `action`, which acts as the user, if the user could act on the widget
    /// (`isUsableByUser`).
    func actAsUser(_ action: () -> Void) {
        if isUsableByUser {
            action()
        }
    }
}
#endif
