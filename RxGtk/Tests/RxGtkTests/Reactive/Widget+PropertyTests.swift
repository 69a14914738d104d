import CGtk
import RxCocoa
import RxGtk
import RxSwift
import RxTest
import XCTest

final class WidgetPropertyTests: GtkTestCase {
    func testObserveReportsTheValueAtSubscriptionThenEveryChangeOfTheProperty() {
        onMain {
            let label = Label("one")
            let texts = Captured<[String?]>([])
            let opacities = Captured<[Double]>([])
            let widths = Captured<[Int]>([])
            let heights = Captured<[Int32]>([])
            let selectable = Captured<[Bool]>([])
            let bag = DisposeBag()
            label.rx.observe(String?.self, "label").subscribe(onNext: { texts.value.append($0) }).disposed(by: bag)
            label.rx.observe(Double.self, "opacity").subscribe(onNext: { opacities.value.append($0) }).disposed(by: bag)
            label.rx.observe(Int.self, "width-request").subscribe(onNext: { widths.value.append($0) }).disposed(by: bag)
            label.rx.observe(Int32.self, "height-request").subscribe(onNext: { heights.value.append($0) }).disposed(by: bag)
            label.rx.observe(Bool.self, "selectable").subscribe(onNext: { selectable.value.append($0) }).disposed(by: bag)
            XCTAssertEqual(texts.value, ["one"])
            XCTAssertEqual(opacities.value, [1])
            XCTAssertEqual(widths.value, [-1])
            XCTAssertEqual(heights.value, [-1])
            XCTAssertEqual(selectable.value, [false])

            label.text = "two"
            label.alpha = 0
            gtk_widget_set_size_request(label.widgetPointer, 120, 40)
            gtk_label_set_selectable(OpaquePointer(label.pointer), 1)
            XCTAssertEqual(texts.value, ["one", "two"], "every change is observed, the program's too")
            XCTAssertEqual(opacities.value, [1, 0])
            XCTAssertEqual(widths.value, [-1, 120])
            XCTAssertEqual(heights.value, [-1, 40])
            XCTAssertEqual(selectable.value, [false, true])
        }
    }

    func testObserveFailsForAMissingOrUnconvertibleProperty() throws {
        try onMain {
            let label = Label("one")
            let errors = Captured<[ObjectPropertyError]>([])
            let bag = DisposeBag()
            label.rx.observe(Bool.self, "no-such-property").subscribe(onError: { errors.value.append($0 as! ObjectPropertyError) }).disposed(by: bag)
            label.rx.observe(Bool.self, "label").subscribe(onError: { errors.value.append($0 as! ObjectPropertyError) }).disposed(by: bag)
            XCTAssertEqual(errors.value, [
                .noSuchProperty(name: "no-such-property", objectType: "GtkLabel"),
                .notConvertible(name: "label", propertyType: "gchararray", requestedType: "gboolean"),
            ])
            XCTAssertThrowsError(try label.setPropertyValue("root", to: "x")) { error in
                XCTAssertEqual(error as? ObjectPropertyError, .notWritable(name: "root"))
            }
            XCTAssertEqual(try label.propertyValue("label", as: String?.self), "one")
            try label.setPropertyValue("label", to: "two")
            XCTAssertEqual(label.text, "two")
        }
    }

    /// A widget RxGtk does not wrap (`GtkExpander`): its "expanded" property as a
    /// `ControlProperty` follows a real click on its title, not the program's sets.
    func testPropertyFollowsTheUsersClickButNotTheProgramsSets() throws {
        try onMain {
            let expander = Widget(taking: UnsafeMutableRawPointer(gtk_expander_new("More")!))
            let details = Label("Details")
            gtk_expander_set_child(OpaquePointer(expander.pointer), details.widgetPointer)
            let window = Window(title: "Expander", width: 300, height: 200)
            window.child = expander
            RealPointerAndKeyboard.show(window, until: expander)
            let received = Captured<[Bool]>([])
            let bag = DisposeBag()
            expander.rx.property(Bool.self, "expanded").subscribe(onNext: { received.value.append($0) }).disposed(by: bag)
            XCTAssertEqual(received.value, [false])

            try expander.setPropertyValue("expanded", to: true)
            XCTAssertEqual(try expander.propertyValue("expanded", as: Bool.self), true)
            Observable.just(false).bind(to: expander.rx.property(Bool.self, "expanded")).disposed(by: bag)
            XCTAssertEqual(try expander.propertyValue("expanded", as: Bool.self), false)
            XCTAssertEqual(received.value, [false], "the program's sets, direct or bound, do not emit")

            let title = gtk_expander_get_label_widget(OpaquePointer(expander.pointer))!
            let (x, y) = RealPointerAndKeyboard.point(inWidget: title, of: window)
            try RealPointerAndKeyboard.xdotool(["mousemove", "\(x)", "\(y)", "click", "1"])
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { received.value.count == 2 }), "a click on the title emits")
            XCTAssertEqual(received.value, [false, true])
            window.destroy()
        }
    }
}
