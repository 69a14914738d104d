#if GTK
import CGtk

/// A button that opens a popover (`GtkMenuButton`): a `PopoverMenu` of a `Menu` (set `menu`),
/// or any `Popover`.
@MainActor
public final class MenuButton: Widget {
    /// Creates a menu button showing `label`.
    public init(label: String) {
        super.init(taking: UnsafeMutableRawPointer(gtk_menu_button_new()))
        gtk_menu_button_set_label(menuButtonPointer, label)
    }

    /// Creates a menu button showing the theme icon `iconName` ("open-menu-symbolic").
    public init(iconName: String) {
        super.init(taking: UnsafeMutableRawPointer(gtk_menu_button_new()))
        gtk_menu_button_set_icon_name(menuButtonPointer, iconName)
    }

    private var menuButtonPointer: OpaquePointer {
        OpaquePointer(pointer)
    }

    /// The popover the button opens. The button keeps it (GTK does), and the popover its
    /// wrapper.
    public var popover: Popover? {
        get { gtk_menu_button_get_popover(menuButtonPointer).flatMap { Widget.wrapper(of: UnsafeMutableRawPointer($0)) as? Popover } }
        set { gtk_menu_button_set_popover(menuButtonPointer, newValue?.widgetPointer) }
    }

    /// The menu the button opens, in a `PopoverMenu` the button keeps as its `popover`;
    /// `nil` when the popover shows no menu.
    public var menu: Menu? {
        get { (popover as? PopoverMenu)?.menu }
        set { popover = newValue.map(PopoverMenu.init(menu:)) }
    }

    /// Acts as the user clicking the button: opens its popover. Does nothing if the user could
    /// not (`isUsableByUser`).
    public func open() {
        actAsUser { gtk_menu_button_popup(menuButtonPointer) }
    }

    /// Whether the button's popover is open.
    public var isOpen: Bool {
        popover?.isOpen ?? false
    }
}
#endif
