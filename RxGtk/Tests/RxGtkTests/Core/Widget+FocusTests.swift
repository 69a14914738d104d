import CGtk
import RxGtk
import XCTest

final class WidgetFocusTests: GtkTestCase {
    func testGrabFocusMovesTheFocusIntoTheWidget() {
        onMain {
            let (window, box, first, second) = showTwoEntries()
            XCTAssertTrue(second.grabFocus())
            XCTAssertTrue(second.hasFocus, "the entry's text has the focus: the entry counts as focused")
            XCTAssertFalse(first.hasFocus)
            XCTAssertTrue(box.hasFocus, "the focus is inside the box")
            XCTAssertTrue(first.grabFocus())
            XCTAssertTrue(first.hasFocus)
            XCTAssertFalse(second.hasFocus)
            let label = Label("not focusable")
            box.append(label)
            XCTAssertFalse(label.grabFocus())
            XCTAssertFalse(Entry().hasFocus, "a widget in no window has no focus")
            window.destroy()
        }
    }
}

/// A shown window of two entries, one above the other, in a box.
@MainActor
func showTwoEntries() -> (window: Window, box: Box, first: Entry, second: Entry) {
    let first = Entry()
    let second = Entry()
    let box = Box(.vertical)
    box.append(first)
    box.append(second)
    let window = Window(title: "Focus")
    window.child = box
    RealPointerAndKeyboard.show(window, until: second)
    return (window, box, first, second)
}
