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
            window.destroy()
            XCTAssertTrue(second.isDestroyed, "the dialog goes with the window it was presented over")
            XCTAssertFalse(second.isShown)
        }
    }
}
