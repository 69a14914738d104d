import GalleryPages
import RxGtk
import XCTest

final class CalculatorPageTests: GtkTestCase {
    func testKeysComputeAsACalculatorDoes() {
        onMain {
            let page = CalculatorPage()
            XCTAssertEqual(page.display.text, "0")
            page.press("12")
            XCTAssertEqual(page.display.text, "12")
            page.press("×3.5+")
            XCTAssertEqual(page.display.text, "42", "a second operation resolves the first")
            page.press("1=")
            XCTAssertEqual(page.display.text, "43")
            page.press("C")
            XCTAssertEqual(page.display.text, "0")
            page.press("7±÷2=")
            XCTAssertEqual(page.display.text, "-3.5")
            page.press("C1÷0=")
            XCTAssertEqual(page.display.text, "Error")
        }
    }

    func testTheStateMachineAlone() {
        let keys: [CalculatorPage.Key] = [.digit(2), .point, .digit(5), .operation(.multiply), .digit(4), .equals]
        let state = keys.reduce(CalculatorPage.State()) { $0.after($1) }
        XCTAssertEqual(state.display, "10")
    }
}
