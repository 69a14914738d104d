import CGtk
import RxCocoa
import RxGtk
import RxRelay
import RxSwift
import RxTest
import XCTest

final class ListBoxReactiveListViewTests: GtkTestCase {
    func testItemsMakeTheRowsAndTheUsersSelectionReportsRowsAndModels() throws {
        try onMain {
            let list = ListBox()
            let window = Window(title: "List box", width: 300, height: 300)
            window.child = list
            RealPointerAndKeyboard.show(window, until: list)
            let items = BehaviorRelay(value: ["Milk", "Eggs", "Flour"])
            let made = Captured(0)
            let bag = DisposeBag()
            items.bind(to: list.rx.items) { (list: ListBox, _: Int, item: String) in
                let cell = list.dequeueCell()
                if cell.isEmpty { made.value += 1 }
                cell.text = item
                return cell
            }
            .disposed(by: bag)
            XCTAssertEqual(list.rowCount, 3)
            XCTAssertEqual((list.row(at: 1) as? ListCell)?.text, "Eggs")
            items.accept(["Milk", "Eggs", "Flour", "Sugar"])
            XCTAssertEqual(list.rowCount, 4)
            XCTAssertEqual((list.row(at: 3) as? ListCell)?.text, "Sugar")
            XCTAssertEqual(made.value, 4, "the cells of the rows replaced are dequeued again")

            let events = Captured<[String]>([])
            list.rx.itemSelected.subscribe(onNext: { events.value.append("selected \($0)") }).disposed(by: bag)
            list.rx.modelSelected(String.self).subscribe(onNext: { events.value.append("model \($0)") }).disposed(by: bag)
            list.rx.itemDeselected.subscribe(onNext: { events.value.append("deselected \($0)") }).disposed(by: bag)
            list.rx.itemActivated.subscribe(onNext: { events.value.append("activated \($0)") }).disposed(by: bag)
            list.select(row: 1)
            XCTAssertEqual(events.value, ["selected 1", "model Eggs"])
            XCTAssertEqual(try list.rx.model(at: 2) as String, "Flour")

            let lastRow = try XCTUnwrap(list.row(at: 3))
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { gtk_widget_get_height(lastRow.widgetPointer) > 0 }), "the new row is laid out")
            try RealPointerAndKeyboard.click(lastRow, of: window, until: { events.value.contains("activated 3") })
            XCTAssertEqual(events.value, ["selected 1", "model Eggs", "deselected 1", "selected 3", "model Sugar", "activated 3"], "a click selects and activates the row")
            list.activateRow(0)
            XCTAssertEqual(events.value.last, "activated 0", "activateRow(_:) acts as the user")
            window.destroy()
        }
    }

    func testDisposingTheBindingEmptiesTheListAndEndsTheCellsBags() {
        onMain {
            let list = ListBox()
            let cellSubscriptions = Captured(0)
            let binding = Observable.just(["a", "b"]).bind(to: list.rx.items) { (list: ListBox, _: Int, item: String, cellBag: DisposeBag) in
                let cell = list.dequeueCell()
                cell.text = item
                cellSubscriptions.value += 1
                Disposables.create { cellSubscriptions.value -= 1 }.disposed(by: cellBag)
                return cell
            }
            XCTAssertEqual(list.rowCount, 2)
            XCTAssertEqual(cellSubscriptions.value, 2)
            binding.dispose()
            XCTAssertEqual(list.rowCount, 0)
            XCTAssertEqual(cellSubscriptions.value, 0, "each row's bag is emptied")
        }
    }

    func testADestroyedListEndsItsEventsAndReleasesItsHandlers() {
        onMain {
            let resourcesBefore = Resources.total
            let handlersBefore = liveSignalHandlerCount
            let list = ListBox()
            list.append(Label("row"))
            let window = Window(title: "List box")
            window.child = list
            window.present()
            let completed = Captured<[String]>([])
            var subscriptions: [Disposable] = [
                list.rx.itemSelected.subscribe(onCompleted: { completed.value.append("selected") }),
                list.rx.itemActivated.subscribe(onCompleted: { completed.value.append("activated") }),
            ]
            window.destroy()
            XCTAssertEqual(Set(completed.value), ["selected", "activated"])
            subscriptions = []
            XCTAssertTrue(subscriptions.isEmpty)
            XCTAssertEqual(Resources.total, resourcesBefore)
            // The window's watches of its realization and its destruction and the list's own
            // selection handler live as long as they do.
            XCTAssertEqual(liveSignalHandlerCount, handlersBefore + 3)
        }
    }
}
