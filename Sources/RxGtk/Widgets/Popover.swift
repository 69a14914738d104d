#if GTK
import CGtk

/// A bubble over the window that points at the widget it belongs to (`GtkPopover`), shown by
/// a `MenuButton` or by the program (`popup()`), and hidden again when the user clicks outside
/// it or presses Escape.
@MainActor
public class Popover: Widget {
    /// Creates an empty popover.
    public init() {
        super.init(taking: UnsafeMutableRawPointer(gtk_popover_new()))
    }

    /// Wraps the new popover `pointer`, for a subclass.
    init(popover pointer: UnsafeMutableRawPointer) {
        super.init(taking: pointer)
    }

    var popoverPointer: UnsafeMutablePointer<GtkPopover> {
        pointer.assumingMemoryBound(to: GtkPopover.self)
    }

    /// What the popover shows. The popover keeps the widget (GTK does), and the widget its
    /// wrapper.
    public var child: Widget? {
        get { Widget.wrapper(of: gtk_popover_get_child(popoverPointer)) }
        set { gtk_popover_set_child(popoverPointer, newValue?.widgetPointer) }
    }

    /// Shows the popover next to the widget it belongs to (its parent: the `MenuButton` whose
    /// popover it is).
    public func popup() {
        gtk_popover_popup(popoverPointer)
    }

    /// Hides the popover.
    public func popdown() {
        gtk_popover_popdown(popoverPointer)
    }

    /// Whether the popover is shown.
    public var isOpen: Bool {
        gtk_widget_get_visible(widgetPointer) != 0
    }
}

/// A popover showing a `Menu` (`GtkPopoverMenu`): each item activates its action, and closes
/// the popover. A `MenuButton` given a menu makes one.
@MainActor
public final class PopoverMenu: Popover {
    /// The menu shown.
    public let menu: Menu

    /// Creates a popover showing `menu`.
    public init(menu: Menu) {
        self.menu = menu
        super.init(popover: UnsafeMutableRawPointer(gtk_popover_menu_new_from_model(menu.modelPointer)))
    }

    /// Acts as the user choosing the item showing `label` (in the menu, a section or a
    /// submenu): activates its action, found from the popover as GTK finds it, and closes the
    /// popover. Does nothing if the user could not (`isUsableByUser`: the popover is not
    /// open), if no item shows `label`, or if its action is missing or disabled, as an
    /// insensitive item is not chosen.
    public func choose(_ label: String) {
        actAsUser {
            if let detailed = menu.action(ofItemLabelled: label), activateMenuAction(detailed) {
                popdown()
            }
        }
    }
}
#endif
