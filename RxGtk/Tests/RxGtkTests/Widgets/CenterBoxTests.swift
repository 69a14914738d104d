import CGtk
import RxGtk
import XCTest

final class CenterBoxTests: GtkTestCase {
    func testTheCenterChildIsCentredWhateverTheOthersSizes() {
        onMain {
            let box = CenterBox()
            let start = Label("a much longer start label")
            let center = Label("title")
            let end = Label("x")
            box.startChild = start
            box.centerChild = center
            box.endChild = end
            XCTAssertTrue(box.startChild === start)
            XCTAssertTrue(box.centerChild === center)
            XCTAssertTrue(box.endChild === end)
            let window = Window(title: "Center", width: 500, height: 60)
            window.child = box
            RealPointerAndKeyboard.show(window, until: center)
            var x = 0.0, y = 0.0
            _ = gtk_widget_translate_coordinates(center.widgetPointer, box.widgetPointer, 0, 0, &x, &y)
            let middle = x + Double(gtk_widget_get_width(center.widgetPointer)) / 2
            XCTAssertEqual(middle, Double(gtk_widget_get_width(box.widgetPointer)) / 2, accuracy: 1)
            box.endChild = nil
            XCTAssertNil(box.endChild)
            window.destroy()
        }
    }
}
