#if GTK
import CGtk

/// A menu's content (`GMenu`): items that each name the action they activate ("win.new",
/// "app.quit", "win.zoom(2)"), sections and submenus. A `PopoverMenu` shows it; the actions are
/// found where the menu is shown, among the actions added to its widget or the widgets it is in
/// (`Widget.addAction(_:prefix:)`) and the application's (`Application.addAction(_:)`). An item
/// whose action is missing or disabled is shown insensitive.
@MainActor
public final class Menu: ObjectWrapper {
    /// Creates an empty menu.
    public init() {
        super.init(owning: UnsafeMutableRawPointer(g_menu_new()), signalsPassAPointer: false)
    }

    private var menuPointer: OpaquePointer {
        OpaquePointer(pointer)
    }

    /// The menu as a `GMenuModel`, what GTK shows.
    var modelPointer: UnsafeMutablePointer<GMenuModel> {
        pointer.assumingMemoryBound(to: GMenuModel.self)
    }

    /// Adds an item showing `label` that activates the action `detailedAction` ("win.new").
    public func append(_ label: String, action detailedAction: String) {
        g_menu_append(menuPointer, label, detailedAction)
    }

    /// Adds `section`'s items as a section (set apart by separators), titled `label` if given.
    /// The menu keeps the section's content.
    public func appendSection(_ section: Menu, label: String? = nil) {
        g_menu_append_section(menuPointer, label, section.modelPointer)
    }

    /// Adds an item showing `label` that opens `submenu`. The menu keeps the submenu's content.
    public func appendSubmenu(_ submenu: Menu, label: String) {
        g_menu_append_submenu(menuPointer, label, submenu.modelPointer)
    }

    /// How many items the menu has (a section or a submenu counts as one).
    public var itemCount: Int {
        Int(g_menu_model_get_n_items(modelPointer))
    }

    /// The detailed action of the first item showing `label`, searched in order through the
    /// menu, its sections and its submenus; `nil` if no item shows it.
    public func action(ofItemLabelled label: String) -> String? {
        Menu.action(ofItemLabelled: label, in: modelPointer)
    }

    /// The detailed action of the first item showing `label` in the submenu of the first item
    /// showing `submenu`, that item searched among the menu's items and its sections' (a menu
    /// bar's top-level items); `nil` if there is none.
    func action(ofItemLabelled label: String, inSubmenuLabelled submenu: String) -> String? {
        Menu.submenu(labelled: submenu, in: modelPointer).flatMap { linked in
            defer { g_object_unref(UnsafeMutableRawPointer(linked)) }
            return Menu.action(ofItemLabelled: label, in: linked)
        }
    }

    /// The submenu (a reference the caller releases) of the first item of `model`, or of its
    /// sections, showing `label`.
    private static func submenu(labelled label: String, in model: UnsafeMutablePointer<GMenuModel>) -> UnsafeMutablePointer<GMenuModel>? {
        for index in 0..<g_menu_model_get_n_items(model) {
            if string(G_MENU_ATTRIBUTE_LABEL, ofItem: index, in: model) == label, let linked = g_menu_model_get_item_link(model, index, G_MENU_LINK_SUBMENU) {
                return linked
            }
            guard let section = g_menu_model_get_item_link(model, index, G_MENU_LINK_SECTION) else { continue }
            defer { g_object_unref(UnsafeMutableRawPointer(section)) }
            if let found = submenu(labelled: label, in: section) {
                return found
            }
        }
        return nil
    }

    /// The detailed action of the first item of `model` (a `GMenuModel`) showing `label`.
    private static func action(ofItemLabelled label: String, in model: UnsafeMutablePointer<GMenuModel>) -> String? {
        for index in 0..<g_menu_model_get_n_items(model) {
            if string(G_MENU_ATTRIBUTE_LABEL, ofItem: index, in: model) == label, let action = string(G_MENU_ATTRIBUTE_ACTION, ofItem: index, in: model) {
                guard let target = g_menu_model_get_item_attribute_value(model, index, G_MENU_ATTRIBUTE_TARGET, nil) else { return action }
                defer { g_variant_unref(target) }
                guard let detailed = g_action_print_detailed_name(action, target) else { return action }
                defer { g_free(detailed) }
                return String(cString: detailed)
            }
            for link in [G_MENU_LINK_SECTION, G_MENU_LINK_SUBMENU] {
                guard let linked = g_menu_model_get_item_link(model, index, link) else { continue }
                defer { g_object_unref(UnsafeMutableRawPointer(linked)) }
                if let found = action(ofItemLabelled: label, in: linked) {
                    return found
                }
            }
        }
        return nil
    }

    /// The string attribute `attribute` of item `index` of `model`, if it has one.
    private static func string(_ attribute: String, ofItem index: Int32, in model: UnsafeMutablePointer<GMenuModel>) -> String? {
        guard let value = g_menu_model_get_item_attribute_value(model, index, attribute, nil) else { return nil }
        defer { g_variant_unref(value) }
        guard g_variant_is_of_type(value, g_variant_type_checked_("s")) != 0 else { return nil }
        return String(cString: g_variant_get_string(value, nil))
    }
}

extension Widget {
    /// Activates the detailed action `detailed` ("win.zoom(2)") of a menu item as GTK does from
    /// the widget, if the action is enabled, as an insensitive item cannot be chosen; whether
    /// it was activated.
    func activateMenuAction(_ detailed: String) -> Bool {
        var name: UnsafeMutablePointer<gchar>?
        var target: OpaquePointer?
        guard g_action_parse_detailed_name(detailed, &name, &target, nil) != 0, let name else { return false }
        defer {
            g_free(name)
            if let target { g_variant_unref(target) }
        }
        return isActionEnabled(String(cString: name)) && gtk_widget_activate_action_variant(widgetPointer, name, target) != 0
    }
}
#endif
