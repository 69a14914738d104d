#if GTK
import CGtk

/// Pages behind tabs (`GtkNotebook`): the user shows a page by clicking its tab.
@MainActor
public final class Notebook: Widget {
    /// Creates a notebook without pages.
    public init() {
        super.init(taking: UnsafeMutableRawPointer(gtk_notebook_new()))
    }

    private var notebookPointer: OpaquePointer {
        OpaquePointer(pointer)
    }

    /// Adds `page` after the others, under a tab labelled `title`; returns its number.
    @discardableResult
    public func appendPage(_ page: Widget, title: String) -> Int {
        Int(gtk_notebook_append_page(notebookPointer, page.widgetPointer, gtk_label_new(title)))
    }

    /// How many pages there are.
    public var pageCount: Int {
        Int(gtk_notebook_get_n_pages(notebookPointer))
    }

    /// The tab of the page numbered `number`, or `nil` if there is no such page.
    public func tab(ofPage number: Int) -> UnsafeMutablePointer<GtkWidget>? {
        guard let page = gtk_notebook_get_nth_page(notebookPointer, Int32(number)) else { return nil }
        return gtk_notebook_get_tab_label(notebookPointer, page)
    }

    /// The number of the page shown (from 0), or -1 without pages. Setting it shows that page
    /// and notifies "notify::page", as GTK does, which `rx.currentPage` does not report: the
    /// program's own choice is not the user's (`choosePage(_:)` acts as the user).
    public var currentPage: Int {
        get { Int(gtk_notebook_get_current_page(notebookPointer)) }
        set { performProgrammaticChange { gtk_notebook_set_current_page(notebookPointer, Int32(newValue)) } }
    }

    /// Acts as the user clicking the tab of the page numbered `number`. Does nothing if the
    /// user could not (`isUsableByUser`).
    public func choosePage(_ number: Int) {
        actAsUser { gtk_notebook_set_current_page(notebookPointer, Int32(number)) }
    }
}
#endif
