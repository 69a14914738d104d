import RxGtk
import XCTest

final class SignalHandlerTests: GtkTestCase {
    func testAConnectedHandlerRunsOnEachEmissionUntilDisconnected() {
        onMain {
            let button = Button(label: "Tap")
            var taps = 0
            let connection = button.connect("clicked") { taps += 1 }
            button.click()
            button.click()
            XCTAssertEqual(taps, 2)
            connection.disconnect()
            button.click()
            XCTAssertEqual(taps, 2)
        }
    }

    func testABlockedHandlerMissesWhatHappensMeanwhile() {
        onMain {
            let entry = Entry()
            var changes = 0
            let connection = entry.connect("changed") { changes += 1 }
            entry.type("a")
            XCTAssertEqual(changes, 1, "GTK emits \"changed\" when the text is set")
            connection.whileBlocked { entry.text = "b" }
            XCTAssertEqual(changes, 1)
            XCTAssertEqual(entry.text, "b")
            connection.disconnect()
        }
    }

    func testDestroyingAWindowReleasesTheHandlersOfItsWidgets() {
        onMain {
            let before = liveSignalHandlerCount
            do {
                let window = Window(title: "Handlers")
                let box = Box(.vertical)
                let button = Button(label: "One")
                let entry = Entry()
                box.append(button)
                box.append(entry)
                window.child = box
                button.connect("clicked") {}
                entry.connect("changed") {}
                entry.connect("activate") {}
                XCTAssertEqual(liveSignalHandlerCount, before + 5, "the program's three and the window's watches of its realization and its destruction")
                window.present()
                window.destroy()
            }
            GtkEnvironment.drainPendingEvents()
            XCTAssertEqual(liveSignalHandlerCount, before, "once the window is destroyed and the wrappers are gone, no handler closure is left")
        }
    }
}
