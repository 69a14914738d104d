import Dispatch
import Foundation
import RxGtk
import XCTest

final class GtkEnvironmentTests: GtkTestCase {
    func testRunReturnsWhenTheUserClosesTheWindow() {
        onMain {
            let window = Window(title: "Run until closed")
            window.present()
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {
                window.close()
            }
            GtkEnvironment.run(until: window)
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { window.isHidden }))
        }
    }

    func testRunMainLoopGivesUpAtItsDeadline() {
        onMain {
            let start = Date()
            XCTAssertFalse(GtkEnvironment.runMainLoop(until: { false }, timeout: 0.1))
            XCTAssertLessThan(Date().timeIntervalSince(start), 2)
        }
    }
}
