import CGtk
import RxGtk
import XCTest

final class WidgetsTests: GtkTestCase {
    func testCommonWidgetProperties() {
        onMain {
            let label = Label("hello")
            XCTAssertEqual(label.text, "hello")
            label.text = "world"
            XCTAssertEqual(label.text, "world")
            label.isHidden = true
            XCTAssertTrue(label.isHidden)
            label.isEnabled = false
            XCTAssertFalse(label.isEnabled)
            label.alpha = 0.5
            XCTAssertEqual(label.alpha, 0.5, accuracy: 0.01, "GTK keeps the opacity in 8 bits")
            label.tooltip = "tip"
            XCTAssertEqual(label.tooltip, "tip")
            label.tooltip = nil
            XCTAssertNil(label.tooltip)
        }
    }

    func testWindowButtonAndEntry() {
        onMain {
            let window = Window(title: "Widgets")
            XCTAssertEqual(window.title, "Widgets")
            let button = Button(label: "Go")
            XCTAssertEqual(button.label, "Go")
            let entry = Entry(placeholder: "name")
            entry.text = "Ada"
            XCTAssertEqual(entry.text, "Ada")
            let box = Box(.horizontal)
            box.append(entry)
            box.append(button)
            window.child = box
            window.present()
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { gtk_widget_get_mapped(button.widgetPointer) != 0 }))
            box.remove(button)
            window.destroy()
        }
    }
}
