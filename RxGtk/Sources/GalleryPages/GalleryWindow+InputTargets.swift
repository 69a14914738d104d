import CGtk
import RxGtk

/// A widget on screen that a person could act on.
public struct InputTarget: Codable, Sendable, Equatable {
    /// The widget's GTK type ("GtkButton", "GtkText", "GtkListItemWidget").
    public let type: String
    /// Its bounds in its window, which are screen coordinates where a window sits at the
    /// screen's origin (without a window manager, as under Xvfb).
    public let x: Int
    public let y: Int
    public let width: Int
    public let height: Int
    /// Whether it is in the gallery's sidebar, whose rows switch pages.
    public let inSidebar: Bool
}

/// What a person sees of the gallery: the soak test's monkey (`scripts/soak.sh`) picks what to
/// click, drag and type into from it.
public struct InputTargets: Codable, Sendable {
    /// The name of the page shown.
    public let page: String
    /// How many windows other than the gallery's are shown (dialogs); the targets are then the
    /// last one's.
    public let dialogs: Int
    /// How many popovers (menus, drop-down lists) are shown; their widgets are not listed,
    /// since their place on screen is their own surface's.
    public let popovers: Int
    /// The shown, sensitive widgets of at least 4 by 4 pixels, outermost first, but for the
    /// window's own buttons (close, minimize, maximize).
    public let targets: [InputTarget]
}

extension GalleryWindow {
    /// The widgets a person could act on now, in the last dialog shown or else in the gallery's
    /// window.
    public func inputTargets() -> InputTargets {
        let dialogs = shownToplevels().filter { $0 != window.widgetPointer }
        let root = dialogs.last ?? window.widgetPointer
        let sidebar = gtk_widget_get_first_child(window.child?.widgetPointer)
        var targets: [InputTarget] = []
        var popovers = 0
        func visit(_ widget: UnsafeMutablePointer<GtkWidget>, inSidebar: Bool) {
            // The window's close button would end the gallery.
            guard gtk_widget_get_mapped(widget) != 0, !isWindowControls(widget) else { return }
            if widget != root, gtk_widget_get_native(widget) != gtk_widget_get_native(root) {
                popovers += 1
                return
            }
            let inSidebar = inSidebar || widget == sidebar
            let width = Int(gtk_widget_get_width(widget)), height = Int(gtk_widget_get_height(widget))
            var x = 0.0, y = 0.0
            if widget != root, width >= 4, height >= 4, gtk_widget_is_sensitive(widget) != 0,
               gtk_widget_translate_coordinates(widget, root, 0, 0, &x, &y) != 0 {
                let type = String(cString: g_type_name(rxgtk_object_type(widget)))
                targets.append(InputTarget(type: type, x: Int(x), y: Int(y), width: width, height: height, inSidebar: inSidebar))
            }
            var child = gtk_widget_get_first_child(widget)
            while let current = child {
                visit(current, inSidebar: inSidebar)
                child = gtk_widget_get_next_sibling(current)
            }
        }
        visit(root, inSidebar: false)
        return InputTargets(page: stack.visiblePageName ?? "", dialogs: dialogs.count, popovers: popovers, targets: targets)
    }

    private func isWindowControls(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        g_type_is_a(rxgtk_object_type(widget), gtk_window_controls_get_type()) != 0
    }

    /// GTK's visible toplevel windows, oldest first.
    private func shownToplevels() -> [UnsafeMutablePointer<GtkWidget>] {
        let toplevels = gtk_window_get_toplevels()
        var shown: [UnsafeMutablePointer<GtkWidget>] = []
        for index in 0..<g_list_model_get_n_items(toplevels) {
            guard let item = g_list_model_get_item(toplevels, index) else { continue }
            let widget = item.assumingMemoryBound(to: GtkWidget.self)
            if gtk_widget_get_visible(widget) != 0 {
                shown.append(widget)
            }
            g_object_unref(item)
        }
        return shown
    }
}
