import RxCocoa
import RxGtk
import RxSwift
import TestSupport
import XCTest

final class ApplicationTests: GtkTestCase {
    func testActivateThenShutdownAroundTheRun() {
        onMain {
            let application = Application(id: "org.rxswift.RxGtkTests")
            let events = Captured<[String]>([])
            let bag = DisposeBag()
            application.rx.activate.subscribe(onNext: { [weak application] in
                events.value.append("activate")
                guard let application else { return }
                let window = Window(title: "Application")
                application.add(window)
                window.present()
                window.close()
            }).disposed(by: bag)
            application.rx.shutdown.subscribe(onNext: { events.value.append("shutdown") }).disposed(by: bag)
            let status = application.run()
            XCTAssertEqual(status, 0)
            XCTAssertEqual(events.value, ["activate", "shutdown"], "the run ends when its last window closes")
        }
    }
}
