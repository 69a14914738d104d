#if GTK
import CGtk
import RxSwift

/// The window that tells what a program is (`GtkAboutDialog`): its name, version and a line
/// about it. Closing it hides it, so it may be presented again; `destroy()` ends it, as does
/// the destruction of the window it was presented over.
@MainActor
public final class AboutDialog: Widget {
    /// Creates an about dialog for the program `programName`.
    public init(programName: String, version: String = "", comments: String = "") {
        super.init(taking: UnsafeMutableRawPointer(gtk_about_dialog_new()))
        refuseUnclaimedDrops()
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

    /// Ends the dialog when the window it was presented over is destroyed.
    private var parentDestruction: Disposable?

    /// Shows the dialog over `window` (modal to it, and destroyed with it), or on its own. A
    /// destroyed dialog is not shown again.
    public func present(over window: Window? = nil) {
        if isDestroyed { return }
        if let window {
            gtk_window_set_transient_for(windowPointer, window.pointer.assumingMemoryBound(to: GtkWindow.self))
            gtk_window_set_modal(windowPointer, 1)
            // GTK's destroy-with-parent waits for the parent's disposal, which a window whose
            // wrapper lives never reaches: its `rx.deallocated` reports the destruction.
            parentDestruction?.dispose()
            parentDestruction = window.rx.deallocated.bind(to: rx.binder { dialog, _ in dialog.destroy() })
        }
        gtk_window_present(windowPointer)
    }

    /// Whether the dialog is shown: presented, neither closed nor destroyed.
    public var isShown: Bool {
        !isDestroyed && gtk_widget_get_visible(widgetPointer) != 0
    }

    /// Whether the dialog was destroyed (`destroy()`, or with its window); it is not shown
    /// again.
    public private(set) var isDestroyed = false

    /// Asks the dialog to close, as its close button does: it hides.
    public func close() {
        endModality()
        gtk_window_close(windowPointer)
    }

    /// Lets the dialog's parent take input again before the dialog goes. GTK 4.8 keeps a modal
    /// window's hold on its window group after the window is hidden or destroyed under X11
    /// without a window manager, and the parent then ignores the pointer and the keyboard.
    private func endModality() {
        gtk_window_set_modal(windowPointer, 0)
    }

    /// Destroys the dialog: it leaves the screen, and GTK lets it go.
    public func destroy() {
        if isDestroyed { return }
        isDestroyed = true
        parentDestruction?.dispose()
        parentDestruction = nil
        endModality()
        gtk_window_destroy(windowPointer)
    }
}
#endif
