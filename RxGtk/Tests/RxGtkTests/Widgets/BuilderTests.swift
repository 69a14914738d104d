import CGtk
import Foundation
import RxCocoa
import RxGtk
import RxSwift
import RxTest
import XCTest

/// A form described in GTK's `.ui` XML: a box holding an entry, a button and a label.
private let formUI = """
<?xml version="1.0" encoding="UTF-8"?>
<interface>
  <object class="GtkBox" id="form">
    <property name="orientation">vertical</property>
    <property name="spacing">6</property>
    <child>
      <object class="GtkEntry" id="name">
        <property name="placeholder-text">Your name</property>
      </object>
    </child>
    <child>
      <object class="GtkButton" id="ok">
        <property name="label">Greet</property>
      </object>
    </child>
    <child>
      <object class="GtkLabel" id="greeting"/>
    </child>
  </object>
</interface>
"""

final class BuilderTests: GtkTestCase {
    func testBuiltWidgetsAreBoundWithRxAndDrivenAsTheUserDoes() throws {
        try onMain {
            let builder = try Builder(ui: formUI)
            let form = try XCTUnwrap(builder.widget(Box.self, id: "form"))
            let name = try XCTUnwrap(builder.widget(Entry.self, id: "name"))
            let ok = try XCTUnwrap(builder.widget(Button.self, id: "ok"))
            let greeting = try XCTUnwrap(builder.widget(Label.self, id: "greeting"))
            let window = Window(title: "Builder", width: 300, height: 200)
            window.child = form
            window.present()
            let bag = DisposeBag()
            ok.rx.tap.withLatestFrom(name.rx.text.orEmpty)
                .map { "Hello, \($0)!" }
                .bind(to: greeting.rx.text)
                .disposed(by: bag)
            let typed = Captured<[String]>([])
            name.rx.text.orEmpty.subscribe(onNext: { typed.value.append($0) }).disposed(by: bag)
            name.type("Ada")
            ok.click()
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { greeting.text == "Hello, Ada!" }), "the built button and entry drive the built label")
            XCTAssertEqual(typed.value.last, "Ada")
            window.destroy()
        }
    }

    func testTheSameObjectGivesTheSameWrapper() throws {
        try onMain {
            let builder = try Builder(ui: formUI)
            let first = try XCTUnwrap(builder.widget(Button.self, id: "ok"))
            let second = try XCTUnwrap(builder.widget(Button.self, id: "ok"))
            XCTAssertTrue(first === second)
            let made = Label("made by the program")
            XCTAssertNil(builder.widget(Label.self, id: "ok"), "a button is not a label")
            XCTAssertNil(builder.widget(Button.self, id: "missing"))
            XCTAssertEqual(made.text, "made by the program")
        }
    }

    func testWrappingTakesNoReferenceOfTheBuilders() throws {
        try onMain {
            let weakForm = WeakWidget()
            let formObject: UnsafeMutableRawPointer
            do {
                let builder = try Builder(ui: formUI)
                formObject = try XCTUnwrap(builder.object(id: "form"))
                let referencesBefore = formObject.assumingMemoryBound(to: GObject.self).pointee.ref_count
                let form = try XCTUnwrap(builder.widget(Box.self, id: "form"))
                weakForm.widget = form
                XCTAssertEqual(formObject.assumingMemoryBound(to: GObject.self).pointee.ref_count, referencesBefore + 1, "the wrapper adds one reference of its own")
                XCTAssertEqual(g_object_is_floating(formObject), 0)
            }
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { weakForm.widget == nil }), "once the builder is gone, the form lives as long as its wrapper")
        }
    }

    func testAUIFileAndInvalidDescriptions() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("rxgtk-builder-\(UUID().uuidString).ui")
        try formUI.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        try onMain {
            let builder = try Builder(file: file.path)
            XCTAssertEqual(builder.widget(Button.self, id: "ok")?.label, "Greet")
            XCTAssertThrowsError(try Builder(ui: "<interface><object class=\"GtkNoSuchWidget\"/></interface>")) { error in
                guard case .invalidDescription? = error as? BuilderError else { return XCTFail("\(error)") }
            }
            XCTAssertThrowsError(try Builder(file: "/nonexistent/form.ui"))
        }
    }
}

/// A weak reference to a widget, to see when its wrapper goes.
@MainActor
private final class WeakWidget {
    weak var widget: Widget?
}
