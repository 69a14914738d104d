import CGtk
import RxGtk

/// A widget on screen that a person could act on.
public struct InputTarget: Codable, Sendable, Equatable {
    /// The widget's GTK type ("GtkButton", "GtkText", "GtkListItemWidget").
    public let type: String
    /// Its bounds in its window (the part in sight), which are screen coordinates where a window sits at the
    /// screen's origin (without a window manager, as under Xvfb).
    public let x: Int
    public let y: Int
    public let width: Int
    public let height: Int
    /// Whether it is in the gallery's sidebar, whose rows switch pages.
    public let inSidebar: Bool
    /// For a row of the sidebar, the name of the page it shows.
    public let page: String?
    /// Whether it is in its window's title bar, which a drag moves, or which a double click
    /// maximizes, through the window manager.
    public let inTitlebar: Bool
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
    /// The shown, sensitive widgets with at least 4 by 4 pixels in sight, outermost first, but
    /// for the window's own buttons (close, minimize, maximize); the bounds are the part in
    /// sight (a scrolled list's row half out of view, its visible half).
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
        let titlebar = gtk_window_get_titlebar(UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWindow.self))
        // `clip` is the part of the root that `widget` may show in: a scrolled list's rows
        // outside its view are mapped but out of sight, so they are cut off there.
        func visit(_ widget: UnsafeMutablePointer<GtkWidget>, inSidebar: Bool, inTitlebar: Bool, clip: Rect) {
            // The window's close button would end the gallery.
            guard gtk_widget_get_mapped(widget) != 0, !isWindowControls(widget) else { return }
            if widget != root, gtk_widget_get_native(widget) != gtk_widget_get_native(root) {
                popovers += 1
                return
            }
            let inSidebar = inSidebar || widget == sidebar
            let inTitlebar = inTitlebar || widget == titlebar
            var x = 0.0, y = 0.0
            guard gtk_widget_translate_coordinates(widget, root, 0, 0, &x, &y) != 0 else { return }
            let bounds = Rect(x: Int(x), y: Int(y), width: Int(gtk_widget_get_width(widget)), height: Int(gtk_widget_get_height(widget)))
            let shown = bounds.intersection(clip)
            if widget != root, shown.width >= 4, shown.height >= 4, gtk_widget_is_sensitive(widget) != 0 {
                let type = String(cString: g_type_name(rxgtk_object_type(widget)))
                let page = inSidebar ? sidebarPage(widget) : nil
                targets.append(InputTarget(type: type, x: shown.x, y: shown.y, width: shown.width, height: shown.height, inSidebar: inSidebar, page: page, inTitlebar: inTitlebar))
            }
            let childClip = gtk_widget_get_overflow(widget) == GTK_OVERFLOW_HIDDEN ? shown : clip
            var child = gtk_widget_get_first_child(widget)
            while let current = child {
                visit(current, inSidebar: inSidebar, inTitlebar: inTitlebar, clip: childClip)
                child = gtk_widget_get_next_sibling(current)
            }
        }
        visit(root, inSidebar: false, inTitlebar: false, clip: Rect(x: 0, y: 0, width: Int(gtk_widget_get_width(root)), height: Int(gtk_widget_get_height(root))))
        return InputTargets(page: stack.visiblePageName ?? "", dialogs: dialogs.count, popovers: popovers, targets: targets)
    }

    /// The name of the page that `widget` shows if it is a row of the sidebar (whose rows
    /// follow the stack's pages).
    private func sidebarPage(_ widget: UnsafeMutablePointer<GtkWidget>) -> String? {
        guard g_type_is_a(rxgtk_object_type(widget), gtk_list_box_row_get_type()) != 0 else { return nil }
        let index = Int(gtk_list_box_row_get_index(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkListBoxRow.self)))
        return pages.indices.contains(index) ? Swift.type(of: pages[index]).name : nil
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

/// A rectangle in a window's coordinates.
private struct Rect {
    let x: Int
    let y: Int
    let width: Int
    let height: Int

    /// The part of this rectangle inside `other`; empty (zero wide or high) when they do not meet.
    func intersection(_ other: Rect) -> Rect {
        let left = max(x, other.x), top = max(y, other.y)
        let right = min(x + width, other.x + other.width), bottom = min(y + height, other.y + other.height)
        return Rect(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
    }
}
