#if GTK
import CGtk

/// Why a user interface description could not be loaded.
public enum BuilderError: Error, Equatable, CustomStringConvertible {
    /// GTK rejected the description (or could not read the file): its message.
    case invalidDescription(String)

    /// What went wrong, in words.
    public var description: String {
        switch self {
        case let .invalidDescription(message): "the user interface description was not loaded: \(message)"
        }
    }
}

/// A wrapper class that can wrap a widget GTK made itself, such as one a `Builder` built from a
/// `.ui` description.
@MainActor
public protocol BuildableWidget: Widget {
    /// The GTK type of the widgets this class wraps (and of their subclasses).
    static var gtkType: GType { get }
    /// Wraps `pointer`, a widget of `gtkType` that something else already holds.
    init(wrapping pointer: UnsafeMutableRawPointer)
}

extension Box: BuildableWidget {
    /// `GtkBox`.
    public static var gtkType: GType { gtk_box_get_type() }
}

extension Button: BuildableWidget {
    /// `GtkButton`.
    public static var gtkType: GType { gtk_button_get_type() }
}

extension CheckButton: BuildableWidget {
    /// `GtkCheckButton`.
    public static var gtkType: GType { gtk_check_button_get_type() }
}

extension Entry: BuildableWidget {
    /// `GtkEntry`.
    public static var gtkType: GType { gtk_entry_get_type() }
}

extension Label: BuildableWidget {
    /// `GtkLabel`.
    public static var gtkType: GType { gtk_label_get_type() }
}

extension Switch: BuildableWidget {
    /// `GtkSwitch`.
    public static var gtkType: GType { gtk_switch_get_type() }
}

/// Widgets built from a user interface description (`GtkBuilder` and its `.ui` XML), found by
/// their ids as typed wrappers to bind with `rx`.
///
/// The builder holds every object it built until it goes; GTK never leaves them floating (it
/// sinks the references of new widgets), so a wrapper adds its own reference as for any widget
/// that has a holder, and the objects outlive the builder while their parents or wrappers hold
/// them.
@MainActor
public final class Builder {
    /// The `GtkBuilder`.
    private let pointer: OpaquePointer

    /// Builds the objects of `ui`, the text of a `.ui` description.
    public init(ui: String) throws(BuilderError) {
        let builder: OpaquePointer = gtk_builder_new()
        var error: UnsafeMutablePointer<GError>?
        if gtk_builder_add_from_string(builder, ui, -1, &error) == 0 {
            throw Builder.failure(error, releasing: builder)
        }
        pointer = builder
    }

    /// Builds the objects of the `.ui` file at `path`.
    public init(file path: String) throws(BuilderError) {
        let builder: OpaquePointer = gtk_builder_new()
        var error: UnsafeMutablePointer<GError>?
        if gtk_builder_add_from_file(builder, path, &error) == 0 {
            throw Builder.failure(error, releasing: builder)
        }
        pointer = builder
    }

    /// The error of a failed load, after freeing `error` and the builder.
    private static func failure(_ error: UnsafeMutablePointer<GError>?, releasing builder: OpaquePointer) -> BuilderError {
        var error = error
        let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
        g_clear_error(&error)
        g_object_unref(UnsafeMutableRawPointer(builder))
        return .invalidDescription(message)
    }

    isolated deinit {
        g_object_unref(UnsafeMutableRawPointer(pointer))
    }

    /// The GObject built with the id `id`, if any.
    public func object(id: String) -> UnsafeMutableRawPointer? {
        gtk_builder_get_object(pointer, id).map { UnsafeMutableRawPointer($0) }
    }

    /// The widget built with the id `id`, wrapped as `type`: the existing wrapper if the program
    /// already has one, a new wrapper otherwise. `nil` if there is no such object, or it is not
    /// a widget of `type`'s GTK type.
    public func widget<Wrapper: BuildableWidget>(_ type: Wrapper.Type, id: String) -> Wrapper? {
        guard let object = object(id: id), g_type_is_a(rxgtk_object_type(object), Wrapper.gtkType) != 0 else { return nil }
        if let existing = Widget.wrapper(of: object) {
            return existing as? Wrapper
        }
        precondition(g_object_is_floating(object) == 0, "a builder's objects are not floating")
        return Wrapper(wrapping: object)
    }
}
#endif
