#if GTK
import CGtk

/// A line or block of text (`GtkLabel`).
@MainActor
public final class Label: Widget {
    /// Creates a label showing `text`.
    public init(_ text: String = "") {
        super.init(taking: UnsafeMutableRawPointer(gtk_label_new(text)))
        gtk_label_set_xalign(OpaquePointer(pointer), 0)
    }

    /// Wraps a `GtkLabel` GTK already made and holds elsewhere (a `Builder`'s), without taking a
    /// reference of the holder's: `Builder.widget(_:id:)` calls it.
    public init(wrapping pointer: UnsafeMutableRawPointer) {
        super.init(taking: pointer)
    }

    /// The label's plain text.
    public var text: String {
        get { String(cString: gtk_label_get_text(OpaquePointer(pointer))) }
        set { gtk_label_set_text(OpaquePointer(pointer), newValue) }
    }

    /// Whether long lines wrap at word boundaries (within a word where a word is wider than
    /// the label), instead of widening the label.
    public var wraps: Bool {
        get { gtk_label_get_wrap(OpaquePointer(pointer)) != 0 }
        set {
            gtk_label_set_wrap(OpaquePointer(pointer), newValue ? 1 : 0)
            gtk_label_set_wrap_mode(OpaquePointer(pointer), PANGO_WRAP_WORD_CHAR)
        }
    }

    /// Sets the label's text as Pango markup, such as `<b>bold</b>`.
    public func setMarkup(_ markup: String) {
        gtk_label_set_markup(OpaquePointer(pointer), markup)
    }
}
#endif
