#if GTK
import CGtk
import Synchronization

/// The Swift closure behind one GLib signal handler. GLib keeps it retained as the handler's
/// user data and releases it when the handler is disconnected or the object is finalized.
///
/// `@unchecked Sendable`: its only field is immutable and the closure is main-actor isolated;
/// GLib emits the signals of GTK widgets on the main thread, where the trampoline calls it.
final class SignalHandlerBox: @unchecked Sendable {
    /// How many boxes are alive: a destroyed window must leave none of its handlers behind.
    static let live = Atomic<Int>(0)

    let handler: @MainActor (SignalArgument) -> Void

    init(_ handler: @escaping @MainActor (SignalArgument) -> Void) {
        self.handler = handler
        SignalHandlerBox.live.wrappingAdd(1, ordering: .relaxed)
    }

    deinit {
        SignalHandlerBox.live.wrappingSubtract(1, ordering: .relaxed)
    }
}

/// A connected signal handler: disconnect it, or block it while the program changes the
/// widget itself (a programmatic change is not a user event).
///
/// `@unchecked Sendable`: a value of a pointer and a number; everything that uses them is
/// main-actor code.
public struct SignalConnection: @unchecked Sendable {
    let instance: UnsafeMutableRawPointer
    let handlerID: gulong

    /// Disconnects the handler; its closure is released.
    @MainActor
    public func disconnect() {
        if g_signal_handler_is_connected(instance, handlerID) != 0 {
            g_signal_handler_disconnect(instance, handlerID)
        }
    }

    /// Runs `change` with the handler blocked, so that what `change` does to the widget does
    /// not call it.
    @MainActor
    public func whileBlocked(_ change: () -> Void) {
        g_signal_handler_block(instance, handlerID)
        change()
        g_signal_handler_unblock(instance, handlerID)
    }
}

/// The number of signal-handler closures alive in the process, for leak checks.
public var liveSignalHandlerCount: Int {
    SignalHandlerBox.live.load(ordering: .relaxed)
}

/// What a signal's handler receives between the instance and the user data.
///
/// `@unchecked Sendable`: it carries a pointer GTK passed to a handler on the main thread,
/// where the handler uses it.
enum SignalArgument: @unchecked Sendable {
    /// Nothing ("clicked", "changed", "activate" of a button or an entry).
    case none
    /// An object or a structure ("notify::…" passes the property's description, a list item
    /// factory's "setup" and "bind" the list item).
    case pointer(UnsafeMutableRawPointer?)
    /// A position ("activate" of a list view).
    case position(UInt32)
}

/// The C shape of a signal's handler: what comes between the instance and the user data.
enum SignalShape {
    /// `(instance, data)`.
    case plain
    /// `(instance, pointer, data)`.
    case pointer
    /// `(instance, guint, data)`.
    case position
    /// `(instance, data) -> gboolean`, answered with `FALSE` so that GTK's own handling goes on
    /// ("close-request").
    case plainAnsweringFalse
}

/// The C entry point of signals of the shape `(instance, data)`.
private let plainSignalTrampoline: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
    callHandler(in: data, with: .none)
}

/// The C entry point of signals of the shape `(instance, pointer, data)`.
private let pointerSignalTrampoline: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, argument, data in
    callHandler(in: data, with: .pointer(argument))
}

/// The C entry point of signals of the shape `(instance, guint, data)`.
private let positionSignalTrampoline: @convention(c) (UnsafeMutableRawPointer?, UInt32, UnsafeMutableRawPointer?) -> Void = { _, position, data in
    callHandler(in: data, with: .position(position))
}

/// The C entry point of signals of the shape `(instance, data) -> gboolean`.
private let plainAnsweringFalseSignalTrampoline: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> gboolean = { _, data in
    callHandler(in: data, with: .none)
    return 0
}

/// Calls the closure of the handler box `data` with `argument`.
private func callHandler(in data: UnsafeMutableRawPointer?, with argument: SignalArgument) {
    guard let data else { return }
    let box = Unmanaged<SignalHandlerBox>.fromOpaque(data).takeUnretainedValue()
    MainActor.assumeIsolated {
        box.handler(argument)
    }
}

/// Releases a handler's box when GLib lets go of the handler.
private let releaseBox: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<GClosure>?) -> Void = { data, _ in
    guard let data else { return }
    Unmanaged<SignalHandlerBox>.fromOpaque(data).release()
}

/// Connects `handler` to `signal` of the GObject `instance`, whose handler has the C `shape`;
/// with `after`, it runs after the handlers connected without it (GTK's own, whenever they
/// were connected).
@MainActor
func connectSignal(_ signal: String, of instance: UnsafeMutableRawPointer, shape: SignalShape, after: Bool = false, handler: @escaping @MainActor (SignalArgument) -> Void) -> SignalConnection {
    let box = Unmanaged.passRetained(SignalHandlerBox(handler)).toOpaque()
    let callback: GCallback
    switch shape {
    case .plain: callback = unsafeBitCast(plainSignalTrampoline, to: GCallback.self)
    case .pointer: callback = unsafeBitCast(pointerSignalTrampoline, to: GCallback.self)
    case .position: callback = unsafeBitCast(positionSignalTrampoline, to: GCallback.self)
    case .plainAnsweringFalse: callback = unsafeBitCast(plainAnsweringFalseSignalTrampoline, to: GCallback.self)
    }
    let id = g_signal_connect_data(instance, signal, callback, box, releaseBox, after ? G_CONNECT_AFTER : GConnectFlags(rawValue: 0))
    return SignalConnection(instance: instance, handlerID: id)
}

/// Connects `handler` to `signal` of the GObject `instance`, after GTK's own handlers with
/// `after`. The signal's handler must take no arguments but the instance: it returns nothing,
/// or it is "close-request" (answered so that the window closes), or it is a property
/// notification ("notify::name").
@MainActor
func connectSignal(_ signal: String, of instance: UnsafeMutableRawPointer, after: Bool = false, handler: @escaping @MainActor () -> Void) -> SignalConnection {
    let shape: SignalShape
    if signal.hasPrefix("notify") {
        shape = .pointer
    } else if signal == "close-request" {
        shape = .plainAnsweringFalse
    } else {
        shape = .plain
    }
    return connectSignal(signal, of: instance, shape: shape, after: after) { _ in handler() }
}
#endif
