import CGtk

/// The window that tells what a program is (`GtkAboutDialog`): its name, version and a line
/// about it. Closing it hides it, so it may be presented again; `destroy()` ends it (it also
/// goes with the window it was presented over).
@MainActor
public final class AboutDialog: Widget {
    /// Creates an about dialog for the program `programName`.
    public init(programName: String, version: String = "", comments: String = "") {
        super.init(taking: UnsafeMutableRawPointer(gtk_about_dialog_new()))
        self.programName = programName
        self.version = version
        self.comments = comments
    }

    private var aboutPointer: OpaquePointer {
        OpaquePointer(pointer)
    }

    private var windowPointer: UnsafeMutablePointer<GtkWindow> {
        pointer.assumingMemoryBound(to: GtkWindow.self)
    }

    /// The program's name, the dialog's heading.
    public var programName: String {
        get { gtk_about_dialog_get_program_name(aboutPointer).map { String(cString: $0) } ?? "" }
        set { gtk_about_dialog_set_program_name(aboutPointer, newValue) }
    }

    /// The program's version.
    public var version: String {
        get { gtk_about_dialog_get_version(aboutPointer).map { String(cString: $0) } ?? "" }
        set { gtk_about_dialog_set_version(aboutPointer, newValue.isEmpty ? nil : newValue) }
    }

    /// A line about the program.
    public var comments: String {
        get { gtk_about_dialog_get_comments(aboutPointer).map { String(cString: $0) } ?? "" }
        set { gtk_about_dialog_set_comments(aboutPointer, newValue.isEmpty ? nil : newValue) }
    }

    /// Shows the dialog over `window` (modal to it, and destroyed with it), or on its own.
    public func present(over window: Window? = nil) {
        if let window {
            gtk_window_set_transient_for(windowPointer, window.pointer.assumingMemoryBound(to: GtkWindow.self))
            gtk_window_set_modal(windowPointer, 1)
            gtk_window_set_destroy_with_parent(windowPointer, 1)
        }
        gtk_window_present(windowPointer)
    }

    /// Whether the dialog is shown.
    public var isShown: Bool {
        gtk_widget_get_visible(widgetPointer) != 0
    }

    /// Asks the dialog to close, as its close button does: it hides.
    public func close() {
        gtk_window_close(windowPointer)
    }

    /// Destroys the dialog: it leaves the screen, and GTK lets it go.
    public func destroy() {
        gtk_window_destroy(windowPointer)
    }
}
