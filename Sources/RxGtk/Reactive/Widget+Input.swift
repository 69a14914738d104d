#if GTK
import CGtk
import RxCocoa
import RxSwift

extension Reactive where Base: Widget {
    /// Keys pressed while the widget, or a widget inside it, has the keyboard focus: a key
    /// controller (`GtkEventControllerKey`, "key-pressed") added to the widget while
    /// subscribed. The presses are not consumed: the focused widget still handles them.
    public var keyPressed: ControlEvent<KeyPress> {
        controllerEvent(gtk_event_controller_key_new, signals: ["key-pressed": { (_, arguments: [SignalValue]) -> KeyPress? in
            guard arguments.count == 3, case let .uint(keyval) = arguments[0], case let .uint(keycode) = arguments[1], case let .uint(state) = arguments[2] else { return nil }
            return KeyPress(keyval: UInt32(keyval), keycode: UInt32(keycode), modifiers: KeyModifiers(rawValue: UInt32(state)))
        }])
    }

    /// Clicks of the primary button on the widget, reported as the button goes up, with how
    /// many presses are in a row and where: a click gesture (`GtkGestureClick`, "released")
    /// added to the widget while subscribed.
    public var clicked: ControlEvent<Click> {
        controllerEvent(gtk_gesture_click_new, signals: ["released": { _, arguments in
            guard arguments.count == 3, let count = arguments[0].integer, let x = arguments[1].number, let y = arguments[2].number else { return nil }
            return Click(count: count, x: x, y: y)
        }])
    }

    /// The user held the primary button (or a finger) down on the widget without moving,
    /// reported where, once held long enough: a long-press gesture (`GtkGestureLongPress`,
    /// "pressed") added to the widget while subscribed.
    public var longPressed: ControlEvent<WidgetPoint> {
        controllerEvent(gtk_gesture_long_press_new, signals: ["pressed": { _, arguments in
            point(arguments)
        }])
    }

    /// Drags of the pointer over the widget, step by step (began, moved, ended), with the
    /// offset from where they began: a drag gesture (`GtkGestureDrag`, "drag-begin",
    /// "drag-update", "drag-end") added to the widget while subscribed.
    public var dragged: ControlEvent<Drag> {
        controllerEvent(gtk_gesture_drag_new, signals: [
            "drag-begin": { gesture, _ in drag(.began, by: gesture, [.double(0), .double(0)]) },
            "drag-update": { gesture, arguments in drag(.moved, by: gesture, arguments) },
            "drag-end": { gesture, arguments in drag(.ended, by: gesture, arguments) },
        ])
    }

    /// Swipes over the widget, with the pointer's velocity when they ended: a swipe gesture
    /// (`GtkGestureSwipe`, "swipe") added to the widget while subscribed.
    public var swiped: ControlEvent<SwipeVelocity> {
        controllerEvent(gtk_gesture_swipe_new, signals: ["swipe": { _, arguments in
            point(arguments).map { SwipeVelocity(x: $0.x, y: $0.y) }
        }])
    }

    /// Pinches with two fingers on the widget, as the scale of the distance between them to
    /// their distance when the pinch began: a zoom gesture (`GtkGestureZoom`,
    /// "scale-changed") added to the widget while subscribed.
    public var zoomed: ControlEvent<Double> {
        controllerEvent(gtk_gesture_zoom_new, signals: ["scale-changed": { _, arguments in
            arguments.first?.number
        }])
    }

    /// Pinches with two fingers on the widget, step by step: when they begin, each change of
    /// scale (as `zoomed` reports it) and when they end, so a program can scale from what it
    /// showed when the pinch began: a zoom gesture (`GtkGestureZoom`, "begin",
    /// "scale-changed", "end") added to the widget while subscribed.
    public var pinched: ControlEvent<Pinch> {
        controllerEvent(gtk_gesture_zoom_new, signals: [
            "begin": { _, _ in .began },
            "scale-changed": { _, arguments in arguments.first?.number.map(Pinch.scaled) },
            "end": { _, _ in .ended },
        ])
    }

    /// The events an event controller reports: each subscription makes a controller with
    /// `makeController`, adds it to the widget and connects `signals`, each turning the
    /// controller and the signal's arguments into an element (or `nil`, left out); disposing
    /// the subscription
    /// disconnects them and removes the controller from the widget.
    func controllerEvent<Element>(
        _ makeController: @escaping @MainActor () -> OpaquePointer?,
        signals: [String: @MainActor (OpaquePointer, [SignalValue]) -> Element?]
    ) -> ControlEvent<Element> {
        let source = Observable<Element>.subscribedOnMainActor { [weak widget = base] observer in
            guard let widget, let controller = makeController() else {
                observer.on(.completed)
                return {}
            }
            g_object_ref(UnsafeMutableRawPointer(controller))
            gtk_widget_add_controller(widget.widgetPointer, controller)
            let connections = signals.compactMap { signal, element in
                connectSignalValues(signal, of: UnsafeMutableRawPointer(controller)) { [weak widget] arguments in
                    guard let widget, !widget.isPerformingProgrammaticChange, let value = element(controller, arguments) else { return }
                    observer.on(.next(value))
                }
            }
            let added = AddedController(widget: widget, controller: controller)
            return {
                connections.forEach { $0.disconnect() }
                added.remove()
            }
        }
        return ControlEvent(events: source.take(until: deallocated))
    }
}

/// The point of a signal's first two arguments, `(x, y)`.
private func point(_ arguments: [SignalValue]) -> WidgetPoint? {
    guard arguments.count >= 2, let x = arguments[0].number, let y = arguments[1].number else { return nil }
    return WidgetPoint(x: x, y: y)
}

/// The drag step `phase` of the drag `gesture` recognises, from a signal's
/// `(offsetX, offsetY)`.
@MainActor
private func drag(_ phase: Drag.Phase, by gesture: OpaquePointer, _ arguments: [SignalValue]) -> Drag? {
    var x = 0.0, y = 0.0
    _ = gtk_gesture_drag_get_start_point(gesture, &x, &y)
    return point(arguments).map { Drag(phase: phase, start: WidgetPoint(x: x, y: y), offsetX: $0.x, offsetY: $0.y) }
}

/// An event controller added to a widget for a subscription, with a reference of its own.
///
/// `@unchecked Sendable`: it is created and removed on the main thread only.
private struct AddedController: @unchecked Sendable {
    weak var widget: Widget?
    let controller: OpaquePointer

    /// Removes the controller from the widget, if the widget is still there, and drops the
    /// reference.
    @MainActor
    func remove() {
        if let widget {
            gtk_widget_remove_controller(widget.widgetPointer, controller)
        }
        g_object_unref(UnsafeMutableRawPointer(controller))
    }
}
#endif
