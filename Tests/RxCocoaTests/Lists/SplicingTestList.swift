import RxCocoa
import RxSwift

/// A list of the test toolkit that applies changesets as GTK's list model does: it splices its
/// cells (an inserted row gets a cell from the factory, a kept row keeps its cell) and makes
/// again the cells of updated rows. Every row is on screen.
final class SplicingTestList: TestControl, ReactiveListView {
    /// The cells, by row.
    private(set) var cells: [TestCell] = []
    /// The changesets applied, in order.
    private(set) var appliedChanges: [ListChangeset] = []
    /// How many times every row was reloaded.
    private(set) var reloads = 0
    /// Tells which rows are section headers, as the binding set it.
    private(set) var isHeaderRow: (@MainActor (Int) -> Bool)?
    /// The row the user selected, kept on its cell across updates.
    private(set) var selectedCell: TestCell?
    /// The rows leaving since the last changeset, as the binding marked them.
    private(set) var leavingRows: [Int] = []
    /// How the list animates updates; none unless a test sets it.
    var rowAnimation: ListRowAnimation = .none

    func reloadRows(count: Int, cellForRow: @escaping @MainActor (Int) -> TestCell) {
        reloads += 1
        leavingRows = []
        cells = (0..<count).map(cellForRow)
        selectedCell = nil
    }

    func applyChanges(_ changes: ListChangeset, leavingRows: [Int], cellForRow: @escaping @MainActor (Int) -> TestCell) {
        applyChanges(changes, cellForRow: cellForRow)
        self.leavingRows = leavingRows
    }

    func applyChanges(_ changes: ListChangeset, cellForRow: @escaping @MainActor (Int) -> TestCell) {
        appliedChanges.append(changes)
        leavingRows = []
        for splice in changes.splices {
            cells.replaceSubrange(
                splice.position..<(splice.position + splice.removedCount),
                with: (splice.position..<(splice.position + splice.insertedCount)).map(cellForRow)
            )
        }
        for row in changes.updatedRows {
            let cell = cellForRow(row)
            cells[row] = cell
        }
    }

    func setHeaderRows(_ isHeaderRow: (@MainActor (Int) -> Bool)?) {
        self.isHeaderRow = isHeaderRow
    }

    /// The texts of the cells, by row.
    var texts: [String?] {
        cells.map(\.text)
    }

    /// The row of the selected cell, if it is still shown.
    var selectedRow: Int? {
        cells.firstIndex { $0 === selectedCell }
    }

    /// The user selects `row`.
    func userSelectsRow(_ row: Int) {
        selectedCell = cells[row]
    }

    var rowSelected: ControlEvent<Int> {
        ControlEvent(events: Observable.never())
    }
}
