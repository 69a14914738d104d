import CGtk

/// A one-line text field (`GtkEntry`).
@MainActor
public final class Entry: Editable {
    /// Creates an empty field showing `placeholder` while empty.
    public init(placeholder: String = "") {
        super.init(taking: UnsafeMutableRawPointer(gtk_entry_new()))
        gtk_entry_set_placeholder_text(pointer.assumingMemoryBound(to: GtkEntry.self), placeholder)
    }

    /// Wraps a `GtkEntry` GTK already made and holds elsewhere (a `Builder`'s), without taking a
    /// reference of the holder's: `Builder.widget(_:id:)` calls it.
    public init(wrapping pointer: UnsafeMutableRawPointer) {
        super.init(taking: pointer)
    }

    /// Acts as the user pressing Enter: emits "activate".
    public func activate() {
        emit("activate")
    }
}
