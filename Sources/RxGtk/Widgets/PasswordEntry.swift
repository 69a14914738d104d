#if GTK
import CGtk

/// A one-line field whose text is hidden as it is typed (`GtkPasswordEntry`); an eye icon
/// shows it while held when `showsPeekIcon` is on. Its `rx.text` is an `Editable`'s.
@MainActor
public final class PasswordEntry: Editable {
    /// Creates an empty field showing `placeholder` while empty, with the peek icon.
    public init(placeholder: String = "") {
        super.init(taking: UnsafeMutableRawPointer(gtk_password_entry_new()))
        // The entry has no setter function for it, only the property.
        rxgtk_object_set_string(pointer, "placeholder-text", placeholder)
        showsPeekIcon = true
    }

    /// Whether the field offers an icon that shows the text while pressed.
    public var showsPeekIcon: Bool {
        get { gtk_password_entry_get_show_peek_icon(OpaquePointer(pointer)) != 0 }
        set { gtk_password_entry_set_show_peek_icon(OpaquePointer(pointer), newValue ? 1 : 0) }
    }
}
#endif
