import CGtk
import RxCocoa
import RxGtk
import RxRelay
import RxSwift
import RxTest
import XCTest

final class ListViewReactiveListViewTests: GtkTestCase {
    func testItemsFillTheRowsThroughTheCellFactory() {
        onMain {
            let list = ListView()
            let window = show(list)
            let items = BehaviorRelay(value: ["a", "b", "c"])
            let binding = items.bind(to: list.rx.items) { list, _, element in
                let cell = list.dequeueCell()
                if cell.isEmpty { cell.setContents([Label()]) }
                cell.content(Label.self)?.text = element
                return cell
            }
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { shownTexts(list) == [0: "a", 1: "b", 2: "c"] }))
            items.accept(["x", "y"])
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { shownTexts(list) == [0: "x", 1: "y"] }))
            XCTAssertEqual(list.rowCount, 2)
            binding.dispose()
            XCTAssertEqual(list.rowCount, 0, "disposing the binding empties the list")
            window.destroy()
        }
    }

    func testSelectedAndActivatedRowsAndTheirModels() {
        onMain {
            let list = ListView()
            let window = show(list)
            let bag = DisposeBag()
            Observable.just(["first", "second", "third"]).bind(to: list.rx.items) { list, _, element in
                let cell = list.dequeueCell()
                if cell.isEmpty { cell.setContents([Label()]) }
                cell.content(Label.self)?.text = element
                return cell
            }.disposed(by: bag)
            let selected = Captured<[Int]>([])
            let models = Captured<[String]>([])
            let activated = Captured<[Int]>([])
            list.rx.itemSelected.subscribe(onNext: { selected.value.append($0) }).disposed(by: bag)
            list.rx.modelSelected(String.self).subscribe(onNext: { models.value.append($0) }).disposed(by: bag)
            list.rx.itemActivated.subscribe(onNext: { activated.value.append($0) }).disposed(by: bag)
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { list.visibleCells.count == 3 }))
            list.select(row: 1)
            list.select(row: 2)
            list.selectedRow = 0
            XCTAssertEqual(list.selectedRow, 0)
            list.activateRow(0)
            XCTAssertEqual(selected.value, [1, 2])
            XCTAssertEqual(models.value, ["second", "third"])
            XCTAssertEqual(activated.value, [0])
            window.destroy()
        }
    }

    // The reuse rule of list cells: a cell's subscriptions live in the bag of its current use,
    // so a cell configured again never reports its button twice.
    func testButtonsInsideRowsReportOnceThroughTheCellsBag() {
        onMain {
            let list = ListView()
            let window = show(list)
            let bag = DisposeBag()
            let items = BehaviorRelay(value: ["a", "b"])
            let taps = PublishRelay<String>()
            let tapped = Captured<[String]>([])
            taps.subscribe(onNext: { tapped.value.append($0) }).disposed(by: bag)
            items.bind(to: list.rx.items) { (list: ListView, _: Int, element: String, cellBag: DisposeBag) in
                let cell = list.dequeueCell()
                if cell.isEmpty { cell.setContents([Button(label: "")]) }
                let button = cell.content(Button.self)!
                button.label = element
                button.rx.tap.map { element }.bind(to: taps).disposed(by: cellBag)
                return cell
            }.disposed(by: bag)
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { list.visibleCells.count == 2 }))
            items.accept(["c", "d"])
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { list.visibleCells[0]?.content(Button.self)?.label == "c" }))
            list.visibleCells[0]?.content(Button.self)?.click()
            XCTAssertEqual(tapped.value, ["c"], "the cell's previous subscription was disposed with its bag")
            items.accept(["e"])
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { list.visibleCells.count == 1 }))
            XCTAssertEqual(list.allCells.filter(hasClickHandler).count, 1, "only the row shown holds a subscription")
            window.destroy()
        }
    }
}

/// A window showing `list`, presented; the rows appear once the loop has run.
@MainActor
private func show(_ list: ListView) -> Window {
    let window = Window(title: "List", width: 300, height: 400)
    window.child = ScrolledWindow(child: list)
    window.present()
    return window
}

/// The label texts of the rows on screen, by row.
@MainActor
private func shownTexts(_ list: ListView) -> [Int: String] {
    list.visibleCells.compactMapValues { $0.content(Label.self)?.text }
}

/// Whether the button of `cell` has a "clicked" handler connected.
@MainActor
private func hasClickHandler(_ cell: ListCell) -> Bool {
    guard let button = cell.content(Button.self) else { return false }
    let clicked = g_signal_lookup("clicked", gtk_button_get_type())
    return g_signal_handler_find(button.pointer, G_SIGNAL_MATCH_ID, clicked, 0, nil, nil, nil) != 0
}
