#if GTK
import CGtk

/// A menu bar (`GtkPopoverMenuBar`) showing a `Menu`: each top-level item opens its submenu in a
/// popover, whose items activate their actions, found as a `PopoverMenu`'s are (among the
/// actions of the widgets the bar is in and the application's).
@MainActor
public final class PopoverMenuBar: Widget {
    /// The menu shown: its items the bar's top-level items, the items of its sections too.
    public let menu: Menu

    /// Creates a bar showing `menu`, whose items should each open a submenu
    /// (`Menu.appendSubmenu(_:label:)`).
    public init(menu: Menu) {
        self.menu = menu
        super.init(taking: UnsafeMutableRawPointer(gtk_popover_menu_bar_new_from_model(menu.modelPointer)))
    }

    /// Acts as the user opening the top-level item showing `topLevel` and choosing the item
    /// showing `label` in its submenu (or the submenu's sections and submenus): the submenu
    /// opens, the item's action is activated, found as GTK finds it, and the submenu closes.
    /// Does nothing if the user could not (`isUsableByUser`), if no such item is shown, or if
    /// its action is missing or disabled, as an insensitive item is not chosen; the submenu is
    /// left open then, as the user left it.
    public func choose(_ label: String, from topLevel: String) {
        actAsUser {
            guard let popover = popover(ofItemLabelled: topLevel) else { return }
            gtk_popover_popup(popover)
            if let detailed = menu.action(ofItemLabelled: label, inSubmenuLabelled: topLevel), activateMenuAction(detailed) {
                gtk_popover_popdown(popover)
            }
        }
    }

    /// Whether the submenu of the top-level item showing `topLevel` is open.
    public func isOpen(_ topLevel: String) -> Bool {
        popover(ofItemLabelled: topLevel).map { gtk_widget_get_visible(UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkWidget.self)) != 0 } ?? false
    }

    /// The popover of the top-level item whose label shows `label`: GTK makes an item for each
    /// top-level item of the menu, a label and the popover of its submenu.
    private func popover(ofItemLabelled label: String) -> UnsafeMutablePointer<GtkPopover>? {
        Widget.children(of: widgetPointer).lazy.compactMap { PopoverMenuBar.popover(in: $0, ifLabelled: label) }.first
    }

    /// The popover among the children of `item`, if one of them is a label showing `label`.
    private static func popover(in item: UnsafeMutablePointer<GtkWidget>, ifLabelled label: String) -> UnsafeMutablePointer<GtkPopover>? {
        var labelled = false
        var popover: UnsafeMutablePointer<GtkPopover>?
        for current in Widget.children(of: item) {
            let instance = UnsafeMutableRawPointer(current).assumingMemoryBound(to: GTypeInstance.self)
            if g_type_check_instance_is_a(instance, gtk_label_get_type()) != 0 {
                labelled = labelled || String(cString: gtk_label_get_label(OpaquePointer(current))) == label
            } else if g_type_check_instance_is_a(instance, gtk_popover_get_type()) != 0 {
                popover = UnsafeMutableRawPointer(current).assumingMemoryBound(to: GtkPopover.self)
            }
        }
        return labelled ? popover : nil
    }
}
#endif
