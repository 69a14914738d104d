import CGtk
import RxCocoa
import RxGtk
import RxSwift
import RxTest
import XCTest

final class ExpanderRxTests: GtkTestCase {
    func testIsExpandedFollowsAClickOnTheTitleButNotTheProgram() throws {
        try onMain {
            let expander = Expander(label: "Details")
            expander.child = Label("details")
            let window = Window(title: "Expander", width: 300, height: 200)
            window.child = expander
            RealPointerAndKeyboard.show(window, until: expander)
            let states = Captured<[Bool]>([])
            let completed = Captured(false)
            let bag = DisposeBag()
            expander.rx.isExpanded.subscribe(onNext: { states.value.append($0) }, onCompleted: { completed.value = true }).disposed(by: bag)
            XCTAssertEqual(states.value, [false])

            expander.isExpanded = true
            Observable.just(false).bind(to: expander.rx.isExpanded).disposed(by: bag)
            XCTAssertFalse(expander.isExpanded)
            XCTAssertEqual(states.value, [false], "the program's sets, direct or bound, do not emit")

            // The expander's box holds the title row first, then the child.
            let title = try XCTUnwrap(gtk_widget_get_first_child(gtk_widget_get_first_child(expander.widgetPointer)))
            let (x, y) = RealPointerAndKeyboard.point(inWidget: title, of: window)
            try RealPointerAndKeyboard.xdotool(["mousemove", "\(x)", "\(y)", "click", "1"])
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { states.value.count == 2 }), "a click on the title emits")
            XCTAssertEqual(states.value, [false, true])
            expander.toggle()
            XCTAssertEqual(states.value, [false, true, false], "toggle() acts as the user")
            window.destroy()
            XCTAssertTrue(completed.value, "a destroyed expander ends its binding")
        }
    }
}
