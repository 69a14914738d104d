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

    let handler: @MainActor () -> Void

    init(_ handler: @escaping @MainActor () -> Void) {
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

/// The C entry point of every signal whose handler takes only the instance (and the user
/// data) and returns nothing: "clicked", "changed", "activate", "toggled", "destroy".
private let voidSignalTrampoline: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
    callHandler(in: data)
}

/// The C entry point of property notifications ("notify::active"), whose handler also takes
/// the changed property's description before the user data.
private let notifySignalTrampoline: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, _, data in
    callHandler(in: data)
}

/// Calls the closure of the handler box `data`.
private func callHandler(in data: UnsafeMutableRawPointer?) {
    guard let data else { return }
    let box = Unmanaged<SignalHandlerBox>.fromOpaque(data).takeUnretainedValue()
    MainActor.assumeIsolated {
        box.handler()
    }
}

/// Releases a handler's box when GLib lets go of the handler.
private let releaseBox: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<GClosure>?) -> Void = { data, _ in
    guard let data else { return }
    Unmanaged<SignalHandlerBox>.fromOpaque(data).release()
}

/// Connects `handler` to `signal` of the GObject `instance`. The signal's handler must take no
/// arguments but the instance and return nothing, or be a property notification
/// ("notify::name"); the C entry point is chosen to match.
@MainActor
func connectSignal(_ signal: String, of instance: UnsafeMutableRawPointer, handler: @escaping @MainActor () -> Void) -> SignalConnection {
    let box = Unmanaged.passRetained(SignalHandlerBox(handler)).toOpaque()
    let callback = signal.hasPrefix("notify")
        ? unsafeBitCast(notifySignalTrampoline, to: GCallback.self)
        : unsafeBitCast(voidSignalTrampoline, to: GCallback.self)
    let id = rxgtk_signal_connect(instance, signal, callback, box, releaseBox)
    return SignalConnection(instance: instance, handlerID: id)
}
