import CGtk
import RxCocoa

/// A scrolling grid of cells (`GtkGridView`) made by the program, bound as a `ListView`'s rows
/// are: `items.bind(to: grid.rx.items) { grid, index, element, bag in ... }`. The elements fill
/// the grid's columns left to right, then the next line; "row" in the item bindings means an
/// element's index. Its rows, selection and cell slots are `CellsView`'s, as a `ListView`'s.
@MainActor
public final class GridView: CellsView {
    /// Creates an empty grid of at most `maxColumns` columns whose user selects one cell at a
    /// time, or any number with `.multiple`.
    public init(maxColumns: Int = 7, selectionMode: SelectionMode = .single) {
        super.init(selectionMode: selectionMode) { selection, factory in
            UnsafeMutableRawPointer(gtk_grid_view_new(selection, factory)!)
        }
        gtk_grid_view_set_max_columns(OpaquePointer(pointer), guint(maxColumns))
    }

    override func cellEndedUse(_ cell: ListCell) {
        cellDidEndUse(cell)
    }
}
