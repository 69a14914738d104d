import CGtk
import Foundation
import GalleryPages
import RxCocoa
import RxGtk
import RxSwift
import RxTest
import XCTest

/// The Numbers page driven by real X input: `xdotool` moves the pointer, clicks into the
/// fields and types, through the X server, GTK's input handling and the bindings, as a person
/// would (scripts/gtk-setup.sh installs xdotool with Xvfb).
final class RealInputTests: GtkTestCase {
    func testTypingIntoTheNumbersPageWithTheKeyboardSumsTheFields() throws {
        try onMain {
            let page = NumbersPage()
            let window = Window(title: "Real input", width: 700, height: 200)
            window.child = page.root
            window.present()
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { gtk_widget_get_mapped(page.fields[2].widgetPointer) != 0 && gtk_widget_get_width(page.fields[2].widgetPointer) > 0 }))
            // Without a window manager the window sits at the screen's origin.
            for (field, text) in zip(page.fields, ["12", "30", "100"]) {
                let (x, y) = centre(of: field, in: window)
                try xdotool(["mousemove", "\(x)", "\(y)", "click", "1"])
                XCTAssertTrue(GtkEnvironment.runMainLoop(until: { isFocusWithin(field) }), "the click focuses the field")
                try xdotool(["type", "--delay", "20", text])
                XCTAssertTrue(GtkEnvironment.runMainLoop(until: { field.text == text }), "typed \(text)")
            }
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { page.result.text == "142" }))
            window.destroy()
        }
    }

    /// The program's own sets of a field's text and a check box never come back as edits;
    /// the same widgets typed into and clicked with real X input do.
    func testTheProgramsOwnSetsAreNotEditsAndRealInputIs() throws {
        try onMain {
            let entry = Entry()
            let check = CheckButton(label: "Remember me")
            let box = Box(.vertical, spacing: 8)
            box.append(entry)
            box.append(check)
            let window = Window(title: "Own sets", width: 400, height: 120)
            window.child = box
            window.present()
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { gtk_widget_get_mapped(check.widgetPointer) != 0 && gtk_widget_get_width(entry.widgetPointer) > 0 }))
            let texts = Captured<[String?]>([])
            let edits = Captured(0)
            let checks = Captured<[Bool]>([])
            let bag = DisposeBag()
            entry.rx.text.subscribe(onNext: { texts.value.append($0) }).disposed(by: bag)
            entry.rx.changed.subscribe(onNext: { edits.value += 1 }).disposed(by: bag)
            check.rx.isOn.subscribe(onNext: { checks.value.append($0) }).disposed(by: bag)

            entry.text = "set by the program"
            check.isOn = true
            XCTAssertEqual(texts.value, [""], "the program's set is not an edit")
            XCTAssertEqual(edits.value, 0)
            XCTAssertEqual(checks.value, [false], "the program's set is not a click")

            entry.text = ""
            let (x, y) = centre(of: entry, in: window)
            try xdotool(["mousemove", "\(x)", "\(y)", "click", "1"])
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { isFocusWithin(entry) }), "the click focuses the field")
            try xdotool(["type", "--delay", "20", "ab"])
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { texts.value.last == "ab" }), "typed text is an edit")
            XCTAssertEqual(texts.value, ["", "a", "ab"])
            XCTAssertEqual(edits.value, 2)

            let (checkX, checkY) = centre(of: check, in: window)
            try xdotool(["mousemove", "\(checkX)", "\(checkY)", "click", "1"])
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { checks.value.count == 2 }), "a real click is an edit")
            XCTAssertEqual(checks.value, [false, false])
            window.destroy()
        }
    }
}

/// Whether the keyboard focus is inside `widget` (an entry focuses its inner text widget).
@MainActor
private func isFocusWithin(_ widget: Widget) -> Bool {
    let flags = gtk_widget_get_state_flags(widget.widgetPointer)
    return flags.rawValue & GTK_STATE_FLAG_FOCUS_WITHIN.rawValue != 0
}

/// The centre of `widget` in screen coordinates, with `window` at the screen's origin.
@MainActor
private func centre(of widget: Widget, in window: Window) -> (Int, Int) {
    var x = 0.0, y = 0.0
    let width = Double(gtk_widget_get_width(widget.widgetPointer))
    let height = Double(gtk_widget_get_height(widget.widgetPointer))
    _ = gtk_widget_translate_coordinates(widget.widgetPointer, window.widgetPointer, width / 2, height / 2, &x, &y)
    return (Int(x), Int(y))
}

/// Runs `xdotool` with `arguments` against the test's display.
private func xdotool(_ arguments: [String]) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/xdotool")
    process.arguments = arguments
    try process.run()
    process.waitUntilExit()
    XCTAssertEqual(process.terminationStatus, 0, "xdotool \(arguments.joined(separator: " "))")
}
