import Foundation
import RxCocoa
import RxGtk
import RxRelay
import RxSwift
import XCTest

/// A small app written as a user writes one in Swift 6 mode from docs/GettingStarted.md: a
/// main-actor class whose bindings' closures touch its own state, with no isolation assertion
/// and no `@preconcurrency`. A temperature converter both ways, a counter, a filtered list with
/// its selection, a delegate proxy, and a property of the app's own.
@MainActor
final class ConverterApp {
    let window = Window(title: "Converter")
    let celsius = Entry(placeholder: "°C")
    let fahrenheit = Entry(placeholder: "°F")
    let plus = Button(label: "+1")
    let count = Label()
    let query = SearchEntry()
    let list = ListView()
    let selection = Label()
    let volume = Scale(minimum: 0, maximum: 10, step: 1)
    private(set) var taps = 0
    private(set) var shownCount = ""
    private(set) var selectedRow: Int?
    private(set) var activatedRows: [Int] = []
    private(set) var volumeLevels: [String] = []
    private let disposeBag = DisposeBag()

    init(items: [String]) {
        let box = Box(.vertical, spacing: 6)
        for widget in [celsius, fahrenheit, plus, count, query, list, selection, volume] as [Widget] {
            box.append(widget)
        }
        window.child = box

        // Property to property, both ways: the program's own sets do not come back as edits.
        celsius.rx.text.orEmpty.changed
            .compactMap(Double.init)
            .map { ConverterApp.format($0 * 9 / 5 + 32) }
            .bind(to: fahrenheit.rx.text)
            .disposed(by: disposeBag)
        fahrenheit.rx.text.orEmpty.changed
            .compactMap(Double.init)
            .map { ConverterApp.format(($0 - 32) * 5 / 9) }
            .bind(to: celsius.rx.text)
            .disposed(by: disposeBag)

        // An event into the app's state, and a Driver into a widget and the state.
        plus.rx.tap
            .subscribe(onNext: { [weak self] in self?.taps += 1 })
            .disposed(by: disposeBag)
        plus.rx.tap
            .scan(0) { total, _ in total + 1 }
            .map { "\($0) taps" }
            .asDriver(onErrorJustReturn: "")
            .drive(onNext: { [weak self] text in
                self?.count.text = text
                self?.shownCount = text
            })
            .disposed(by: disposeBag)

        // A list with cells, and its selection into the state.
        query.rx.text.orEmpty
            .map { query in items.filter { query.isEmpty || $0.localizedCaseInsensitiveContains(query) } }
            .asDriver(onErrorJustReturn: [])
            .drive(list.rx.items) { list, _, item in
                let cell = list.dequeueCell()
                cell.text = item
                return cell
            }
            .disposed(by: disposeBag)
        list.rx.itemSelected
            .subscribe(onNext: { [weak self] row in
                self?.selectedRow = row
                self?.selection.text = "row \(row)"
            })
            .disposed(by: disposeBag)

        // The list's delegate proxy, as a Signal: its handler is main-actor code too.
        list.rx.delegate.methodInvoked(.didActivateRow)
            .map { $0.1 }
            .asSignal(onErrorSignalWith: .empty())
            .emit(with: self, onNext: { app, row in app.activatedRows.append(row) })
            .disposed(by: disposeBag)

        // A property of the app's own, with main-actor getter and setter, and a Binder.
        volume.rx.controlProperty(editingEvents: "value-changed", getter: { Int($0.value.rounded()) }, setter: { $0.value = Double($1) })
            .bind(to: Binder(self) { app, level in app.volumeLevels.append("level \(level)") })
            .disposed(by: disposeBag)
    }

    nonisolated static func format(_ value: Double) -> String {
        String(format: "%.1f", value)
    }
}

/// The app's bindings, driven as the user drives them, on real widgets under Xvfb.
///
/// `nonisolated`: this target is main-actor by default, and a main-actor subclass of a class from
/// another module cannot override its nonisolated initializer and `setUp` (Swift 6.3.1), so the
/// test class says what XCTest calls it from and its tests enter the main actor themselves.
nonisolated final class ConverterAppTests: XCTestCase {
    override func setUp() {
        super.setUp()
        // XCTest runs synchronous tests on the main thread, but on Linux it cannot call a test
        // method declared `@MainActor`: the tests enter the main actor themselves.
        MainActor.assumeIsolated {
            XCTAssertTrue(GtkEnvironment.start(), "GTK could not open a display: run the tests under xvfb-run")
        }
    }

    func testTheConverterConvertsBothWaysAndItsOwnSetsDoNotComeBack() {
        MainActor.assumeIsolated {
            let app = ConverterApp(items: [])
            app.window.present()
            app.celsius.type("100")
            XCTAssertEqual(app.fahrenheit.text, "212.0")
            XCTAssertEqual(app.celsius.text, "100", "the Fahrenheit set did not come back as an edit")
            app.fahrenheit.clear()
            app.fahrenheit.type("32")
            XCTAssertEqual(app.celsius.text, "0.0")
            XCTAssertEqual(app.fahrenheit.text, "32")
            app.window.destroy()
        }
    }

    func testTapsReachTheAppsStateThroughSubscribeAndDrive() {
        MainActor.assumeIsolated {
            let app = ConverterApp(items: [])
            app.window.present()
            app.plus.click()
            app.plus.click()
            app.plus.click()
            XCTAssertEqual(app.taps, 3)
            XCTAssertEqual(app.shownCount, "3 taps")
            XCTAssertEqual(app.count.text, "3 taps")
            app.window.destroy()
        }
    }

    func testTheListFiltersAndReportsWhatTheUserSelectsAndActivates() {
        MainActor.assumeIsolated {
            let app = ConverterApp(items: ["Apple", "Banana", "Cherry", "Blueberry"])
            app.window.present()
            GtkEnvironment.drainPendingEvents()
            XCTAssertEqual(app.list.rowCount, 4)
            app.query.type("berry")
            GtkEnvironment.runMainLoop(until: { app.list.rowCount == 1 })
            XCTAssertEqual(app.list.rowCount, 1)
            app.list.select(row: 0)
            XCTAssertEqual(app.selectedRow, 0)
            XCTAssertEqual(app.selection.text, "row 0")
            app.list.activateRow(0)
            XCTAssertEqual(app.activatedRows, [0])
            app.window.destroy()
        }
    }

    func testTheAppsOwnPropertyReportsTheUsersChangesOnly() {
        MainActor.assumeIsolated {
            let app = ConverterApp(items: [])
            app.window.present()
            app.volume.slide(to: 3)
            app.volume.value = 7
            app.volume.slide(to: 9)
            XCTAssertEqual(app.volumeLevels, ["level 0", "level 3", "level 9"])
            app.window.destroy()
        }
    }

    func testTheApplicationActivatesIntoTheAppsState() {
        MainActor.assumeIsolated {
            let launcher = Launcher()
            XCTAssertEqual(launcher.run(), 0)
            XCTAssertTrue(launcher.activated)
        }
    }
}

/// An application skeleton, as docs/GettingStarted.md shows it.
@MainActor
final class Launcher {
    let application = Application(id: "org.rxswift.RxGtkClientTests")
    private(set) var activated = false
    private var app: ConverterApp?
    private let disposeBag = DisposeBag()

    func run() -> Int32 {
        application.rx.activate
            .subscribe(onNext: { [weak self] in
                guard let self else { return }
                let app = ConverterApp(items: ["one", "two"])
                self.app = app
                self.activated = true
                self.application.add(app.window)
                app.window.present()
                app.window.close()
            })
            .disposed(by: disposeBag)
        return application.run()
    }
}
