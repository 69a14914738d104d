#if GTK
import CGtk

/// A window's title bar with room for a title and buttons (`GtkHeaderBar`); give it to a window
/// with `Window.setTitlebar(_:)`.
@MainActor
public final class HeaderBar: Widget {
    private let titleLabel: Label

    /// Creates a header bar showing `title` in its middle.
    public init(title: String = "") {
        titleLabel = Label(title)
        titleLabel.addCSSClass("title")
        super.init(taking: UnsafeMutableRawPointer(gtk_header_bar_new()))
        gtk_header_bar_set_title_widget(OpaquePointer(pointer), titleLabel.widgetPointer)
    }

    /// The title shown in the middle of the bar.
    public var title: String {
        get { titleLabel.text }
        set { titleLabel.text = newValue }
    }

    /// Puts `widget` at the start of the bar (the left in left-to-right languages).
    public func packStart(_ widget: Widget) {
        gtk_header_bar_pack_start(OpaquePointer(pointer), widget.widgetPointer)
    }

    /// Puts `widget` at the end of the bar.
    public func packEnd(_ widget: Widget) {
        gtk_header_bar_pack_end(OpaquePointer(pointer), widget.widgetPointer)
    }
}
#endif
