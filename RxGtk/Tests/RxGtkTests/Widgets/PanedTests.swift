import CGtk
import RxGtk
import XCTest

final class PanedTests: GtkTestCase {
    func testChildrenOrientationAndPosition() {
        onMain {
            let paned = Paned(.vertical)
            XCTAssertEqual(paned.orientation, .vertical)
            paned.orientation = .horizontal
            XCTAssertEqual(paned.orientation, .horizontal)
            XCTAssertNil(paned.startChild)
            let start = Label("start")
            let end = Label("end")
            paned.startChild = start
            paned.endChild = end
            XCTAssertTrue(paned.startChild === start)
            XCTAssertTrue(paned.endChild === end)
            paned.position = 42
            XCTAssertEqual(paned.position, 42)
            paned.endChild = nil
            XCTAssertNil(paned.endChild)
        }
    }

    func testDragHandleDoesNothingOnADisabledPaned() {
        onMain {
            let paned = Paned(.horizontal)
            paned.position = 30
            paned.isEnabled = false
            paned.dragHandle(to: 80)
            XCTAssertEqual(paned.position, 30)
        }
    }
}
