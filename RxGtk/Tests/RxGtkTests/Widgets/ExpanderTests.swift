import RxGtk
import XCTest

final class ExpanderTests: GtkTestCase {
    func testLabelChildAndExpansion() {
        onMain {
            let expander = Expander(label: "Details")
            XCTAssertEqual(expander.label, "Details")
            expander.label = "More"
            XCTAssertEqual(expander.label, "More")
            let details = Label("details")
            expander.child = details
            XCTAssertTrue(expander.child === details)
            XCTAssertFalse(expander.isExpanded)
            expander.toggle()
            XCTAssertTrue(expander.isExpanded)
            expander.isExpanded = false
            XCTAssertFalse(expander.isExpanded)
        }
    }
}
