import CGtk
import RxGtk
import XCTest

final class WidgetLayoutTests: GtkTestCase {
    func testAlignmentExpansionMarginsAndSizeRequest() {
        onMain {
            let label = Label("laid out")
            XCTAssertEqual(label.horizontalAlignment, .fill, "GTK's default")
            for alignment: Widget.Alignment in [.start, .end, .center, .fill] {
                label.horizontalAlignment = alignment
                label.verticalAlignment = alignment
                XCTAssertEqual(label.horizontalAlignment, alignment)
                XCTAssertEqual(label.verticalAlignment, alignment)
            }
            label.verticalAlignment = .baseline
            XCTAssertEqual(label.verticalAlignment, .baseline)
            label.horizontalAlignment = .end
            XCTAssertEqual(gtk_widget_get_halign(label.widgetPointer), GTK_ALIGN_END)
            label.expandsHorizontally = true
            label.expandsVertically = true
            XCTAssertTrue(label.expandsHorizontally)
            XCTAssertTrue(label.expandsVertically)
            label.setMargins(7)
            XCTAssertEqual([label.topMargin, label.bottomMargin, label.startMargin, label.endMargin], [7, 7, 7, 7])
            label.topMargin = 1
            label.bottomMargin = 2
            label.startMargin = 3
            label.endMargin = 4
            XCTAssertEqual([label.topMargin, label.bottomMargin, label.startMargin, label.endMargin], [1, 2, 3, 4])
            XCTAssertEqual(label.sizeRequest.width, -1)
            label.sizeRequest = (120, 40)
            XCTAssertEqual(label.sizeRequest.width, 120)
            XCTAssertEqual(label.sizeRequest.height, 40)
        }
    }

    func testMarginsAndAlignmentPlaceTheWidget() {
        onMain {
            let label = Label("placed")
            label.horizontalAlignment = .end
            label.verticalAlignment = .start
            label.topMargin = 10
            label.endMargin = 20
            let window = Window(title: "Layout", width: 300, height: 200)
            window.child = label
            RealPointerAndKeyboard.show(window, until: label)
            var x = 0.0, y = 0.0
            _ = gtk_widget_translate_coordinates(label.widgetPointer, window.widgetPointer, 0, 0, &x, &y)
            var rightX = 0.0
            _ = gtk_widget_translate_coordinates(label.widgetPointer, window.widgetPointer, Double(gtk_widget_get_width(label.widgetPointer)), 0, &rightX, &y)
            XCTAssertEqual(Double(gtk_widget_get_width(window.widgetPointer)) - rightX, 20, accuracy: 0.5, "20 pixels from the right edge")
            _ = gtk_widget_translate_coordinates(label.widgetPointer, window.widgetPointer, 0, 0, &x, &y)
            XCTAssertEqual(y, 10, accuracy: 0.5, "10 pixels from the top")
            window.destroy()
        }
    }

    func testCSSClasses() {
        onMain {
            let label = Label("styled")
            XCTAssertFalse(label.hasCSSClass("error"))
            label.addCSSClass("error")
            XCTAssertTrue(label.hasCSSClass("error"))
            label.removeCSSClass("error")
            XCTAssertFalse(label.hasCSSClass("error"))
        }
    }
}
