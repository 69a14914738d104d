#if GTK
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

    /// Whether Enter in the field also activates its window's default widget
    /// (`Window.defaultWidget`), as dialogs let the user confirm from a field.
    public var activatesDefault: Bool {
        get { gtk_entry_get_activates_default(pointer.assumingMemoryBound(to: GtkEntry.self)) != 0 }
        set { gtk_entry_set_activates_default(pointer.assumingMemoryBound(to: GtkEntry.self), newValue ? 1 : 0) }
    }

    /// Acts as the user pressing Enter: the field's text emits "activate", as the key does,
    /// so the entry emits "activate" and, with `activatesDefault`, the window's default widget
    /// is activated. Does nothing if the user could not (`isUsableByUser`).
    public func activate() {
        actAsUser {
            guard let text = gtk_editable_get_delegate(OpaquePointer(pointer)) else { return }
            rxgtk_signal_emit_by_name(UnsafeMutableRawPointer(text), "activate")
        }
    }
}
#endif
