#if GTK
import CGtk

/// Pages of which one is shown at a time (`GtkStack`), with a sidebar that switches between
/// them (`GtkStackSidebar`).
@MainActor
public final class Stack: Widget {
    /// Creates an empty stack.
    public init() {
        super.init(taking: UnsafeMutableRawPointer(gtk_stack_new()))
    }

    private var stackPointer: OpaquePointer {
        OpaquePointer(pointer)
    }

    /// Adds `page` under `name`, titled `title` in the sidebar.
    public func addPage(_ page: Widget, name: String, title: String) {
        gtk_stack_add_titled(stackPointer, page.widgetPointer, name, title)
    }

    /// Removes `page` from the stack (and its sidebar); nothing else holds it, so it is
    /// released with its wrapper.
    public func removePage(_ page: Widget) {
        // GTK 4.8's sidebar lets go of the page's GtkStackPage after the stack freed it, a
        // GObject warning: the page is held until the removal is over.
        guard let stackPage = gtk_stack_get_page(stackPointer, page.widgetPointer) else { return }
        g_object_ref(UnsafeMutableRawPointer(stackPage))
        gtk_stack_remove(stackPointer, page.widgetPointer)
        g_object_unref(UnsafeMutableRawPointer(stackPage))
    }

    /// The name of the page shown. Setting it notifies "notify::visible-child-name", as GTK
    /// does, which `rx.visiblePageName` does not report: the program's own set is not the
    /// user's choice (`choosePage(named:)` and the sidebar are).
    public var visiblePageName: String? {
        get { gtk_stack_get_visible_child_name(stackPointer).map { String(cString: $0) } }
        set { performProgrammaticChange { showPage(named: newValue) } }
    }

    /// Acts as the user choosing the page named `name` in the sidebar. Does nothing if the
    /// user could not (`isUsableByUser`).
    public func choosePage(named name: String) {
        actAsUser { showPage(named: name) }
    }

    private func showPage(named name: String?) {
        if let name {
            gtk_stack_set_visible_child_name(stackPointer, name)
        }
    }

    /// A sidebar listing the pages of this stack.
    public func makeSidebar() -> Widget {
        let sidebar = gtk_stack_sidebar_new()
        gtk_stack_sidebar_set_stack(OpaquePointer(sidebar), stackPointer)
        return Widget(taking: UnsafeMutableRawPointer(sidebar!))
    }
}
#endif
