#if GTK
import CGtk
import RxCocoa
import RxSwift

/// A colour with its opacity, each component from 0 to 1 (GDK's `GdkRGBA`).
public struct RGBAColor: Sendable, Equatable {
    /// Red, from 0 to 1.
    public var red: Double
    /// Green, from 0 to 1.
    public var green: Double
    /// Blue, from 0 to 1.
    public var blue: Double
    /// Opacity, from 0 (transparent) to 1 (opaque).
    public var alpha: Double

    /// The colour (`red`, `green`, `blue`) with the opacity `alpha`.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// The colour GDK holds in `rgba`.
    init(_ rgba: GdkRGBA) {
        self.init(red: Double(rgba.red), green: Double(rgba.green), blue: Double(rgba.blue), alpha: Double(rgba.alpha))
    }

    /// The colour as GDK holds it.
    var rgba: GdkRGBA {
        GdkRGBA(red: Float(red), green: Float(green), blue: Float(blue), alpha: Float(alpha))
    }
}

extension Reactive where Base: Window {
    /// Asks the user for a colour in a dialog over the window (`GtkColorChooserDialog`),
    /// starting from `initial`: the colour chosen, or nothing if the user cancels (Cancel,
    /// Escape, closing the dialog). The dialog opens when subscribed; disposing the
    /// subscription before the user answers closes it.
    public func chooseColor(title: String, initial: RGBAColor? = nil) -> Maybe<RGBAColor> {
        Observable<RGBAColor>.subscribedOnMainActor { [weak window = base] observer in
            guard let window else {
                observer.on(.completed)
                return {}
            }
            let dialog = OpenDialog(gtk_color_chooser_dialog_new(title, window.pointer.assumingMemoryBound(to: GtkWindow.self)))
            let chooser = OpaquePointer(dialog.pointer)
            if var rgba = initial?.rgba {
                gtk_color_chooser_set_rgba(chooser, &rgba)
            }
            gtk_window_set_modal(dialog.windowPointer, 1)
            _ = connectSignalValues("response", of: dialog.pointer) { arguments in
                guard case let .int(response)? = arguments.first else { return }
                var rgba = GdkRGBA()
                gtk_color_chooser_get_rgba(chooser, &rgba)
                dialog.close()
                if response == Int(GTK_RESPONSE_OK.rawValue) {
                    observer.on(.next(RGBAColor(rgba)))
                }
                observer.on(.completed)
            }
            gtk_window_present(dialog.windowPointer)
            return { dialog.close() }
        }
        .asMaybe()
    }
}

/// A dialog window GTK holds while it is open; closing it destroys it once (which drops its
/// signal handlers).
///
/// `@unchecked Sendable`: it is used on the main thread only.
final class OpenDialog: @unchecked Sendable {
    let pointer: UnsafeMutableRawPointer
    private var isOpen = true

    init(_ widget: UnsafeMutablePointer<GtkWidget>) {
        pointer = UnsafeMutableRawPointer(widget)
    }

    var windowPointer: UnsafeMutablePointer<GtkWindow> {
        pointer.assumingMemoryBound(to: GtkWindow.self)
    }

    /// Destroys the dialog, the first time only.
    @MainActor
    func close() {
        guard isOpen else { return }
        isOpen = false
        gtk_window_destroy(windowPointer)
    }
}
#endif
