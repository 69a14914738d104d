import CGtk
import RxGtk
import RxSwift
import RxTest
import XCTest

final class AboutDialogTests: GtkTestCase {
    func testTheDialogShowsTheProgramAndHidesWhenClosed() {
        onMain {
            let window = Window(title: "Notes", width: 300, height: 200)
            window.present()
            let about = AboutDialog(programName: "Notes", version: "1.0", comments: "Notes kept while the program runs.")
            XCTAssertEqual(about.programName, "Notes")
            XCTAssertEqual(about.version, "1.0")
            XCTAssertEqual(about.comments, "Notes kept while the program runs.")
            about.version = ""
            XCTAssertEqual(about.version, "")
            XCTAssertFalse(about.isShown)
            about.present(over: window)
            XCTAssertTrue(about.isShown)
            about.close()
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { !about.isShown }), "closing hides the dialog")
            about.present(over: window)
            XCTAssertTrue(about.isShown, "a closed dialog is presented again")
            about.destroy()
            XCTAssertTrue(about.isDestroyed)
            XCTAssertFalse(about.isShown)
            about.present(over: window)
            XCTAssertFalse(about.isShown, "a destroyed dialog is not shown again")

            let second = AboutDialog(programName: "Notes")
            second.present(over: window)
            XCTAssertTrue(second.isShown)
            // The main loop runs until the modal dialog is mapped, as a user would see it, so that
            // destroying the window takes down a dialog the display knows about.
            _ = GtkEnvironment.runMainLoop(until: { false }, timeout: 0.3)
            window.destroy()
            _ = GtkEnvironment.runMainLoop(until: { false }, timeout: 0.3)
            XCTAssertTrue(second.isDestroyed, "the dialog goes with the window it was presented over")
            XCTAssertFalse(second.isShown)
        }
    }

    func testClosingTheDialogAsTheUserDoesGivesItsWindowBackTheInput() throws {
        try onMain {
            let window = Window(title: "Notes", width: 300, height: 200)
            let button = Button(label: "Count")
            window.child = button
            let taps = Captured(0)
            let subscription = button.rx.tap.subscribe(onNext: { taps.value += 1 })
            defer { subscription.dispose() }
            RealPointerAndKeyboard.show(window, until: button)
            let about = AboutDialog(programName: "Notes")
            about.present(over: window)
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: {
                gtk_widget_get_mapped(about.widgetPointer) != 0 && gtk_widget_get_width(about.widgetPointer) > 0
            }), "the dialog is shown")
            // Without a window manager both windows sit at the screen's origin, the dialog on top.
            let width = Int(gtk_widget_get_width(about.widgetPointer)), height = Int(gtk_widget_get_height(about.widgetPointer))
            try RealPointerAndKeyboard.xdotool(["mousemove", "\(width / 2)", "\(height / 2)", "click", "1"])
            _ = GtkEnvironment.runMainLoop(until: { false }, timeout: 0.2)
            try RealPointerAndKeyboard.xdotool(["key", "Escape"])
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { !about.isShown }), "Escape closes the dialog, as its close button does")
            try RealPointerAndKeyboard.click(button, of: window, until: { taps.value == 1 })
            window.destroy()
        }
    }
}
