#if GTK
import CGtk

/// A multi-line text editor (`GtkTextView` and its `GtkTextBuffer`).
@MainActor
public final class TextView: Widget {
    /// Creates an empty editor.
    public init() {
        super.init(taking: UnsafeMutableRawPointer(gtk_text_view_new()))
        gtk_text_view_set_wrap_mode(textViewPointer, GTK_WRAP_WORD_CHAR)
    }

    private var textViewPointer: UnsafeMutablePointer<GtkTextView> {
        pointer.assumingMemoryBound(to: GtkTextView.self)
    }

    /// The buffer holding the text; it emits "changed" when the text changes.
    var buffer: UnsafeMutablePointer<GtkTextBuffer> {
        gtk_text_view_get_buffer(textViewPointer)
    }

    /// The buffer emits "changed"; the view emits the rest.
    public override func signalInstance(for signal: String) -> UnsafeMutableRawPointer {
        signal == "changed" ? UnsafeMutableRawPointer(buffer) : pointer
    }

    /// The whole text. Setting it emits the buffer's "changed", as GTK does, which `rx.text`
    /// does not report: the program's own set is not an edit by the user (`type(_:)` is).
    public var text: String {
        get {
            var start = GtkTextIter()
            var end = GtkTextIter()
            gtk_text_buffer_get_bounds(buffer, &start, &end)
            guard let characters = gtk_text_buffer_get_text(buffer, &start, &end, 0) else { return "" }
            defer { g_free(characters) }
            return String(cString: characters)
        }
        set {
            performProgrammaticChange { gtk_text_buffer_set_text(buffer, newValue, -1) }
        }
    }

    /// Acts as the user typing `text` at the end: one "changed". Does nothing if the user
    /// could not (`isUsableByUser`).
    public func type(_ text: String) {
        actAsUser {
            var end = GtkTextIter()
            gtk_text_buffer_get_end_iter(buffer, &end)
            gtk_text_buffer_insert(buffer, &end, text, -1)
        }
    }
}
#endif
