import RxCocoa
import RxGtk
import RxSwift
import RxTest
import XCTest

final class WindowRxTests: GtkTestCase {
    func testWindowCloseRequestAndIsActive() {
        onMain {
            let bag = DisposeBag()
            let closed = Captured(0)
            let active = Captured<[Bool]>([])
            do {
                let window = Window(title: "Close me")
                window.rx.closeRequest.subscribe(onNext: { closed.value += 1 }).disposed(by: bag)
                window.rx.isActive.subscribe(onNext: { active.value.append($0) }).disposed(by: bag)
                window.present()
                GtkEnvironment.runMainLoop(until: { active.value.contains(true) }, timeout: 2)
                window.close()
                XCTAssertTrue(GtkEnvironment.runMainLoop(until: { window.isHidden }), "the window closes after its close request")
            }
            XCTAssertEqual(closed.value, 1)
            XCTAssertEqual(active.value.first, false, "the current state at subscription")
        }
    }
}
