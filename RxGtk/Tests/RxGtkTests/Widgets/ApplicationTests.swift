import RxCocoa
import RxGtk
import RxSwift
import RxTest
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

    func testWindowAddedAndRemovedReportTheApplicationsWindows() {
        onMain {
            let application = Application(id: "org.rxswift.RxGtkTests.Windows")
            let events = Captured<[String]>([])
            let bag = DisposeBag()
            application.rx.windowAdded.subscribe(onNext: { window in
                MainActor.assumeIsolated { events.value.append("added \(window.title)") }
            }).disposed(by: bag)
            application.rx.windowRemoved.subscribe(onNext: { window in
                MainActor.assumeIsolated { events.value.append("removed \(window.title)") }
            }).disposed(by: bag)
            application.rx.activate.subscribe(onNext: { [weak application] in
                MainActor.assumeIsolated {
                    guard let application else { return }
                    let first = Window(title: "First")
                    let second = Window(title: "Second")
                    application.add(first)
                    application.add(second)
                    first.present()
                    second.present()
                    first.close()
                    second.close()
                }
            }).disposed(by: bag)
            application.rx.shutdown.subscribe(onNext: { events.value.append("shutdown") }).disposed(by: bag)
            XCTAssertEqual(application.run(), 0)
            XCTAssertEqual(events.value, ["added First", "added Second", "removed First", "removed Second", "shutdown"])
        }
    }

    // Run with files on its command line, the application reports them, as file URLs in their
    // order, instead of being activated; run with its name alone, it is activated.
    func testFilesOnTheCommandLineAreReportedInsteadOfActivate() {
        onMain {
            let names = ["/tmp/rxgtk open/first.txt", "/tmp/second.txt"]
            let events = Captured<[String]>([])
            let bag = DisposeBag()
            let application = Application(id: "org.rxswift.RxGtkTests.Open")
            application.rx.activate.subscribe(onNext: { events.value.append("activate") }).disposed(by: bag)
            application.rx.open.subscribe(onNext: { [weak application] files in
                events.value.append("open " + files.map(\.path).joined(separator: ", "))
                XCTAssertEqual(files.map(\.isFileURL), [true, true])
                MainActor.assumeIsolated {
                    guard let application else { return }
                    let window = Window(title: "Opened")
                    application.add(window)
                    window.present()
                    window.close()
                }
            }).disposed(by: bag)
            application.rx.shutdown.subscribe(onNext: { events.value.append("shutdown") }).disposed(by: bag)
            XCTAssertEqual(application.run(arguments: ["rxgtk-tests"] + names), 0)
            XCTAssertEqual(events.value, ["open /tmp/rxgtk open/first.txt, /tmp/second.txt", "shutdown"])

            events.value = []
            let plain = Application(id: "org.rxswift.RxGtkTests.OpenNothing")
            plain.rx.activate.subscribe(onNext: { [weak plain] in
                events.value.append("activate")
                MainActor.assumeIsolated {
                    guard let plain else { return }
                    let window = Window(title: "Plain")
                    plain.add(window)
                    window.present()
                    window.close()
                }
            }).disposed(by: bag)
            plain.rx.open.subscribe(onNext: { _ in events.value.append("open") }).disposed(by: bag)
            XCTAssertEqual(plain.run(arguments: ["rxgtk-tests"]), 0)
            XCTAssertEqual(events.value, ["activate"])
        }
    }
}
