import CGtk
import RxCocoa
import RxGtk
import RxRelay
import RxSwift
import RxTest
import XCTest

final class GridViewReactiveListViewTests: GtkTestCase {
    // The same `items` binding and cell bags as a list: cells fill the columns, and an update of
    // identified elements splices the cells, configuring only the changed and inserted ones.
    func testItemsFillTheGridAndIdentifiedItemsConfigureOnlyChangedCells() throws {
        try onMain {
            let grid = GridView(maxColumns: 3)
            let window = show(grid)
            let bag = DisposeBag()
            let tiles = BehaviorRelay(value: (0..<6).map { Tile(id: $0, name: "tile \($0)") })
            let configured = Captured<[String]>([])
            tiles.bind(to: grid.rx.identifiedItems) { (grid: GridView, _: Int, tile: Tile, _: DisposeBag) in
                configured.value.append(tile.name)
                let cell = grid.dequeueCell()
                cell.text = tile.name
                return cell
            }.disposed(by: bag)
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { shownTexts(grid).count == 6 }))
            XCTAssertEqual(grid.rowCount, 6)
            XCTAssertEqual(try grid.rx.model(at: 4) as Tile, Tile(id: 4, name: "tile 4"))
            let first = try XCTUnwrap(grid.visibleCells[0])
            let second = try XCTUnwrap(grid.visibleCells[1])
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { origin(of: second, in: grid).0 > origin(of: first, in: grid).0 }))
            let (firstX, firstY) = origin(of: first, in: grid)
            let (secondX, secondY) = origin(of: second, in: grid)
            XCTAssertGreaterThan(secondX, firstX, "the second cell is beside the first")
            XCTAssertEqual(secondY, firstY)
            grid.selectedRow = 2
            configured.value = []

            tiles.accept([Tile(id: 9, name: "new")] + tiles.value.map { $0.id == 3 ? Tile(id: 3, name: "three") : $0 })
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { shownTexts(grid).count == 7 }))
            XCTAssertEqual(configured.value.sorted(), ["new", "three"])
            XCTAssertEqual(shownTexts(grid)[0], "new")
            XCTAssertEqual(shownTexts(grid)[4], "three")
            XCTAssertEqual(grid.selectedRow, 3, "the selected tile stays selected")
            window.destroy()
        }
    }

    // Selection and activation: what the user does is reported, what the program does is not.
    func testSelectionsAndActivations() {
        onMain {
            let grid = GridView(selectionMode: .multiple)
            let window = show(grid)
            let bag = DisposeBag()
            Observable.just(["a", "b", "c"]).bind(to: grid.rx.items) { grid, _, text in
                let cell = grid.dequeueCell()
                cell.text = text
                return cell
            }.disposed(by: bag)
            let selected = Captured<[Int]>([])
            let models = Captured<[String]>([])
            let selections = Captured<[Set<Int>]>([])
            let activated = Captured<[Int]>([])
            grid.rx.itemSelected.subscribe(onNext: { selected.value.append($0) }).disposed(by: bag)
            grid.rx.modelSelected(String.self).subscribe(onNext: { models.value.append($0) }).disposed(by: bag)
            grid.rx.itemsSelected.subscribe(onNext: { selections.value.append($0) }).disposed(by: bag)
            grid.rx.itemActivated.subscribe(onNext: { activated.value.append($0) }).disposed(by: bag)
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { shownTexts(grid).count == 3 }))
            grid.selectedRows = [0, 2]
            XCTAssertEqual(grid.selectedRows, [0, 2])
            XCTAssertEqual(selections.value, [], "the program's selection is not reported")
            grid.select(row: 1)
            grid.select(rows: [1, 2])
            grid.activateRow(2)
            XCTAssertEqual(selected.value, [1, 2], "each cell a change of the user's adds")
            XCTAssertEqual(models.value, ["b", "c"])
            XCTAssertEqual(selections.value, [[1], [1, 2]])
            XCTAssertEqual(activated.value, [2])
            window.destroy()
        }
    }

    // The cells the user deselects are reported with their elements, before the selection that
    // replaced them; the program's selection and updates are not reported.
    func testDeselectionsReportTheCellsAndElementsTheUserDeselects() {
        onMain {
            let grid = GridView()
            let window = show(grid)
            let bag = DisposeBag()
            let texts = BehaviorRelay(value: ["a", "b", "c"])
            texts.bind(to: grid.rx.items) { grid, _, text in
                let cell = grid.dequeueCell()
                cell.text = text
                return cell
            }.disposed(by: bag)
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { shownTexts(grid).count == 3 }))
            let events = Captured<[String]>([])
            grid.rx.itemSelected.subscribe(onNext: { events.value.append("selected \($0)") }).disposed(by: bag)
            grid.rx.itemDeselected.subscribe(onNext: { events.value.append("deselected \($0)") }).disposed(by: bag)
            grid.rx.modelDeselected(String.self).subscribe(onNext: { events.value.append("deselected \($0)") }).disposed(by: bag)

            grid.selectedRow = 0
            grid.select(row: 1)
            grid.select(row: 2)
            texts.accept(["d", "e"])
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { shownTexts(grid) == [0: "d", 1: "e"] }))
            grid.select(row: 0)
            XCTAssertEqual(events.value, [
                "deselected 0", "deselected a", "selected 1",
                "deselected 1", "deselected b", "selected 2",
                "selected 0",
            ])
            window.destroy()
        }
    }

    // Each cell made for an element about to be shown is reported with its index: the first
    // ones, and an element on screen that changed, but not the elements kept.
    func testWillDisplayCellReportsEachCellMadeForAnElementShown() {
        onMain {
            let grid = GridView()
            let window = show(grid)
            let bag = DisposeBag()
            let displayed = Captured<[String]>([])
            grid.rx.willDisplayCell.subscribe(onNext: { cell, row in
                displayed.value.append("\(row) \(cell.text ?? "")")
            }).disposed(by: bag)
            let tiles = BehaviorRelay(value: (0..<3).map { Tile(id: $0, name: "tile \($0)") })
            tiles.bind(to: grid.rx.identifiedItems) { (grid: GridView, _: Int, tile: Tile) in
                let cell = grid.dequeueCell()
                cell.text = tile.name
                return cell
            }.disposed(by: bag)
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { displayed.value.count == 3 }))
            XCTAssertEqual(displayed.value.sorted(), ["0 tile 0", "1 tile 1", "2 tile 2"])
            displayed.value = []

            tiles.accept(tiles.value.map { $0.id == 1 ? Tile(id: 1, name: "tile 1 changed") : $0 })
            _ = GtkEnvironment.runMainLoop(until: { false }, timeout: 0.2)
            XCTAssertEqual(displayed.value, ["1 tile 1 changed"])
            window.destroy()
        }
    }

    // Row editing on a grid: elements run left to right, so a cell dropped on the right half of
    // another lands after it, on the left half before it, and Alt+Right and Alt+Left move the
    // selected cell as Alt+Down and Alt+Up do; the real Delete key deletes it.
    func testTheUserDeletesAndMovesCellsAlongTheGridsLines() throws {
        try onMain {
            let grid = GridView(maxColumns: 3)
            let window = show(grid)
            let bag = DisposeBag()
            let names = BehaviorRelay(value: ["a", "b", "c", "d", "e"])
            names.bind(to: grid.rx.items(id: \.self)) { (grid: GridView, _: Int, name: String, _: DisposeBag) in
                let cell = grid.dequeueCell()
                cell.text = name
                return cell
            }.disposed(by: bag)
            let events = Captured<[String]>([])
            grid.rx.modelDeleted(String.self).subscribe(onNext: { events.value.append("deleted \($0)") }).disposed(by: bag)
            applyEdits(deleted: grid.rx.itemDeleted, moved: grid.rx.itemMoved, to: names, recordingIn: events, bag: bag)
            grid.rowEditing = [.deleting, .moving]
            let laidOut = { (count: Int) in
                grid.visibleCells.count == count && grid.visibleCells.values.allSatisfy { gtk_widget_get_width($0.widgetPointer) > 0 }
                    && origin(of: grid.visibleCells[1]!, in: grid).0 > origin(of: grid.visibleCells[0]!, in: grid).0
            }
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { laidOut(5) }))
            let point = { (index: Int, fractionX: Double) in
                RealPointerAndKeyboard.point(in: grid.visibleCells[index]!, of: window, fractionX: fractionX)
            }

            try RealPointerAndKeyboard.drag(from: point(0, 0.5), to: point(2, 0.8))
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { names.value == ["b", "c", "a", "d", "e"] }))
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { laidOut(5) && shownTexts(grid)[2] == "a" }))
            try RealPointerAndKeyboard.drag(from: point(4, 0.5), to: point(1, 0.2))
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { names.value == ["b", "e", "c", "a", "d"] }))
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { laidOut(5) && shownTexts(grid)[1] == "e" }))

            try RealPointerAndKeyboard.click(grid.visibleCells[3]!, of: window, until: { grid.selectedRow == 3 })
            try RealPointerAndKeyboard.xdotool(["key", "alt+Right"])
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { names.value == ["b", "e", "c", "d", "a"] }))
            try RealPointerAndKeyboard.xdotool(["key", "alt+Up"])
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { names.value == ["b", "e", "c", "a", "d"] }))
            try RealPointerAndKeyboard.xdotool(["key", "Delete"])
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { names.value == ["b", "e", "c", "d"] }))
            XCTAssertEqual(events.value, ["moved 0->2", "moved 4->1", "moved 3->4", "moved 4->3", "deleted a", "deleted 3"])
            window.destroy()
        }
    }
}

/// An identified element of the grid tests.
private struct Tile: Identifiable, Equatable {
    let id: Int
    let name: String
}

/// A window showing `grid`, presented.
@MainActor
func show(_ grid: GridView) -> Window {
    let window = Window(title: "Grid", width: 400, height: 400)
    window.child = ScrolledWindow(child: grid)
    window.present()
    return window
}

/// Where `cell` is in `grid`.
@MainActor
private func origin(of cell: ListCell, in grid: GridView) -> (Double, Double) {
    var x = -1.0, y = -1.0
    _ = gtk_widget_translate_coordinates(cell.widgetPointer, grid.widgetPointer, 0, 0, &x, &y)
    return (x, y)
}

/// The texts of the cells on screen, by index.
@MainActor
private func shownTexts(_ grid: GridView) -> [Int: String] {
    grid.visibleCells.compactMapValues(\.text)
}
