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
            XCTAssertEqual(selected.value, [1, 1])
            XCTAssertEqual(models.value, ["b", "b"])
            XCTAssertEqual(selections.value, [[1], [1, 2]])
            XCTAssertEqual(activated.value, [2])
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
private func show(_ grid: GridView) -> Window {
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
