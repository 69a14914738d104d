import CGtk
import RxCocoa
import RxGtk
import RxSwift
import RxTest
import XCTest

final class ListBoxTests: GtkTestCase {
    func testRowsTheProgramAddsAndRemoves() {
        onMain {
            let list = ListBox()
            let first = Label("first")
            let second = Label("second")
            let between = Label("between")
            list.append(first)
            list.append(second)
            list.insert(between, at: 1)
            XCTAssertEqual(list.rowCount, 3)
            XCTAssertTrue(list.row(at: 1) === between)
            XCTAssertTrue(list.row(at: 2) === second)
            XCTAssertNil(list.row(at: 3))
            list.remove(between)
            XCTAssertEqual(list.rowCount, 2)
            XCTAssertTrue(list.row(at: 1) === second)
        }
    }

    func testTheProgramsSelectionIsNotTheUsers() {
        onMain {
            let list = ListBox()
            for text in ["a", "b", "c"] {
                list.append(Label(text))
            }
            let selected = Captured<[Int]>([])
            let bag = DisposeBag()
            list.rx.itemSelected.subscribe(onNext: { selected.value.append($0) }).disposed(by: bag)
            list.selectedRow = 2
            XCTAssertEqual(list.selectedRow, 2)
            XCTAssertEqual(selected.value, [], "the program's selection does not emit")
            list.select(row: 0)
            XCTAssertEqual(list.selectedRow, 0)
            XCTAssertEqual(selected.value, [0], "select(row:) acts as the user")
            list.selectedRow = nil
            XCTAssertNil(list.selectedRow)
            list.isEnabled = false
            list.select(row: 1)
            XCTAssertNil(list.selectedRow, "nothing is selected in a disabled list")
            XCTAssertEqual(selected.value, [0])
        }
    }

    func testMultipleSelection() {
        onMain {
            let list = ListBox(selectionMode: .multiple)
            XCTAssertEqual(list.selectionMode, .multiple)
            for text in ["a", "b", "c", "d"] {
                list.append(Label(text))
            }
            let events = Captured<[String]>([])
            let bag = DisposeBag()
            list.rx.itemSelected.subscribe(onNext: { events.value.append("selected \($0)") }).disposed(by: bag)
            list.rx.itemDeselected.subscribe(onNext: { events.value.append("deselected \($0)") }).disposed(by: bag)
            list.rx.itemsSelected.subscribe(onNext: { events.value.append("rows \($0.sorted())") }).disposed(by: bag)
            list.selectedRows = [0, 3]
            XCTAssertEqual(list.selectedRows, [0, 3])
            XCTAssertEqual(events.value, [])
            list.select(rows: [1, 3])
            XCTAssertEqual(list.selectedRows, [1, 3])
            XCTAssertEqual(events.value.filter { !$0.hasPrefix("rows") }, ["deselected 0", "deselected 3", "selected 1", "selected 3"])
            XCTAssertEqual(events.value.last, "rows [1, 3]")
        }
    }
}
