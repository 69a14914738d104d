import CGtk
import RxGtk
import XCTest

final class OverlayTests: GtkTestCase {
    func testTheOverlayIsDrawnOverTheChildWhereItsAlignmentSays() {
        onMain {
            let overlay = Overlay()
            let page = Label("page")
            page.sizeRequest = (200, 100)
            overlay.child = page
            XCTAssertTrue(overlay.child === page)
            let badge = Label("3")
            badge.horizontalAlignment = .end
            badge.verticalAlignment = .start
            overlay.addOverlay(badge)
            let window = Window(title: "Overlay", width: 200, height: 100)
            window.child = overlay
            RealPointerAndKeyboard.show(window, until: badge)
            var x = 0.0, y = 0.0
            _ = gtk_widget_translate_coordinates(badge.widgetPointer, overlay.widgetPointer, 0, 0, &x, &y)
            XCTAssertEqual(x + Double(gtk_widget_get_width(badge.widgetPointer)), Double(gtk_widget_get_width(overlay.widgetPointer)), accuracy: 0.5, "at the right edge")
            XCTAssertEqual(y, 0, "at the top")
            XCTAssertTrue(gtk_widget_get_parent(badge.widgetPointer) == overlay.widgetPointer)
            overlay.removeOverlay(badge)
            XCTAssertNil(gtk_widget_get_parent(badge.widgetPointer))
            window.destroy()
        }
    }
}
