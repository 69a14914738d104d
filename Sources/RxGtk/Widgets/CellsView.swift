#if GTK
import CGtk
import RxCocoa

/// What `ListView` and `GridView` share: their elements are cells made by the program, as
/// RxCocoa's item bindings need them. Underneath, a `GtkStringList` of placeholders counts the
/// rows, a `GtkSingleSelection` selects one of them (a `GtkMultiSelection` any number, with
/// `.multiple`) and a `GtkSignalListItemFactory` asks for the cells: GTK makes a slot for each row
/// on screen and reuses the slots as rows scroll in and out, and each slot keeps one `ListCell`
/// for its whole life, handed out again by `dequeueCell()`.
///
/// A subclass makes its GTK view around the selection model and the factory it is given.
@MainActor
public class CellsView: Widget, SelectableRows {
    /// How many rows the user can select.
    public enum SelectionMode: Sendable {
        /// One row at a time (a `GtkSingleSelection`).
        case single
        /// Any number of rows, with Ctrl and Shift clicks (a `GtkMultiSelection`).
        case multiple
    }

    /// The rows and their selection.
    let rows: RowModel
    /// The slots and their cells.
    private var slots: CellSlots!
    /// The user's changes to the selection, row by row.
    private var selection: RowSelection!
    /// The user's deletions and moves of rows.
    private var editor: RowEditor!
    /// Keeps the view from scrolling while it has no rows.
    private var emptyRowsScrollGuard: EmptyRowsScrollGuard!

    /// Makes the view `makeView` returns for the selection model and the factory (it takes a
    /// reference to each), whose user selects rows as `selectionMode` says and which lays out
    /// its rows along `axis`.
    init(selectionMode: SelectionMode, axis: RowEditor.Axis = .vertical, makeView: (OpaquePointer, OpaquePointer) -> UnsafeMutableRawPointer) {
        rows = RowModel(multipleSelection: selectionMode == .multiple)
        let factory = gtk_signal_list_item_factory_new()!
        // The view takes the selection's reference (the row model keeps its own) and the
        // factory's.
        g_object_ref(UnsafeMutableRawPointer(rows.selection))
        super.init(taking: makeView(rows.selectionModel, factory))
        slots = CellSlots(
            rows: rows,
            factory: UnsafeMutableRawPointer(factory),
            endUse: { [weak self] cell in self?.cellEndedUse(cell) },
            willDisplay: { [weak self] cell, row in self?.cellWillDisplay(cell, row: row) }
        )
        selection = RowSelection(
            rows: rows,
            isProgrammatic: { [weak self] in self?.isPerformingProgrammaticChange ?? true },
            report: { [weak self] deselected, selected in self?.userChangedSelection(deselected: deselected, selected: selected) }
        )
        editor = RowEditor(
            view: widgetPointer,
            rows: rows,
            axis: axis,
            rowWidgets: { [weak self] in self?.slots.rowWidgets ?? [] },
            isHeaderRow: { [weak self] row in self?.slots.isHeaderRow?(row) ?? false },
            report: { [weak self] edit in self?.userEditedRows(edit) }
        )
        emptyRowsScrollGuard = EmptyRowsScrollGuard(view: widgetPointer, rows: rows)
    }

    /// GTK stopped showing `cell` for its row: the subclass tells RxCocoa (`cellDidEndUse`), so
    /// the dispose bag of the row's use is emptied.
    func cellEndedUse(_ cell: ListCell) {}

    /// The cell factory made `cell` for `row`, which GTK is about to show.
    func cellWillDisplay(_ cell: ListCell, row: Int) {}

    /// The user deselected the rows `deselected` and selected the rows `selected` (each in
    /// increasing order) in one change to the selection.
    func userChangedSelection(deselected: [Int], selected: [Int]) {}

    /// The user deleted or moved a row.
    func userEditedRows(_ edit: RowEditor.Edit) {}

    /// How many rows the user can select.
    public var selectionMode: SelectionMode {
        rows.selectsMultipleRows ? .multiple : .single
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

    /// How many rows are shown.
    public var rowCount: Int {
        rows.count
    }

    /// The selection model's "selection-changed".
    public var selectionChangedSignal: String {
        "selection-changed"
    }

    /// The selected row, if any (the first, when several are). Setting it selects the row alone
    /// without reporting a selection by the user (`rx.itemSelected` does not emit), as UIKit's
    /// `selectRow` does; `select(row:)` acts as the user.
    public var selectedRow: Int? {
        get { rows.selectedRow }
        set { performProgrammaticChange { rows.selectedRow = newValue } }
    }

    /// The selected rows. Setting them selects exactly these rows (one at most, unless the view
    /// selects `.multiple` rows) without reporting a selection by the user; `select(rows:)` acts
    /// as the user.
    public var selectedRows: Set<Int> {
        get { rows.selectedRows }
        set { performProgrammaticChange { rows.selectedRows = newValue } }
    }

    /// Acts as the user selecting `row` (a click on it). Does nothing if the user could not
    /// (`isUsableByUser`).
    public func select(row: Int) {
        actAsUser { rows.selectedRow = row }
    }

    /// Acts as the user selecting exactly `rows` (Ctrl clicks on them, in a `.multiple` view).
    /// Does nothing if the user could not (`isUsableByUser`).
    public func select(rows selected: Set<Int>) {
        actAsUser { rows.selectedRows = selected }
    }

    /// Acts as the user activating `row` (a double click, or Enter): emits "activate". Does
    /// nothing if the user could not (`isUsableByUser`).
    public func activateRow(_ row: Int) {
        actAsUser { rxgtk_list_view_emit_activate(pointer, UInt32(row)) }
    }

    /// What the user may do to the rows besides selecting them: delete them with the Delete key
    /// (`.deleting`), move them by dragging and with Alt+Up and Alt+Down (`.moving`). Nothing
    /// by default. Deletions and moves are reported (`rx.itemDeleted`, `rx.itemMoved`), never
    /// applied: the program changes its elements.
    public var rowEditing: RowEditing {
        get { editor.options }
        set { editor.options = newValue }
    }

    /// Acts as the user pressing Delete with `rows` selected: reports each of them, highest
    /// first, if `rowEditing` has `.deleting` (header rows never). Does nothing if the user
    /// could not (`isUsableByUser`).
    public func deleteRows(_ rows: Set<Int>) {
        actAsUser { editor.deleteRows(rows) }
    }

    /// Acts as the user moving `row` so that it is at `destination` once moved (a drop, or
    /// Alt+Up and Alt+Down): reports it, if `rowEditing` has `.moving` and `RowEditing`'s rules
    /// allow it. Does nothing if the user could not (`isUsableByUser`).
    public func moveRow(_ row: Int, to destination: Int) {
        actAsUser { editor.moveRow(row, to: destination) }
    }

    /// Replaces the rows with `count` rows whose cells `cellForRow` makes as GTK shows them.
    public func setRows(count: Int, cellForRow: @escaping @MainActor (Int) -> ListCell) {
        performProgrammaticChange {
            slots.reload(count: count, cellForRow: cellForRow)
        }
        selection.noteProgramChange()
    }

    /// Applies `changes` to the rows: splices the rows, so rows kept keep their slots, selection
    /// and scroll position, and makes again the cells of the updated rows on screen. What GTK
    /// reports meanwhile (a selected row moved by an insertion above it) is not the user's.
    ///
    /// The rows `leavingRows` (numbered after the changes) stay only to be seen leaving, until
    /// the next changes remove them: they are deselected, the user can neither select nor
    /// activate them, and with `rowAnimation` fading deletions out their cells fade out.
    /// Inserted and updated rows are animated as `rowAnimation` says.
    public func applyRowChanges(_ changes: ListChangeset, leavingRows: [Int] = [], cellForRow: @escaping @MainActor (Int) -> ListCell) {
        performProgrammaticChange {
            slots.apply(changes, leavingRows: leavingRows, cellForRow: cellForRow)
            if !leavingRows.isEmpty {
                let selected = rows.selectedRows
                if !selected.isDisjoint(with: leavingRows) {
                    rows.selectedRows = selected.subtracting(leavingRows)
                }
            }
        }
        selection.noteProgramChange()
    }

    /// How the identity-aware bindings' updates are animated (`rx.identifiedItems`,
    /// `rx.items(id:)`, `rx.items(sections:header:cell:)`): inserted rows fade or slide in,
    /// updated rows flash, deleted rows fade out before they go, each for the animation's
    /// duration, with CSS animations on their cells (the classes `rxgtk-row-fade-in`,
    /// `rxgtk-row-slide-in`, `rxgtk-row-highlight`, `rxgtk-row-fade-out`, taken off when the
    /// animation ends or the cell is reused). `.none`, the default, animates nothing.
    public var rowAnimation: ListRowAnimation = .none {
        didSet {
            slots.setAnimation(rowAnimation)
        }
    }

    /// Marks the rows that are section headers, which the user cannot select or activate.
    public func setHeaderRows(_ isHeaderRow: (@MainActor (Int) -> Bool)?) {
        slots.isHeaderRow = isHeaderRow
    }

    /// Every cell the slots keep, shown or waiting to be reused.
    public var allCells: [ListCell] {
        slots.allCells
    }

    /// The cells of the rows on screen, by row (for tests and for finding a row's controls).
    public var visibleCells: [Int: ListCell] {
        slots.visibleCells
    }
}
#endif
