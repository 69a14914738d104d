#if GTK
import CGtk

/// A bar that slides in to hold a search field (`GtkSearchBar`): it opens when the user starts
/// typing in the widget it captures keys from, and closes on Escape in its field.
@MainActor
public final class SearchBar: Widget {
    /// The bar's search field.
    public let entry: SearchEntry

    /// Creates a closed bar holding `entry`.
    public init(entry: SearchEntry) {
        self.entry = entry
        super.init(taking: UnsafeMutableRawPointer(gtk_search_bar_new()))
        gtk_search_bar_set_child(searchBarPointer, entry.widgetPointer)
        gtk_search_bar_connect_entry(searchBarPointer, OpaquePointer(entry.pointer))
    }

    private var searchBarPointer: OpaquePointer {
        OpaquePointer(pointer)
    }

    /// Whether the bar is open ("search mode"). Setting it notifies
    /// "notify::search-mode-enabled", as GTK does, which `rx.isSearchModeOn` does not report:
    /// the program opening or closing the bar is not the user doing it.
    public var isSearchModeOn: Bool {
        get { gtk_search_bar_get_search_mode(searchBarPointer) != 0 }
        set { performProgrammaticChange { gtk_search_bar_set_search_mode(searchBarPointer, newValue ? 1 : 0) } }
    }

    /// Whether the bar shows a button that closes it.
    public var showsCloseButton: Bool {
        get { gtk_search_bar_get_show_close_button(searchBarPointer) != 0 }
        set { gtk_search_bar_set_show_close_button(searchBarPointer, newValue ? 1 : 0) }
    }

    /// Opens the bar when the user types in `widget` (usually the window), sending the keys to
    /// the bar's field; `nil` stops it.
    public func captureKeys(from widget: Widget?) {
        gtk_search_bar_set_key_capture_widget(searchBarPointer, widget?.widgetPointer)
    }
}
#endif
