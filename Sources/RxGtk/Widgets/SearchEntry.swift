#if GTK
import CGtk

/// A text field for search queries (`GtkSearchEntry`): it reports "search-changed" a short
/// while after the user stops typing, besides every "changed".
@MainActor
public final class SearchEntry: Editable {
    /// Creates an empty search field showing `placeholder` while empty.
    public init(placeholder: String = "") {
        super.init(taking: UnsafeMutableRawPointer(gtk_search_entry_new()))
        rxgtk_object_set_string(pointer, "placeholder-text", placeholder)
    }

    /// Acts as GTK once the user paused typing: emits "search-changed". Does nothing if the
    /// user could not have typed (`isUsableByUser`).
    public func finishTyping() {
        actAsUser { emit("search-changed") }
    }
}
#endif
