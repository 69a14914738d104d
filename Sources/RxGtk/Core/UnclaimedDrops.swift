#if GTK
import CGtk

/// Makes `window` refuse every drop that lands in it and that no drop target takes.
///
/// An X11 drag source drops as soon as the button goes up if the last place it heard about
/// took the drag, without waiting to hear about the place the pointer has just reached. So
/// a row dragged over its list and let go beside it at once is dropped where nothing takes
/// drops. GTK 4.8 then leaves the drop unfinished: GDK warns when it frees it ("gdk_drop_finalize:
/// runtime check failed"), and the drag never ends, so its drag source, with the handlers
/// connected to it, stays alive. A controller on the window, the last to hear a drop that
/// bubbles up unclaimed, refuses it, which ends the drag as a drag dropped nowhere.
func refuseUnclaimedDrops(in window: UnsafeMutablePointer<GtkWidget>) {
    guard let controller = gtk_event_controller_legacy_new() else { return }
    // Drops into the window's popovers bubble up to it too.
    gtk_event_controller_set_propagation_limit(controller, GTK_LIMIT_NONE)
    _ = rxgtk_signal_connect(UnsafeMutableRawPointer(controller), "event", unsafeBitCast(refuseUnclaimedDrop, to: GCallback.self), nil, nil)
    // The window owns the controller.
    gtk_widget_add_controller(window, controller)
}

/// The handler of the legacy controller's "event": refuses a drop (the event that starts it)
/// that reached the window unclaimed, and lets every other event go on.
private let refuseUnclaimedDrop: @convention(c) (OpaquePointer?, OpaquePointer?, gpointer?) -> gboolean = { _, event, _ in
    guard let event, gdk_event_get_event_type(event) == GDK_DROP_START, let drop = gdk_dnd_event_get_drop(event) else { return 0 }
    gdk_drop_finish(drop, GdkDragAction(rawValue: 0))
    return 1
}
#endif
