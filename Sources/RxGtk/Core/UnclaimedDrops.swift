#if GTK
import CGtk

/// Makes every native widget realized from now on (a window, a dialog, a popover, the icon of
/// a drag) refuse each drop that lands in it and that no drop target takes; the first call
/// does it, once for the process.
///
/// GTK 4.8 leaves such a drop unfinished: GDK warns when it frees it ("gdk_drop_finalize:
/// runtime check failed"), and the drag never ends, so its drag source, with the handlers
/// connected to it, stays alive. X11 drops there although nothing accepted the drag: a drag
/// source drops as soon as the button goes up if the last place it heard about took the drag,
/// without waiting to hear about the place the pointer has just reached (a row dragged over
/// its list and let go beside it at once). A controller on each native, the last to hear a
/// drop that bubbles up unclaimed, refuses it, which ends the drag as one dropped nowhere.
@MainActor
func refuseUnclaimedDrops() {
    guard !unclaimedDropsRefused else { return }
    unclaimedDropsRefused = true
    let realize = g_signal_lookup("realize", gtk_widget_get_type())
    // GTK realizes a native before its first event; the hook stays for the process.
    _ = g_signal_add_emission_hook(realize, 0, refuseUnclaimedDropsOfRealizedNative, nil, nil)
}

/// Whether the realize hook is installed.
@MainActor
private var unclaimedDropsRefused = false

/// The key of the data that marks a native whose unclaimed drops are refused.
private let unclaimedDropsRefusedKey = "rxgtk-refuses-unclaimed-drops"

/// The emission hook of "realize": gives a native widget, the first time it is realized, the
/// controller that refuses its unclaimed drops.
private let refuseUnclaimedDropsOfRealizedNative: @convention(c) (UnsafeMutablePointer<GSignalInvocationHint>?, guint, UnsafePointer<GValue>?, gpointer?) -> gboolean = { _, count, values, _ in
    guard count > 0, let values, let instance = g_value_get_object(values) else { return 1 }
    let isNative = g_type_check_instance_is_a(instance.assumingMemoryBound(to: GTypeInstance.self), gtk_native_get_type()) != 0
    let object = instance.assumingMemoryBound(to: GObject.self)
    guard isNative, g_object_get_data(object, unclaimedDropsRefusedKey) == nil,
          let controller = gtk_event_controller_legacy_new() else { return 1 }
    g_object_set_data(object, unclaimedDropsRefusedKey, instance)
    // The drops into a window's popovers bubble up to the window too.
    gtk_event_controller_set_propagation_limit(controller, GTK_LIMIT_NONE)
    _ = rxgtk_signal_connect(UnsafeMutableRawPointer(controller), "event", unsafeBitCast(refuseUnclaimedDrop, to: GCallback.self), nil, nil)
    // The native owns the controller.
    gtk_widget_add_controller(instance.assumingMemoryBound(to: GtkWidget.self), controller)
    return 1
}

/// The handler of the legacy controller's "event": refuses a drop (the event that starts it)
/// that reached the native unclaimed, and lets every other event go on.
private let refuseUnclaimedDrop: @convention(c) (OpaquePointer?, OpaquePointer?, gpointer?) -> gboolean = { _, event, _ in
    guard let event, gdk_event_get_event_type(event) == GDK_DROP_START, let drop = gdk_dnd_event_get_drop(event) else { return 0 }
    gdk_drop_finish(drop, GdkDragAction(rawValue: 0))
    return 1
}
#endif
