#if GTK
import CGtk
import Dispatch
import RxCocoa

/// GLib's report that the wrapper's toggle reference became the only reference to the GObject
/// (`isLastReference`), or stopped being the only one.
private let widgetToggleNotify: @convention(c) (gpointer?, UnsafeMutablePointer<GObject>?, gboolean) -> Void = { data, _, isLastReference in
    guard let data else { return }
    let widget = Unmanaged<Widget>.fromOpaque(data).takeUnretainedValue()
    MainActor.assumeIsolated {
        widget.keepAliveByObject(isLastReference == 0)
    }
}

/// The quark under which a GObject keeps a pointer to its wrapper (not a reference).
private let wrapperQuark = g_quark_from_string("rxgtk-wrapper")

/// A GTK widget held from Swift. The wrapper and its GObject live and die together, whoever
/// holds which:
/// - the wrapper holds the GObject through a toggle reference (`g_object_add_toggle_ref`);
/// - while anything else holds the GObject too (its parent, GTK's list of windows), the GObject
///   keeps its wrapper alive, so a program may drop the wrapper of a widget it shows and its
///   bindings keep working;
/// - once only the wrapper holds the GObject, the wrapper lives as long as the program keeps
///   it, and its deallocation finalizes the GObject (and reports `rx.deallocated`).
/// This is how language bindings of GObject (Python's, JavaScript's) tie the two lifetimes.
///
/// Wrappers are main-actor objects: GTK is used from the main thread only.
@MainActor
open class Widget {
    /// The widget's GObject instance.
    public let pointer: UnsafeMutableRawPointer

    /// Reports this wrapper's deallocation to `rx.deallocated` (and so completes the control
    /// events and properties of the widget). Only this wrapper owns it.
    public nonisolated let deallocationTracker = DeallocationTracker()

    /// Whether the GObject keeps this wrapper alive (it has other holders than the wrapper).
    private var isKeptByObject = false

    /// Wraps `pointer`, taking ownership of a new widget's floating reference (or adding a
    /// reference to a widget already owned elsewhere).
    public init(taking pointer: UnsafeMutableRawPointer) {
        g_object_ref_sink(pointer)
        self.pointer = pointer
        g_object_set_qdata(pointer.assumingMemoryBound(to: GObject.self), wrapperQuark, Unmanaged.passUnretained(self).toOpaque())
        g_object_add_toggle_ref(pointer.assumingMemoryBound(to: GObject.self), widgetToggleNotify, Unmanaged.passUnretained(self).toOpaque())
        g_object_unref(pointer)
        if pointer.assumingMemoryBound(to: GObject.self).pointee.ref_count > 1 {
            keepAliveByObject(true)
        }
    }

    isolated deinit {
        // Reported first, so the subscriptions that end with the wrapper disconnect their
        // handlers while the GObject is still alive.
        deallocationTracker.reportDeallocation()
        g_object_set_qdata(pointer.assumingMemoryBound(to: GObject.self), wrapperQuark, nil)
        g_object_remove_toggle_ref(pointer.assumingMemoryBound(to: GObject.self), widgetToggleNotify, Unmanaged.passUnretained(self).toOpaque())
    }

    /// Makes the GObject keep this wrapper alive, or stop keeping it. Letting go is deferred to
    /// the main queue: GLib reports the change from inside an unreference, where the wrapper's
    /// deinit (which finalizes the GObject) must not run.
    fileprivate func keepAliveByObject(_ keep: Bool) {
        if keep == isKeptByObject { return }
        isKeptByObject = keep
        if keep {
            _ = Unmanaged.passUnretained(self).retain()
        } else {
            let kept = Unmanaged.passUnretained(self)
            DispatchQueue.main.async {
                kept.release()
            }
        }
    }

    /// The wrapper of the widget `pointer`, if the program made one: containers find their
    /// children's wrappers this way instead of keeping them.
    public static func wrapper(of pointer: UnsafeMutableRawPointer?) -> Widget? {
        guard let pointer, let wrapper = g_object_get_qdata(pointer.assumingMemoryBound(to: GObject.self), wrapperQuark) else { return nil }
        return Unmanaged<Widget>.fromOpaque(wrapper).takeUnretainedValue()
    }

    /// The children of the GTK widget `widget`, in order, whether the program wrapped them or
    /// not (the parts GTK builds inside its own widgets too).
    public static func children(of widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        var children: [UnsafeMutablePointer<GtkWidget>] = []
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            children.append(current)
            child = gtk_widget_get_next_sibling(current)
        }
        return children
    }

    /// The wrappers of this widget and of every widget under it, parents first.
    func wrappedSubtree() -> [Widget] {
        var wrappers: [Widget] = []
        func visit(_ widget: UnsafeMutablePointer<GtkWidget>) {
            if let wrapper = Widget.wrapper(of: UnsafeMutableRawPointer(widget)) {
                wrappers.append(wrapper)
            }
            Widget.children(of: widget).forEach(visit)
        }
        visit(widgetPointer)
        return wrappers
    }

    /// Ends the widget's life for Rx as its deallocation does: `rx.deallocated` fires, and every
    /// control event and property of the widget completes, releasing its handlers. For a widget
    /// GTK destroyed while the program still holds its wrapper.
    func reportDestroyed() {
        deallocationTracker.reportDeallocation()
    }

    /// The instance as a `GtkWidget`.
    public var widgetPointer: UnsafeMutablePointer<GtkWidget> {
        pointer.assumingMemoryBound(to: GtkWidget.self)
    }

    /// Whether the widget is hidden.
    public var isHidden: Bool {
        get { gtk_widget_get_visible(widgetPointer) == 0 }
        set { gtk_widget_set_visible(widgetPointer, newValue ? 0 : 1) }
    }

    /// Whether the widget reacts to the user (GTK's "sensitive").
    public var isEnabled: Bool {
        get { gtk_widget_get_sensitive(widgetPointer) != 0 }
        set { gtk_widget_set_sensitive(widgetPointer, newValue ? 1 : 0) }
    }

    /// The widget's opacity, from 0 to 1.
    public var alpha: Double {
        get { gtk_widget_get_opacity(widgetPointer) }
        set { gtk_widget_set_opacity(widgetPointer, newValue) }
    }

    /// The widget's tooltip text.
    public var tooltip: String? {
        get { gtk_widget_get_tooltip_text(widgetPointer).map { String(cString: $0) } }
        set { gtk_widget_set_tooltip_text(widgetPointer, newValue) }
    }

    /// The GObject that emits `signal` for this widget: the widget itself, unless a subclass
    /// routes the signal to an object it owns (a text view's buffer emits its "changed").
    /// RxCocoa's control events and properties connect their handlers there.
    open func signalInstance(for signal: String) -> UnsafeMutableRawPointer {
        pointer
    }

    /// Connects `handler` to a signal of this widget whose handler takes no arguments, such as
    /// "clicked", "changed" or "activate", or to a property notification ("notify::active").
    @discardableResult
    public func connect(_ signal: String, handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connectSignal(signal, of: pointer, handler: handler)
    }

    /// Emits a signal that takes no arguments, as GTK does when the user acts.
    public func emit(_ signal: String) {
        rxgtk_signal_emit_by_name(pointer, signal)
    }
}
#endif
