import RxCocoa
import RxGtk
import RxSwift
import RxTest
import XCTest

final class FlowBoxTests: GtkTestCase {
    func testChildrenTheProgramAddsAndRemoves() {
        onMain {
            let box = FlowBox()
            let first = Label("first")
            let second = Label("second")
            let between = Label("between")
            box.append(first)
            box.append(second)
            box.insert(between, at: 1)
            XCTAssertEqual(box.rowCount, 3)
            XCTAssertTrue(box.child(at: 0) === first)
            XCTAssertTrue(box.child(at: 1) === between)
            XCTAssertTrue(box.child(at: 2) === second)
            XCTAssertNil(box.child(at: 3))
            box.remove(between)
            XCTAssertEqual(box.rowCount, 2)
            XCTAssertTrue(box.child(at: 1) === second)
            box.remove(Label("never added"))
            XCTAssertEqual(box.rowCount, 2, "a widget the box does not hold is not removed")
        }
    }

    func testChildrenFlowIntoLines() {
        onMain {
            let box = FlowBox()
            box.maxChildrenPerLine = 2
            box.minChildrenPerLine = 2
            XCTAssertEqual(box.maxChildrenPerLine, 2)
            XCTAssertEqual(box.minChildrenPerLine, 2)
            let tiles = (0..<3).map { Label("tile \($0)") }
            tiles.forEach(box.append)
            let window = Window(title: "Flow box", width: 400, height: 300)
            window.child = box
            RealPointerAndKeyboard.show(window, until: tiles[2])
            let top = { (tile: Label) in RealPointerAndKeyboard.point(in: tile, of: window).y }
            XCTAssertEqual(top(tiles[0]), top(tiles[1]), "two children on the first line")
            XCTAssertGreaterThan(top(tiles[2]), top(tiles[0]), "the third on the next")
            window.destroy()
        }
    }

    func testTheProgramsSelectionIsNotTheUsers() {
        onMain {
            let box = FlowBox()
            XCTAssertEqual(box.selectionMode, .single)
            for text in ["a", "b", "c"] {
                box.append(Label(text))
            }
            let selected = Captured<[Int]>([])
            let bag = DisposeBag()
            box.rx.itemSelected.subscribe(onNext: { selected.value.append($0) }).disposed(by: bag)
            box.selectedRow = 2
            XCTAssertEqual(box.selectedRow, 2)
            XCTAssertEqual(selected.value, [], "the program's selection does not emit")
            box.select(child: 0)
            XCTAssertEqual(box.selectedRow, 0)
            XCTAssertEqual(selected.value, [0], "select(child:) acts as the user")
            box.selectedRow = nil
            XCTAssertNil(box.selectedRow)

            box.isEnabled = false
            box.select(child: 1)
            box.activate(child: 1)
            XCTAssertNil(box.selectedRow, "nothing is selected in a disabled box")
            box.isEnabled = true
            box.isHidden = true
            box.select(child: 1)
            box.activate(child: 1)
            XCTAssertNil(box.selectedRow, "nor in a hidden one")
            XCTAssertEqual(selected.value, [0])
        }
    }

    func testMultipleSelection() {
        onMain {
            let box = FlowBox(selectionMode: .multiple)
            XCTAssertEqual(box.selectionMode, .multiple)
            for text in ["a", "b", "c", "d"] {
                box.append(Label(text))
            }
            let events = Captured<[String]>([])
            let bag = DisposeBag()
            box.rx.itemSelected.subscribe(onNext: { events.value.append("selected \($0)") }).disposed(by: bag)
            box.rx.itemDeselected.subscribe(onNext: { events.value.append("deselected \($0)") }).disposed(by: bag)
            box.rx.itemsSelected.subscribe(onNext: { events.value.append("children \($0.sorted())") }).disposed(by: bag)
            box.selectedRows = [0, 3]
            XCTAssertEqual(box.selectedRows, [0, 3])
            XCTAssertEqual(events.value, [], "the program's selection does not emit")
            box.select(children: [1, 3])
            XCTAssertEqual(box.selectedRows, [1, 3])
            XCTAssertEqual(events.value.filter { !$0.hasPrefix("children") }, ["deselected 0", "deselected 3", "selected 1", "selected 3"])
            XCTAssertEqual(events.value.last, "children [1, 3]")
        }
    }
}
