import CGtk

/// A one-line text field (`GtkEntry`).
@MainActor
public final class Entry: Editable {
    /// Creates an empty field showing `placeholder` while empty.
    public init(placeholder: String = "") {
        super.init(taking: UnsafeMutableRawPointer(gtk_entry_new()))
        gtk_entry_set_placeholder_text(pointer.assumingMemoryBound(to: GtkEntry.self), placeholder)
    }

    /// Acts as the user pressing Enter: emits "activate".
    public func activate() {
        emit("activate")
    }
}
