import CGtk

/// A one-line text field (`GtkEntry`, through its `GtkEditable` interface).
@MainActor
public final class Entry: Widget {
    /// Creates an empty field showing `placeholder` while empty.
    public init(placeholder: String = "") {
        super.init(taking: UnsafeMutableRawPointer(gtk_entry_new()))
        gtk_entry_set_placeholder_text(pointer.assumingMemoryBound(to: GtkEntry.self), placeholder)
    }

    /// The field's text. Setting it emits "changed", as GTK does; bindings that must not see
    /// their own sets block their handler (`SignalConnection.whileBlocked`).
    public var text: String {
        get { String(cString: gtk_editable_get_text(OpaquePointer(pointer))) }
        set { gtk_editable_set_text(OpaquePointer(pointer), newValue) }
    }

    /// Acts as the user typing `text` at the end of the field: one "changed" with the new
    /// text. (Setting `text` emits "changed" twice: for the deletion, then for the insertion.)
    public func type(_ text: String) {
        var position = Int32(-1)
        gtk_editable_insert_text(OpaquePointer(pointer), text, -1, &position)
    }

    /// Acts as the user clearing the field: one "changed" with the empty text.
    public func clear() {
        gtk_editable_delete_text(OpaquePointer(pointer), 0, -1)
    }

    /// Acts as the user pressing Enter: emits "activate".
    public func activate() {
        emit("activate")
    }
}
