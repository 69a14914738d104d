import CGtk
import Foundation
import RxGtk
import XCTest

/// Real X input for the binding tests: `xdotool` moves the pointer, presses buttons and keys
/// through the X server, so GTK receives them as it receives a person's. Without a window
/// manager a window sits at the screen's origin, so widget coordinates in the window are
/// screen coordinates.
@MainActor
enum RealPointerAndKeyboard {
    /// Presents `window` and runs the loop until `widget` is mapped and laid out.
    static func show(_ window: Window, until widget: Widget, file: StaticString = #filePath, line: UInt = #line) {
        window.present()
        XCTAssertTrue(GtkEnvironment.runMainLoop(until: {
            gtk_widget_get_mapped(widget.widgetPointer) != 0 && gtk_widget_get_width(widget.widgetPointer) > 0
        }), "the widget is shown", file: file, line: line)
    }

    /// The point at (`fractionX`, `fractionY`) of `widget`'s size (the centre by default), in
    /// screen coordinates.
    static func point(in widget: Widget, of window: Window, fractionX: Double = 0.5, fractionY: Double = 0.5) -> (x: Int, y: Int) {
        point(inWidget: widget.widgetPointer, of: window, fractionX: fractionX, fractionY: fractionY)
    }

    /// The point at (`fractionX`, `fractionY`) of the GTK widget `widget`'s size, in screen
    /// coordinates.
    static func point(inWidget widget: UnsafeMutablePointer<GtkWidget>, of window: Window, fractionX: Double = 0.5, fractionY: Double = 0.5) -> (x: Int, y: Int) {
        var x = 0.0, y = 0.0
        let width = Double(gtk_widget_get_width(widget))
        let height = Double(gtk_widget_get_height(widget))
        _ = gtk_widget_translate_coordinates(widget, window.widgetPointer, width * fractionX, height * fractionY, &x, &y)
        return (Int(x), Int(y))
    }

    /// Clicks button 1 at the centre of `widget`.
    static func click(_ widget: Widget, of window: Window) throws {
        let (x, y) = point(in: widget, of: window)
        try xdotool(["mousemove", "\(x)", "\(y)", "click", "1"])
    }

    /// Clicks `widget` until `condition` holds, three times at most (the first click on a
    /// window that does not have the focus may only give it the focus); fails if it never holds.
    static func click(_ widget: Widget, of window: Window, until condition: () -> Bool, file: StaticString = #filePath, line: UInt = #line) throws {
        let (x, y) = point(in: widget, of: window)
        for _ in 0..<3 {
            // From beside the point, so that GTK sees the pointer arrive even if an earlier
            // test left it there.
            try xdotool(["mousemove", "\(x + 3)", "\(y + 1)"])
            _ = GtkEnvironment.runMainLoop(until: { false }, timeout: 0.1)
            try xdotool(["mousemove", "\(x)", "\(y)", "click", "1"])
            if GtkEnvironment.runMainLoop(until: condition, timeout: 1.5) { return }
        }
        XCTFail("the clicks did not have their effect", file: file, line: line)
    }

    /// Drags with button 1 from `start` to `end` (screen points) as a person does: presses,
    /// moves in steps well past GTK's drag threshold, letting GTK see each step, and releases.
    static func drag(from start: (x: Int, y: Int), to end: (x: Int, y: Int)) throws {
        try xdotool(["mousemove", "\(start.x + 3)", "\(start.y)"])
        _ = GtkEnvironment.runMainLoop(until: { false }, timeout: 0.1)
        try xdotool(["mousemove", "\(start.x)", "\(start.y)", "mousedown", "1"])
        _ = GtkEnvironment.runMainLoop(until: { false }, timeout: 0.1)
        let steps = 8
        for step in 1...steps {
            let x = start.x + (end.x - start.x) * step / steps
            let y = start.y + (end.y - start.y) * step / steps
            try xdotool(["mousemove", "\(x)", "\(y)"])
            _ = GtkEnvironment.runMainLoop(until: { false }, timeout: 0.05)
        }
        // The drop target hears the pointer at its last place before the button goes up.
        _ = GtkEnvironment.runMainLoop(until: { false }, timeout: 0.2)
        try xdotool(["mouseup", "1"])
    }

    /// Clicks `widget` (so that, without a window manager, its window has the keyboard
    /// focus), waits until the window is active, and presses `keys` (X key names: "a",
    /// "Escape", "ctrl+s").
    static func press(_ keys: String, over widget: Widget, of window: Window, file: StaticString = #filePath, line: UInt = #line) throws {
        try click(widget, of: window)
        XCTAssertTrue(GtkEnvironment.runMainLoop(until: { window.isActive }), "the window has the keyboard focus", file: file, line: line)
        try xdotool(["key", keys])
    }

    /// Runs `xdotool` with `arguments` against the test's display, and waits for it.
    static func xdotool(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/xdotool")
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "xdotool \(arguments.joined(separator: " "))", file: file, line: line)
    }
}
