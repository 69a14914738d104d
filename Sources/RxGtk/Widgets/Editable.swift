#if GTK
import CGtk

/// A widget whose text the user edits through GTK's `GtkEditable` interface: the base of
/// `Entry` and `SearchEntry`.
@MainActor
open class Editable: Widget {
    /// The field's text. Setting it emits "changed" twice, as GTK does (for the deletion, then
    /// for the insertion), which `rx.text` and `rx.changed` do not report: the program's own
    /// set is not an edit by the user (`type(_:)` and `clear()` are).
    public var text: String {
        get { String(cString: gtk_editable_get_text(OpaquePointer(pointer))) }
        set { performProgrammaticChange { gtk_editable_set_text(OpaquePointer(pointer), newValue) } }
    }

    /// Acts as the user typing `text` at the end of the field: one "changed" with the new
    /// text. Does nothing if the user could not (`isUsableByUser`).
    public func type(_ text: String) {
        actAsUser {
            var position = Int32(-1)
            gtk_editable_insert_text(OpaquePointer(pointer), text, -1, &position)
        }
    }

    /// Acts as the user clearing the field: one "changed" with the empty text. Does nothing if
    /// the user could not (`isUsableByUser`).
    public func clear() {
        actAsUser { gtk_editable_delete_text(OpaquePointer(pointer), 0, -1) }
    }
}
#endif
