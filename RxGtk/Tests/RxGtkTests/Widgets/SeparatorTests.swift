import CGtk
import RxGtk
import XCTest

final class SeparatorTests: GtkTestCase {
    func testTheSeparatorHasItsOrientation() {
        onMain {
            let vertical = Separator(.vertical)
            let horizontal = Separator(.horizontal)
            XCTAssertEqual(gtk_orientable_get_orientation(OpaquePointer(vertical.pointer)), GTK_ORIENTATION_VERTICAL)
            XCTAssertEqual(gtk_orientable_get_orientation(OpaquePointer(horizontal.pointer)), GTK_ORIENTATION_HORIZONTAL)
        }
    }
}
