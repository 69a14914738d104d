#if GTK
import CGtk

/// A top-level window (`GtkWindow`).
@MainActor
public final class Window: Widget {
    /// Whether the window was destroyed (by `destroy()`, or by GTK when the user closed it).
    public private(set) var isDestroyed = false
    /// The handler of the frame clock's "layout" that lays the window out once more, while the
    /// window is realized.
    private var layoutCompletion: SignalConnection?
    /// The frame in which the window was last laid out once more.
    private var lastCompletedFrame: Int64 = -1

    /// Creates an empty window titled `title`.
    public init(title: String, width: Int32 = 640, height: Int32 = 480) {
        super.init(taking: UnsafeMutableRawPointer(gtk_window_new()))
        gtk_window_set_title(windowPointer, title)
        gtk_window_set_default_size(windowPointer, width, height)
        refuseUnclaimedDrops()
        connect("realize") { [weak self] in
            self?.completeLayoutsOnFrameClock()
        }
        connect("unrealize") { [weak self] in
            guard let self else { return }
            self.layoutCompletion?.disconnect()
            self.layoutCompletion = nil
            // GTK destroys a window the user closes (unless it hides on close) without
            // disposing it while its wrapper lives: a destroyed window leaves GTK's list of
            // windows before it is unrealized, which a hidden one does not.
            if !self.isListedByGtk {
                self.endBindings()
            }
        }
    }

    /// After each layout phase of the window's frame clock, queues one more allocation of the
    /// window, once a frame. A widget that asks for a new size while it is being laid out (a
    /// text view laid out for the first time) in a frame in which the window is laid out for a
    /// new size too is not laid out again by GTK 4.8, which then paints that frame without its
    /// ancestors ("Trying to snapshot … without a current allocation"); the allocation queued
    /// here runs in the same layout phase, and costs little when nothing changed.
    private func completeLayoutsOnFrameClock() {
        guard let clock = gtk_widget_get_frame_clock(widgetPointer) else { return }
        layoutCompletion?.disconnect()
        layoutCompletion = connectSignal("layout", of: UnsafeMutableRawPointer(clock), after: true) { [weak self] in
            guard let self else { return }
            let frame = Int64(gdk_frame_clock_get_frame_counter(clock))
            guard frame != self.lastCompletedFrame else { return }
            self.lastCompletedFrame = frame
            gtk_widget_queue_allocate(self.widgetPointer)
        }
    }

    private var windowPointer: UnsafeMutablePointer<GtkWindow> {
        pointer.assumingMemoryBound(to: GtkWindow.self)
    }

    /// The window's content. The window keeps the widget (GTK does), and the widget its
    /// wrapper; the window keeps no wrapper of its own.
    public var child: Widget? {
        get { Widget.wrapper(of: gtk_window_get_child(windowPointer)) }
        set { gtk_window_set_child(windowPointer, newValue?.widgetPointer) }
    }

    /// Replaces the window's title bar with `titlebar` (a `HeaderBar`), or restores the
    /// default one with `nil`. GTK keeps the widget, and the widget its wrapper.
    public func setTitlebar(_ titlebar: Widget?) {
        gtk_window_set_titlebar(windowPointer, titlebar?.widgetPointer)
    }

    /// The widget Enter activates in the window (a dialog's OK button), unless the focused
    /// widget takes Enter itself: an entry does, unless its `activatesDefault` is set. GTK keeps
    /// the widget, and the widget its wrapper.
    public var defaultWidget: Widget? {
        get { Widget.wrapper(of: gtk_window_get_default_widget(windowPointer)) }
        set { gtk_window_set_default_widget(windowPointer, newValue?.widgetPointer) }
    }

    /// The window's title.
    public var title: String {
        get { gtk_window_get_title(windowPointer).map { String(cString: $0) } ?? "" }
        set { gtk_window_set_title(windowPointer, newValue) }
    }

    /// Shows the window and brings it to the front.
    public func present() {
        gtk_window_present(windowPointer)
    }

    /// Asks the window to close, as the user does with its close button: emits "close-request",
    /// then the window closes.
    public func close() {
        gtk_window_close(windowPointer)
    }

    /// Destroys the window, as GTK does when the user closes it: it leaves the screen and the
    /// application, and the `rx` sequences of the window and of every widget in it complete, as
    /// if their wrappers had been deallocated, even while the program holds them (their
    /// subscriptions end and release their handlers). A destroyed window is not shown again.
    public func destroy() {
        let wrappers = wrappedSubtree()
        gtk_window_destroy(windowPointer)
        endBindings(of: wrappers)
    }

    /// Whether GTK lists the window among its toplevel windows (a destroyed window is not).
    private var isListedByGtk: Bool {
        let toplevels = gtk_window_get_toplevels()
        for index in 0..<g_list_model_get_n_items(toplevels) {
            let item = g_list_model_get_item(toplevels, index)
            g_object_unref(item)
            if item == UnsafeMutableRawPointer(pointer) {
                return true
            }
        }
        return false
    }

    /// Ends the bindings of the window and the widgets it holds, once.
    private func endBindings(of wrappers: [Widget]? = nil) {
        if isDestroyed { return }
        isDestroyed = true
        for widget in wrappers ?? wrappedSubtree() {
            widget.reportDestroyed()
        }
    }

    /// Whether the window is the active one of the application.
    public var isActive: Bool {
        gtk_window_is_active(windowPointer) != 0
    }
}

extension Widget {
    /// The window the widget is in, if it is in one whose wrapper the program made: the parent
    /// of the dialogs it opens (`window.rx.chooseFile`, `showMessage`).
    public var window: Window? {
        guard let root = gtk_widget_get_root(widgetPointer) else { return nil }
        return Widget.wrapper(of: UnsafeMutableRawPointer(root)) as? Window
    }
}
#endif
