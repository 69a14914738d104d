import CGtk
import RxCocoa
import RxGtk
import RxSwift
import RxTest
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

    func testPasswordEntryHidesItsTextAndReportsEdits() {
        onMain {
            let field = PasswordEntry(placeholder: "password")
            XCTAssertTrue(field.showsPeekIcon)
            var placeholder: UnsafeMutablePointer<CChar>?
            rxgtk_object_get_string(field.pointer, "placeholder-text", &placeholder)
            XCTAssertEqual(placeholder.map { String(cString: $0) }, "password")
            g_free(placeholder)
            let received = Captured<[String]>([])
            let subscription = field.rx.text.orEmpty.subscribe(onNext: { received.value.append($0) })
            field.type("se")
            field.type("cret")
            field.text = "set by the program"
            XCTAssertEqual(received.value, ["", "se", "secret"])
            XCTAssertEqual(field.text, "set by the program")
            field.showsPeekIcon = false
            XCTAssertFalse(field.showsPeekIcon)
            subscription.dispose()
        }
    }
}
