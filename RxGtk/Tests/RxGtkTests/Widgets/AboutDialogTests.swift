import RxGtk
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
}
