import RxGtk
import XCTest

final class FrameTests: GtkTestCase {
    func testLabelAndChild() {
        onMain {
            let frame = Frame(label: "Account")
            XCTAssertEqual(frame.label, "Account")
            frame.label = nil
            XCTAssertNil(frame.label)
            XCTAssertNil(Frame().label)
            let content = Label("inside")
            frame.child = content
            XCTAssertTrue(frame.child === content)
            frame.child = nil
            XCTAssertNil(frame.child)
        }
    }
}
