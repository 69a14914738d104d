import CGtk
import RxGtk
import XCTest

final class GridTests: GtkTestCase {
    func testAttachPlacesChildrenOverTheirCells() {
        onMain {
            let grid = Grid(rowSpacing: 4, columnSpacing: 8)
            XCTAssertEqual(grid.rowSpacing, 4)
            XCTAssertEqual(grid.columnSpacing, 8)
            let name = Label("Name")
            let field = Entry()
            let wide = Button(label: "Save")
            grid.attach(name, column: 0, row: 0)
            grid.attach(field, column: 1, row: 0)
            grid.attach(wide, column: 0, row: 1, columnSpan: 2)
            XCTAssertTrue(grid.child(atColumn: 1, row: 0) === field)
            XCTAssertTrue(grid.child(atColumn: 1, row: 1) === wide, "a spanning child covers every cell of its span")
            XCTAssertNil(grid.child(atColumn: 2, row: 0))
            let placement = grid.placement(of: wide)
            XCTAssertEqual([placement.column, placement.row, placement.columnSpan, placement.rowSpan], [0, 1, 2, 1])
            grid.rowsAreHomogeneous = true
            grid.columnsAreHomogeneous = true
            XCTAssertTrue(grid.rowsAreHomogeneous)
            XCTAssertTrue(grid.columnsAreHomogeneous)
            grid.remove(field)
            XCTAssertNil(grid.child(atColumn: 1, row: 0))
        }
    }

    func testSpacingSeparatesTheLaidOutCells() {
        onMain {
            let grid = Grid(rowSpacing: 0, columnSpacing: 20)
            let left = Label("left")
            let right = Label("right")
            grid.attach(left, column: 0, row: 0)
            grid.attach(right, column: 1, row: 0)
            let window = Window(title: "Grid", width: 300, height: 100)
            window.child = grid
            RealPointerAndKeyboard.show(window, until: right)
            var x = 0.0, y = 0.0
            _ = gtk_widget_translate_coordinates(right.widgetPointer, left.widgetPointer, 0, 0, &x, &y)
            XCTAssertEqual(x, Double(gtk_widget_get_width(left.widgetPointer)) + 20, accuracy: 0.5, "the right cell starts 20 pixels after the left one ends")
            window.destroy()
        }
    }
}
