#if GTK
import CGtk
import Foundation

/// CSS that styles the widgets of the application (a `GtkCssProvider` added to the display):
/// colours, fonts, spacing, and the classes a program gives its widgets (`addCSSClass(_:)`,
/// `rx.cssClass(_:)`).
///
/// GTK loads what it can of a sheet and reports the rest: the rules it could not read are in
/// `parsingErrors`. The display keeps a sheet added to it until `removeFromDisplay()`, even
/// once the program let go of its wrapper.
@MainActor
public final class StyleSheet: ObjectWrapper {
    /// How a sheet ranks against the others: a later sheet of the same priority wins.
    public enum Priority: Sendable {
        /// Below the user's own `gtk.css` and the settings, above the theme: an application's
        /// sheet (`GTK_STYLE_PROVIDER_PRIORITY_APPLICATION`).
        case application
        /// Above everything, the user's own `gtk.css` too (`GTK_STYLE_PROVIDER_PRIORITY_USER`).
        case user

        var gtkPriority: guint {
            switch self {
            case .application: guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION)
            case .user: guint(GTK_STYLE_PROVIDER_PRIORITY_USER)
            }
        }
    }

    /// What GTK could not read in the last CSS loaded, one message each (with its line).
    public private(set) var parsingErrors: [String] = []

    /// The display the sheet was added to, if any.
    private var display: OpaquePointer?

    /// Creates a sheet of `css`.
    public init(css: String) {
        super.init(owning: UnsafeMutableRawPointer(gtk_css_provider_new()), signalsPassAPointer: false)
        load(css: css)
    }

    /// Creates a sheet of the CSS in the file at `url`; a file that cannot be read leaves the
    /// sheet empty and says why in `parsingErrors`.
    public init(contentsOf url: URL) {
        super.init(owning: UnsafeMutableRawPointer(gtk_css_provider_new()), signalsPassAPointer: false)
        collectingErrors { gtk_css_provider_load_from_path(providerPointer, url.path) }
    }

    private var providerPointer: UnsafeMutablePointer<GtkCssProvider> {
        pointer.assumingMemoryBound(to: GtkCssProvider.self)
    }

    /// Replaces the sheet's rules with `css`; the widgets it styles are styled again.
    public func load(css: String) {
        collectingErrors { gtk_css_provider_load_from_data(providerPointer, css, -1) }
    }

    /// Styles every widget of the default display with the sheet, ranked by `priority`.
    public func addToDisplay(priority: Priority = .application) {
        guard display == nil, let defaultDisplay = gdk_display_get_default() else { return }
        display = defaultDisplay
        gtk_style_context_add_provider_for_display(defaultDisplay, OpaquePointer(pointer), priority.gtkPriority)
    }

    /// Stops styling the display with the sheet.
    public func removeFromDisplay() {
        guard let display else { return }
        self.display = nil
        gtk_style_context_remove_provider_for_display(display, OpaquePointer(pointer))
    }

    /// Runs `load`, keeping the messages of the provider's "parsing-error" meanwhile: GTK reports
    /// them while it loads, and only then.
    private func collectingErrors(_ load: () -> Void) {
        var errors: [String] = []
        let connection = connectSignalValues("parsing-error", of: pointer) { arguments in
            guard arguments.count == 2, case let .pointer(section) = arguments[0], case let .pointer(error?) = arguments[1] else { return }
            let message = String(cString: error.assumingMemoryBound(to: GError.self).pointee.message)
            let line = section.map { gtk_css_section_get_start_location(OpaquePointer($0)).pointee.lines }
            errors.append(line.map { "line \($0 + 1): \(message)" } ?? message)
        }
        load()
        connection?.disconnect()
        parsingErrors = errors
    }
}
#endif
