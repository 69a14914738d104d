import CGtk
import RxCocoa
import RxGtk
import RxSwift
import XCTest

final class HeaderBarRxTests: GtkTestCase {
    func testTitleBinderAndTheWindowsTitlebar() {
        onMain {
            let header = HeaderBar(title: "Start")
            XCTAssertEqual(header.title, "Start")
            let window = Window(title: "Header")
            window.setTitlebar(header)
            window.present()
            let bag = DisposeBag()
            Observable.just("Bound").bind(to: header.rx.title).disposed(by: bag)
            XCTAssertEqual(header.title, "Bound")
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { gtk_widget_get_mapped(header.widgetPointer) != 0 }), "the header bar is shown as the window's title bar")
            window.destroy()
        }
    }
}
