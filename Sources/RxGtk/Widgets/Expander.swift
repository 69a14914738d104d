#if GTK
import CGtk

/// A title that the user clicks to show or hide a widget under it (`GtkExpander`).
@MainActor
public final class Expander: Widget {
    /// Creates a collapsed expander titled `label`.
    public init(label: String) {
        super.init(taking: UnsafeMutableRawPointer(gtk_expander_new(label)))
    }

    private var expanderPointer: OpaquePointer {
        OpaquePointer(pointer)
    }

    /// The title.
    public var label: String {
        get { gtk_expander_get_label(expanderPointer).map { String(cString: $0) } ?? "" }
        set { gtk_expander_set_label(expanderPointer, newValue) }
    }

    /// The widget shown while expanded. The expander keeps it (GTK does), and the widget its
    /// wrapper.
    public var child: Widget? {
        get { Widget.wrapper(of: gtk_expander_get_child(expanderPointer)) }
        set { gtk_expander_set_child(expanderPointer, newValue?.widgetPointer) }
    }

    /// Whether the child is shown. Setting it notifies "notify::expanded", as GTK does, which
    /// `rx.isExpanded` does not report: the program's own set is not a click by the user
    /// (`toggle()` is).
    public var isExpanded: Bool {
        get { gtk_expander_get_expanded(expanderPointer) != 0 }
        set { performProgrammaticChange { gtk_expander_set_expanded(expanderPointer, newValue ? 1 : 0) } }
    }

    /// Acts as the user clicking the title: shows the child if it was hidden, hides it if it
    /// was shown ("notify::expanded"). Does nothing if the user could not
    /// (`isUsableByUser`).
    public func toggle() {
        actAsUser { gtk_expander_set_expanded(expanderPointer, isExpanded ? 0 : 1) }
    }
}
#endif
