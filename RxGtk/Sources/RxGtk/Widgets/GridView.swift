import CGtk
import RxCocoa

/// A scrolling grid of cells (`GtkGridView`) made by the program, bound as a `ListView`'s rows
/// are: `items.bind(to: grid.rx.items) { grid, index, element, bag in ... }`. The elements fill
/// the grid's columns left to right, then the next line; "row" in the item bindings means an
/// element's index. Underneath are the same placeholder rows, selection and row slots as a
/// `ListView`'s: each slot keeps one `ListCell`, handed out again by `dequeueCell()`.
@MainActor
public final class GridView: Widget {
    /// The elements and their selection.
    private let rows: RowModel
    /// The slots and their cells.
    private var slots: CellSlots!

    /// Creates an empty grid of at most `maxColumns` columns whose user selects one cell at a
    /// time, or any number with `.multiple`.
    public init(maxColumns: Int = 7, selectionMode: ListView.SelectionMode = .single) {
        rows = RowModel(multipleSelection: selectionMode == .multiple)
        let factory = gtk_signal_list_item_factory_new()!
        // The grid view takes the selection's reference (the row model keeps its own) and the
        // factory's.
        g_object_ref(UnsafeMutableRawPointer(rows.selection))
        let gridView = gtk_grid_view_new(rows.selectionModel, factory)!
        super.init(taking: UnsafeMutableRawPointer(gridView))
        gtk_grid_view_set_max_columns(OpaquePointer(pointer), guint(maxColumns))
        slots = CellSlots(rows: rows, factory: UnsafeMutableRawPointer(factory)) { [weak self] cell in
            self?.cellDidEndUse(cell)
        }
    }

    /// The selection model emits "notify::selected" and "selection-changed"; the view emits the
    /// rest.
    public override func signalInstance(for signal: String) -> UnsafeMutableRawPointer {
        signal == "notify::selected" || signal == "selection-changed" ? UnsafeMutableRawPointer(rows.selection) : pointer
    }

    /// Hands out the cell kept by the slot being bound, for a cell factory; outside a cell
    /// factory, a new cell.
    public func dequeueCell() -> ListCell {
        slots.dequeueCell()
    }

    /// How many cells the grid shows.
    public var rowCount: Int {
        rows.count
    }

    /// The selected cell's index, if any (the first, when several are). Setting it selects the
    /// cell alone without reporting a selection by the user; `select(row:)` acts as the user.
    public var selectedRow: Int? {
        get { rows.selectedRow }
        set { performProgrammaticChange { rows.selectedRow = newValue } }
    }

    /// The selected cells' indices. Setting them selects exactly these cells without reporting
    /// a selection by the user; `select(rows:)` acts as the user.
    public var selectedRows: Set<Int> {
        get { rows.selectedRows }
        set { performProgrammaticChange { rows.selectedRows = newValue } }
    }

    /// Acts as the user selecting the cell at `row` (a click on it).
    public func select(row: Int) {
        rows.selectedRow = row
    }

    /// Acts as the user selecting exactly the cells at `rows`.
    public func select(rows selected: Set<Int>) {
        rows.selectedRows = selected
    }

    /// Acts as the user activating the cell at `row` (a double click, or Enter): emits
    /// "activate".
    public func activateRow(_ row: Int) {
        rxgtk_list_view_emit_activate(pointer, UInt32(row))
    }

    /// Replaces the cells with `count` cells that `cellForRow` makes as GTK shows them.
    public func setRows(count: Int, cellForRow: @escaping @MainActor (Int) -> ListCell) {
        performProgrammaticChange {
            slots.reload(count: count, cellForRow: cellForRow)
        }
    }

    /// Applies `changes` to the cells, keeping the cells kept in place, as
    /// `ListView.applyRowChanges(_:cellForRow:)` does.
    public func applyRowChanges(_ changes: ListChangeset, cellForRow: @escaping @MainActor (Int) -> ListCell) {
        performProgrammaticChange {
            slots.apply(changes, cellForRow: cellForRow)
        }
    }

    /// Marks the cells that are section headers, which the user cannot select or activate.
    public func setHeaderRows(_ isHeaderRow: (@MainActor (Int) -> Bool)?) {
        slots.isHeaderRow = isHeaderRow
    }

    /// Every cell the slots keep, shown or waiting to be reused.
    public var allCells: [ListCell] {
        slots.allCells
    }

    /// The cells on screen, by index.
    public var visibleCells: [Int: ListCell] {
        slots.visibleCells
    }
}
