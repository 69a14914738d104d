#if GTK
import CGtk
import RxCocoa
import RxSwift

/// A scrolling grid of cells (`GtkGridView`) made by the program, bound as a `ListView`'s rows
/// are: `items.bind(to: grid.rx.items) { grid, index, element, bag in ... }`. The elements fill
/// the grid's columns left to right, then the next line; "row" in the item bindings means an
/// element's index. Its rows, selection and cell slots are `CellsView`'s, as a `ListView`'s.
@MainActor
public final class GridView: CellsView {
    /// Creates an empty grid of at most `maxColumns` columns whose user selects one cell at a
    /// time, or any number with `.multiple`.
    public init(maxColumns: Int = 7, selectionMode: SelectionMode = .single) {
        super.init(selectionMode: selectionMode, axis: .horizontal) { selection, factory in
            UnsafeMutableRawPointer(gtk_grid_view_new(selection, factory)!)
        }
        gtk_grid_view_set_max_columns(OpaquePointer(pointer), guint(maxColumns))
    }

    /// The cells the user selects, deselects, deletes and moves, as the base's `RowSelection`
    /// and `RowEditor` report them.
    nonisolated let userRows = UserRowEvents()
    /// Each cell the cell factory made for a row the grid is about to show, with its row.
    nonisolated let displayedCells = PublishSubject<(cell: ListCell, row: Int)>()

    /// Reports the cell deleted or moved.
    override func userEditedRows(_ edit: RowEditor.Edit) {
        userRows.report(edit)
    }

    /// Reports each cell deselected, then each cell selected.
    override func userChangedSelection(deselected: [Int], selected: [Int]) {
        userRows.report(deselected: deselected, selected: selected)
    }

    /// Reports the cell about to be shown.
    override func cellWillDisplay(_ cell: ListCell, row: Int) {
        displayedCells.onNext((cell: cell, row: row))
    }

    override func cellEndedUse(_ cell: ListCell) {
        cellDidEndUse(cell)
    }
}
#endif
