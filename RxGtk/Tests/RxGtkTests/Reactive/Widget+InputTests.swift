import CGtk
import RxCocoa
import RxGtk
import RxSwift
import RxTest
import XCTest

final class WidgetInputTests: GtkTestCase {
    func testKeyPressedReportsRealKeysWhileSubscribedOnly() throws {
        try onMain {
            let button = Button(label: "Focus me")
            let window = Window(title: "Keys", width: 300, height: 100)
            window.child = button
            RealPointerAndKeyboard.show(window, until: button)
            let controllersBefore = controllerCount(of: window)
            let presses = Captured<[KeyPress]>([])
            let subscription = window.rx.keyPressed.subscribe(onNext: { presses.value.append($0) })
            XCTAssertEqual(controllerCount(of: window), controllersBefore + 1, "subscribing adds a key controller")

            try RealPointerAndKeyboard.press("ctrl+k", over: button, of: window)
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { presses.value.contains { $0.name == "k" } }), "the key press is reported: \(presses.value)")
            let press = try XCTUnwrap(presses.value.first { $0.name == "k" })
            XCTAssertEqual(press.keyval, UInt32(GDK_KEY_k))
            XCTAssertTrue(press.modifiers.contains(.control))
            XCTAssertFalse(press.modifiers.contains(.shift))
            XCTAssertEqual(press.character, "k")

            subscription.dispose()
            XCTAssertEqual(controllerCount(of: window), controllersBefore, "disposing removes the controller")
            let count = presses.value.count
            try RealPointerAndKeyboard.xdotool(["key", "x"])
            GtkEnvironment.runMainLoop(until: { false }, timeout: 0.3)
            XCTAssertEqual(presses.value.count, count, "nothing after disposal")
            window.destroy()
        }
    }

    func testClickedCountsRealPresses() throws {
        try onMain {
            let label = Label("Click me")
            let window = Window(title: "Clicks", width: 300, height: 100)
            window.child = label
            RealPointerAndKeyboard.show(window, until: label)
            let clicks = Captured<[Click]>([])
            let bag = DisposeBag()
            label.rx.clicked.subscribe(onNext: { clicks.value.append($0) }).disposed(by: bag)
            let (x, y) = RealPointerAndKeyboard.point(in: label, of: window)
            try RealPointerAndKeyboard.xdotool(["mousemove", "\(x)", "\(y)", "click", "--repeat", "2", "--delay", "60", "1"])
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { clicks.value.count == 2 }), "two clicks: \(clicks.value)")
            XCTAssertEqual(clicks.value.map(\.count), [1, 2], "the second click is a double click")
            let width = Double(gtk_widget_get_width(label.widgetPointer)), height = Double(gtk_widget_get_height(label.widgetPointer))
            XCTAssertEqual(clicks.value[0].x, width / 2, accuracy: 2)
            XCTAssertEqual(clicks.value[0].y, height / 2, accuracy: 2)
            window.destroy()
        }
    }

    func testLongPressedAndDraggedFollowTheRealPointer() throws {
        try onMain {
            let area = Label("Press, drag and swipe here")
            area.expandsVertically = true
            let window = Window(title: "Gestures", width: 400, height: 300)
            window.child = area
            RealPointerAndKeyboard.show(window, until: area)
            let longPresses = Captured<[WidgetPoint]>([])
            let drags = Captured<[Drag]>([])
            let bag = DisposeBag()
            area.rx.longPressed.subscribe(onNext: { longPresses.value.append($0) }).disposed(by: bag)
            area.rx.dragged.subscribe(onNext: { drags.value.append($0) }).disposed(by: bag)
            let (x, y) = RealPointerAndKeyboard.point(in: area, of: window)

            try RealPointerAndKeyboard.xdotool(["mousemove", "\(x)", "\(y)", "mousedown", "1"])
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { !longPresses.value.isEmpty }), "holding the button is a long press")
            try RealPointerAndKeyboard.xdotool(["mouseup", "1"])
            GtkEnvironment.runMainLoop(until: { false }, timeout: 0.2)
            XCTAssertEqual(longPresses.value.count, 1)
            drags.value = []

            try RealPointerAndKeyboard.xdotool([
                "mousemove", "\(x - 100)", "\(y)", "mousedown", "1", "sleep", "0.02",
                "mousemove", "\(x - 60)", "\(y + 5)", "sleep", "0.02", "mousemove", "\(x - 20)", "\(y + 10)", "sleep", "0.02",
                "mousemove", "\(x + 20)", "\(y + 15)", "mouseup", "1",
            ])
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { drags.value.last?.phase == .ended }), "a drag: \(drags.value)")
            let end = try XCTUnwrap(drags.value.last)
            XCTAssertEqual(drags.value.first?.phase, .began)
            XCTAssertTrue(drags.value.contains { $0.phase == .moved })
            XCTAssertEqual(end.offsetX, 120, accuracy: 1)
            XCTAssertEqual(end.offsetY, 15, accuracy: 1)
            XCTAssertEqual(end.start, drags.value.first?.start)
            window.destroy()
        }
    }

    /// A real fling ends in a swipe; under Xvfb GTK 4.8 measures its velocity as zero (the
    /// motion events of XTEST give it no time to divide by), so the velocities are checked on
    /// the gesture's own "swipe", emitted as GTK emits it.
    func testSwipedFollowsARealFlingAndReportsTheVelocity() throws {
        try onMain {
            let area = Label("Swipe here")
            area.expandsVertically = true
            let window = Window(title: "Swipe", width: 400, height: 300)
            window.child = area
            RealPointerAndKeyboard.show(window, until: area)
            let swipes = Captured<[SwipeVelocity]>([])
            let bag = DisposeBag()
            area.rx.swiped.subscribe(onNext: { swipes.value.append($0) }).disposed(by: bag)
            let (x, y) = RealPointerAndKeyboard.point(in: area, of: window)
            var fling = ["mousemove", "\(x - 100)", "\(y)", "mousedown", "1"]
            for step in 1...5 {
                fling += ["sleep", "0.03", "mousemove", "\(x - 100 + step * 30)", "\(y)"]
            }
            try RealPointerAndKeyboard.xdotool(fling + ["mouseup", "1"])
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { !swipes.value.isEmpty }), "the fling ends in a swipe")
            XCTAssertEqual(swipes.value.count, 1)

            let swipe = try XCTUnwrap(controllers(of: area).first { g_type_is_a(rxgtk_object_type($0), gtk_gesture_swipe_get_type()) != 0 })
            let signal = g_signal_lookup("swipe", gtk_gesture_swipe_get_type())
            withVaList([850.0, -120.0]) { g_signal_emit_valist(swipe, signal, 0, $0) }
            XCTAssertEqual(swipes.value.last, SwipeVelocity(x: 850, y: -120))
            window.destroy()
        }
    }

    /// Pinches need two fingers on a touch screen, which X's test input has not: the zoom
    /// gesture's "scale-changed" is emitted as GTK emits it, on the controller the
    /// subscription added.
    func testZoomedReportsTheScale() throws {
        try onMain {
            let area = Label("Pinch here")
            let scales = Captured<[Double]>([])
            let bag = DisposeBag()
            area.rx.zoomed.subscribe(onNext: { scales.value.append($0) }).disposed(by: bag)
            let zoom = try XCTUnwrap(controllers(of: area).first { g_type_is_a(rxgtk_object_type($0), gtk_gesture_zoom_get_type()) != 0 })
            let signal = g_signal_lookup("scale-changed", gtk_gesture_zoom_get_type())
            for scale in [1.5, 2.0] {
                withVaList([scale]) { g_signal_emit_valist(zoom, signal, 0, $0) }
            }
            XCTAssertEqual(scales.value, [1.5, 2.0])
        }
    }

    // The steps of a pinch, each reported once, on the controller the subscription added.
    func testPinchedReportsTheStepsOfAPinch() throws {
        try onMain {
            let area = Label("Pinch here")
            let controllersBefore = controllerCount(of: area)
            let steps = Captured<[Pinch]>([])
            let subscription = area.rx.pinched.subscribe(onNext: { steps.value.append($0) })
            let zoom = try XCTUnwrap(controllers(of: area).first { g_type_is_a(rxgtk_object_type($0), gtk_gesture_zoom_get_type()) != 0 })
            // "begin" and "end" carry the event sequence, which the zoom gesture does not read.
            for (signal, argument) in [("begin", 0 as CVarArg), ("scale-changed", 1.5), ("scale-changed", 0.75), ("end", 0)] {
                withVaList([argument]) { g_signal_emit_valist(zoom, g_signal_lookup(signal, gtk_gesture_zoom_get_type()), 0, $0) }
            }
            XCTAssertEqual(steps.value, [.began, .scaled(1.5), .scaled(0.75), .ended])
            subscription.dispose()
            XCTAssertEqual(controllerCount(of: area), controllersBefore, "disposing removes the gesture")
        }
    }
}

/// How many event controllers `widget` has.
@MainActor
private func controllerCount(of widget: Widget) -> Int {
    controllers(of: widget).count
}
