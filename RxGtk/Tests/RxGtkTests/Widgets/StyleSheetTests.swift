import CGtk
import Foundation
import RxGtk
import XCTest

final class StyleSheetTests: GtkTestCase {
    func testASheetAddedToTheDisplayStylesTheWidgetsOfItsClass() {
        onMain {
            let label = Label("styled")
            label.addCSSClass("rxgtk-test-wide")
            label.horizontalAlignment = .start
            let window = Window(title: "Styled", width: 400, height: 100)
            window.child = label
            RealPointerAndKeyboard.show(window, until: label)
            XCTAssertLessThan(gtk_widget_get_width(label.widgetPointer), 300)
            let sheet = StyleSheet(css: ".rxgtk-test-wide { min-width: 300px; }")
            XCTAssertEqual(sheet.parsingErrors, [])
            sheet.addToDisplay()
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { gtk_widget_get_width(label.widgetPointer) == 300 }), "the shown label is styled again")
            XCTAssertEqual(minimumWidth(of: label), 300)
            sheet.load(css: ".rxgtk-test-wide { min-width: 320px; }")
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { gtk_widget_get_width(label.widgetPointer) == 320 }), "loading again restyles")
            sheet.removeFromDisplay()
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { gtk_widget_get_width(label.widgetPointer) < 300 }), "a removed sheet no longer styles")
            window.destroy()
        }
    }

    func testASheetFromAFileAndItsErrors() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("rxgtk-\(UUID().uuidString).css")
        try ".rxgtk-test-tall { min-height: 90px; }\n.broken { colour: red; }\n".write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        onMain {
            let label = Label("styled")
            label.addCSSClass("rxgtk-test-tall")
            let sheet = StyleSheet(contentsOf: file)
            XCTAssertEqual(sheet.parsingErrors.count, 1, "the unknown property: \(sheet.parsingErrors)")
            XCTAssertTrue(sheet.parsingErrors.first?.hasPrefix("line 2:") ?? false, "\(sheet.parsingErrors)")
            sheet.addToDisplay(priority: .user)
            var minimum: Int32 = 0
            gtk_widget_measure(label.widgetPointer, GTK_ORIENTATION_VERTICAL, -1, &minimum, nil, nil, nil)
            XCTAssertEqual(minimum, 90, "the rules GTK could read apply")
            sheet.removeFromDisplay()
            let missing = StyleSheet(contentsOf: file.appendingPathExtension("missing"))
            XCTAssertEqual(missing.parsingErrors.count, 1, "a file that cannot be read: \(missing.parsingErrors)")
        }
    }
}

/// The smallest width GTK gives `widget`.
@MainActor
private func minimumWidth(of widget: Widget) -> Int32 {
    var minimum: Int32 = 0
    gtk_widget_measure(widget.widgetPointer, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, nil, nil, nil)
    return minimum
}
