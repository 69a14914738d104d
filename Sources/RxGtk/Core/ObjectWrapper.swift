#if GTK
import CGtk
import RxCocoa

/// The base of the wrappers of GObjects that are not widgets (`Application`, `SimpleAction`,
/// `Settings`): the wrapper owns a reference to its GObject, released with the wrapper, and
/// reports its deallocation to `rx.deallocated`, which completes its control events and
/// properties. Like `Widget`, it is RxCocoa's `ReactiveControl`
/// (`ObjectWrapper+ReactiveControl.swift`): its events are its GObject's signals.
@MainActor
public class ObjectWrapper {
    /// The GObject instance.
    public let pointer: UnsafeMutableRawPointer
    /// Reports the wrapper's deallocation to `rx.deallocated`.
    public nonisolated let deallocationTracker = DeallocationTracker()
    /// Whether every signal the control events use passes one pointer to its handlers between
    /// the instance and the user data (an action's `GVariant`, a setting's key), rather than
    /// nothing.
    let signalsPassAPointer: Bool

    /// Wraps `pointer`, taking over the reference the caller owns. `signalsPassAPointer` says
    /// the C shape of the handlers of the signals the control events use.
    init(owning pointer: UnsafeMutableRawPointer, signalsPassAPointer: Bool) {
        self.pointer = pointer
        self.signalsPassAPointer = signalsPassAPointer
    }

    isolated deinit {
        // Reported first, so the subscriptions that end with the wrapper disconnect their
        // handlers while the GObject is still alive.
        deallocationTracker.reportDeallocation()
        g_object_unref(pointer)
    }
}
#endif
