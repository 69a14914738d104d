import RxCocoa
import RxGtk
import RxRelay
import RxSwift
import RxTest
import XCTest

private struct Note: Identifiable, Equatable, Sendable {
    let id: Int
    var title: String
}

private let notes = [Note(id: 1, title: "Shopping"), Note(id: 2, title: "Ideas"), Note(id: 3, title: "Books")]

final class SelectableRowsRxTests: GtkTestCase {
    func testSelectedRowEmitsTheUsersSelectionsNotThePrograms() {
        onMain {
            let list = ListView()
            let bag = DisposeBag()
            Observable.just(notes.map(\.title)).bind(to: list.rx.items) { (list: ListView, _: Int, title: String) in
                labelledCell(list, title)
            }.disposed(by: bag)
            let emitted = Captured<[Int?]>([])
            list.rx.selectedRow.subscribe(onNext: { emitted.value.append($0) }).disposed(by: bag)
            XCTAssertEqual(emitted.value, [nil], "the row selected at subscription: none")

            list.selectedRow = 1
            Observable.just(2).bind(to: list.rx.selectedRow).disposed(by: bag)
            XCTAssertEqual(list.selectedRow, 2, "a bound row is selected")
            XCTAssertEqual(emitted.value, [nil], "the program's sets, direct and bound, do not emit")

            list.select(row: 0)
            XCTAssertEqual(emitted.value, [nil, 0])
            list.select(rows: [])
            XCTAssertEqual(emitted.value, [nil, 0, nil], "the user leaving no row selected gives nil")
            Observable<Int?>.just(nil).bind(to: list.rx.selectedRow).disposed(by: bag)
            list.select(row: 2)
            Observable<Int?>.just(nil).bind(to: list.rx.selectedRow).disposed(by: bag)
            XCTAssertNil(list.selectedRow, "nil bound selects no row")
            XCTAssertEqual(emitted.value, [nil, 0, nil, 2])
        }
    }

    func testSelectedModelBoundBothWaysToARelayFollowsItsElementAcrossUpdates() {
        onMain {
            let list = ListView()
            let bag = DisposeBag()
            let items = BehaviorRelay(value: notes)
            items.bind(to: list.rx.identifiedItems) { (list: ListView, _: Int, note: Note) in
                labelledCell(list, note.title)
            }.disposed(by: bag)
            let current = BehaviorRelay<Note?>(value: notes[1])
            let accepted = Captured<[Note?]>([])
            current.skip(1).subscribe(onNext: { accepted.value.append($0) }).disposed(by: bag)
            current.bind(to: list.rx.selectedModel(Note.self)).disposed(by: bag)
            list.rx.selectedModel(Note.self).bind(to: current).disposed(by: bag)
            XCTAssertEqual(list.selectedRow, 1, "the relay's note is selected")
            XCTAssertEqual(accepted.value, [notes[1]], "the list's selection at subscription, the relay's own note")

            let added = Note(id: 9, title: "Recipes")
            items.accept([added] + items.value)
            XCTAssertEqual(list.selectedRow, 2, "the selection stays on its note as a row is inserted above")
            XCTAssertEqual(accepted.value, [notes[1]], "the program's update is not the user's selection")

            list.select(row: 3)
            XCTAssertEqual(current.value, notes[2])
            XCTAssertEqual(accepted.value, [notes[1], notes[2]], "the user's selection reaches the relay once: no loop")

            current.accept(added)
            XCTAssertEqual(list.selectedRow, 0, "the relay's note is selected, found by its identity")
            XCTAssertEqual(accepted.value, [notes[1], notes[2], added], "the relay's own value, not an echo from the list")

            var renamed = added
            renamed.title = "Dinners"
            items.accept([renamed] + notes)
            XCTAssertEqual(list.selectedRow, 0, "a changed element keeps its row selected")
            current.accept(added)
            XCTAssertEqual(list.selectedRow, 0, "an older value of the element finds its row by identity")

            list.select(rows: [])
            XCTAssertNil(current.value, "deselection gives nil")
            current.accept(Note(id: 42, title: "not shown"))
            XCTAssertNil(list.selectedRow, "an element no row shows selects none")
            list.select(row: 1)
            XCTAssertEqual(current.value, notes[0])
        }
    }

    func testGridViewsSelectedModelTakesAnIdentityKeyPath() {
        onMain {
            let grid = GridView(maxColumns: 2)
            let bag = DisposeBag()
            Observable.just(["red", "green", "blue"]).bind(to: grid.rx.items) { (grid: GridView, _: Int, colour: String) in
                let cell = grid.dequeueCell()
                cell.text = colour
                return cell
            }.disposed(by: bag)
            let emitted = Captured<[String?]>([])
            grid.rx.selectedModel(String.self, id: \.self).subscribe(onNext: { emitted.value.append($0) }).disposed(by: bag)
            Observable.just("blue").bind(to: grid.rx.selectedModel(String.self, id: \.self)).disposed(by: bag)
            XCTAssertEqual(grid.selectedRow, 2)
            grid.select(row: 1)
            XCTAssertEqual(emitted.value, [nil, "green"])
            let rows = Captured<[Int?]>([])
            grid.rx.selectedRow.subscribe(onNext: { rows.value.append($0) }).disposed(by: bag)
            grid.select(row: 0)
            XCTAssertEqual(rows.value, [1, 0])
            XCTAssertEqual(emitted.value, [nil, "green", "red"])
        }
    }

    func testColumnViewsSelectedModelIsItsElement() {
        onMain {
            let table = ColumnView<Note>(columns: [.init("Title") { $0.title }])
            let bag = DisposeBag()
            let items = BehaviorRelay(value: notes)
            items.bind(to: table.rx.identifiedItems).disposed(by: bag)
            let current = BehaviorRelay<Note?>(value: notes[2])
            current.bind(to: table.rx.selectedModel).disposed(by: bag)
            table.rx.selectedModel.bind(to: current).disposed(by: bag)
            XCTAssertEqual(table.selectedRow, 2)
            items.accept([Note(id: 7, title: "Films")] + notes)
            XCTAssertEqual(table.selectedRow, 3, "the selection stays on its element")
            XCTAssertEqual(current.value, notes[2])
            table.select(row: 0)
            XCTAssertEqual(current.value, Note(id: 7, title: "Films"))
            table.select(rows: [])
            XCTAssertNil(current.value)
        }
    }

    func testListBoxKeepsTheSelectedModelAcrossIdentityAwareUpdates() {
        onMain {
            let list = ListBox()
            let bag = DisposeBag()
            let items = BehaviorRelay(value: notes)
            items.bind(to: list.rx.identifiedItems) { (list: ListBox, _: Int, note: Note) in
                let cell = list.dequeueCell()
                cell.text = note.title
                return cell
            }.disposed(by: bag)
            let current = BehaviorRelay<Note?>(value: nil)
            current.bind(to: list.rx.selectedModel(Note.self)).disposed(by: bag)
            list.rx.selectedModel(Note.self).bind(to: current).disposed(by: bag)
            let selected = Captured<[Int]>([])
            list.rx.itemSelected.subscribe(onNext: { selected.value.append($0) }).disposed(by: bag)
            XCTAssertNil(list.selectedRow)

            list.select(row: 1)
            XCTAssertEqual(current.value, notes[1])
            items.accept([Note(id: 5, title: "Plans")] + notes)
            XCTAssertEqual(list.selectedRow, 2, "the rows made again select the note's row again")
            XCTAssertEqual(current.value, notes[1])
            XCTAssertEqual(selected.value, [1], "selecting the row again is the program's, not the user's")
            items.accept([notes[0], notes[2]])
            XCTAssertNil(list.selectedRow, "a removed note leaves no row selected")

            current.accept(notes[2])
            XCTAssertEqual(list.selectedRow, 1)
            XCTAssertEqual(selected.value, [1])
        }
    }
}
