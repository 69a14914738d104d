#if GTK
import CGtk

/// An argument a GObject signal passes to its handlers, read from its `GValue`.
///
/// `@unchecked Sendable`: the pointers of `object` and `pointer` are GTK's, handed to a handler
/// on the main thread; they are valid while the signal is emitted (a subscriber that keeps one
/// must take a reference of its own).
public enum SignalValue: @unchecked Sendable, Equatable {
    /// A `gboolean`.
    case bool(Bool)
    /// A signed number: `gchar`, `gint`, `glong`, `gint64`, or an enumeration's value.
    case int(Int)
    /// An unsigned number: `guchar`, `guint`, `gulong`, `guint64`, or flags.
    case uint(UInt)
    /// A floating-point number: `gfloat` or `gdouble`.
    case double(Double)
    /// A string, or `nil` for `NULL`.
    case string(String?)
    /// A GObject instance (a widget, a list model), or `nil`.
    case object(UnsafeMutableRawPointer?)
    /// Anything else: a boxed structure, a plain pointer, a parameter description.
    case pointer(UnsafeMutableRawPointer?)

    /// Reads `value` by its fundamental type.
    init(_ value: UnsafePointer<GValue>) {
        switch g_type_fundamental(value.pointee.g_type) {
        case rxgtk_type_boolean(): self = .bool(g_value_get_boolean(value) != 0)
        case rxgtk_type_char(): self = .int(Int(g_value_get_schar(value)))
        case rxgtk_type_int(): self = .int(Int(g_value_get_int(value)))
        case rxgtk_type_long(): self = .int(Int(g_value_get_long(value)))
        case rxgtk_type_int64(): self = .int(Int(g_value_get_int64(value)))
        case rxgtk_type_enum(): self = .int(Int(g_value_get_enum(value)))
        case rxgtk_type_uchar(): self = .uint(UInt(g_value_get_uchar(value)))
        case rxgtk_type_uint(): self = .uint(UInt(g_value_get_uint(value)))
        case rxgtk_type_ulong(): self = .uint(UInt(g_value_get_ulong(value)))
        case rxgtk_type_uint64(): self = .uint(UInt(g_value_get_uint64(value)))
        case rxgtk_type_flags(): self = .uint(UInt(g_value_get_flags(value)))
        case rxgtk_type_float(): self = .double(Double(g_value_get_float(value)))
        case rxgtk_type_double(): self = .double(g_value_get_double(value))
        case rxgtk_type_string(): self = .string(g_value_get_string(value).map { String(cString: $0) })
        case rxgtk_type_object(), rxgtk_type_interface(): self = .object(g_value_peek_pointer(value))
        default: self = .pointer(g_value_peek_pointer(value))
        }
    }

    /// The number of `int`, or of `uint` when it fits an `Int`; `nil` for other values.
    public var integer: Int? {
        switch self {
        case let .int(number): number
        case let .uint(number): Int(exactly: number)
        default: nil
        }
    }

    /// The number of `double`, or of an `int` or a `uint`; `nil` for other values.
    public var number: Double? {
        switch self {
        case let .double(number): number
        case let .int(number): Double(number)
        case let .uint(number): Double(number)
        default: nil
        }
    }
}

/// What a handler answers a signal that returns a value.
///
/// `@unchecked Sendable`: an object it carries goes from a handler to GLib on the main thread.
enum SignalAnswer: @unchecked Sendable {
    /// A `gboolean`: whether the handler handled the event ("key-pressed" of a key controller,
    /// "drop" of a drop target).
    case bool(Bool)
    /// A GObject, or `nil`; the handler gives GLib its reference ("prepare" of a drag source:
    /// the content dragged).
    case object(UnsafeMutableRawPointer?)
}

/// The Swift closure behind a signal handler that reads the signal's arguments from GValues,
/// whatever their C types: a GClosure with a marshaller of its own, as language bindings
/// connect signals. It counts among `liveSignalHandlerCount`, and is released with its
/// closure, when the handler is disconnected or the object finalized.
///
/// `@unchecked Sendable`: its only field is immutable and the closure is main-actor isolated;
/// GLib emits the signals of GTK objects on the main thread, where the marshaller calls it.
final class SignalValuesHandlerBox: @unchecked Sendable {
    /// The handler, which answers a signal that returns a value (`nil`: the value GLib
    /// initialised is left).
    let handler: @MainActor ([SignalValue]) -> SignalAnswer?

    init(_ handler: @escaping @MainActor ([SignalValue]) -> SignalAnswer?) {
        self.handler = handler
        SignalHandlerBox.live.wrappingAdd(1, ordering: .relaxed)
    }

    deinit {
        SignalHandlerBox.live.wrappingSubtract(1, ordering: .relaxed)
    }
}

/// The marshaller of the closures of `connectSignalValues`: it reads the arguments after the
/// instance and calls the box's closure. A return value the closure does not answer is left as
/// GLib initialised it (`FALSE` for a `gboolean`: not handled, so GTK's own handling goes on).
private let signalValuesMarshal: @convention(c) (UnsafeMutablePointer<GClosure>?, UnsafeMutablePointer<GValue>?, guint, UnsafePointer<GValue>?, gpointer?, gpointer?) -> Void = { closure, returnValue, count, values, _, _ in
    guard let data = closure?.pointee.data, let values else { return }
    let box = Unmanaged<SignalValuesHandlerBox>.fromOpaque(data).takeUnretainedValue()
    let arguments = (1..<max(Int(count), 1)).map { SignalValue(values + $0) }
    let answer = MainActor.assumeIsolated {
        box.handler(arguments)
    }
    switch answer {
    case .bool(let handled)?:
        if let returnValue { g_value_set_boolean(returnValue, handled ? 1 : 0) }
    case .object(let object)?:
        if let returnValue {
            g_value_take_object(returnValue, object)
        } else if let object {
            g_object_unref(object)
        }
    case nil:
        break
    }
}

/// Releases a closure's box when GLib finalizes the closure.
private let releaseSignalValuesBox: @convention(c) (gpointer?, UnsafeMutablePointer<GClosure>?) -> Void = { data, _ in
    guard let data else { return }
    Unmanaged<SignalValuesHandlerBox>.fromOpaque(data).release()
}

/// Whether the GObject `instance` has the signal `signal` ("clicked", "notify::label").
func objectHasSignal(_ signal: String, instance: UnsafeMutableRawPointer) -> Bool {
    var signalID: guint = 0
    var detail: GQuark = 0
    return g_signal_parse_name(signal, rxgtk_object_type(instance), &signalID, &detail, 0) != 0
}

/// Connects `handler` to `signal` of the GObject `instance`, whatever the C types of its
/// arguments: `handler` receives them as `SignalValue`s, the instance left out. `nil` if the
/// instance has no such signal.
@MainActor
func connectSignalValues(_ signal: String, of instance: UnsafeMutableRawPointer, handler: @escaping @MainActor ([SignalValue]) -> Void) -> SignalConnection? {
    connectAnsweringSignalValues(signal, of: instance, handler: { arguments in
        handler(arguments)
        return nil
    })
}

/// Connects `handler` to `signal` of the GObject `instance`, a signal that returns a value:
/// `handler` receives the arguments as `SignalValue`s and answers (`nil` leaves the value GLib
/// initialised). `nil` if the instance has no such signal.
@MainActor
func connectAnsweringSignalValues(_ signal: String, of instance: UnsafeMutableRawPointer, handler: @escaping @MainActor ([SignalValue]) -> SignalAnswer?) -> SignalConnection? {
    guard objectHasSignal(signal, instance: instance) else { return nil }
    let box = Unmanaged.passRetained(SignalValuesHandlerBox(handler)).toOpaque()
    let closure = g_closure_new_simple(guint(MemoryLayout<GClosure>.size), box)
    g_closure_set_marshal(closure, signalValuesMarshal)
    g_closure_add_finalize_notifier(closure, box, releaseSignalValuesBox)
    let id = g_signal_connect_closure(instance, signal, closure, 0)
    return SignalConnection(instance: instance, handlerID: id)
}
#endif
