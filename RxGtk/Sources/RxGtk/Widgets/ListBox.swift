import CGtk
import RxCocoa
import RxSwift

/// A vertical list of rows that are widgets (`GtkListBox`): every row is made and kept, so it
/// suits short lists (settings, a form's choices); long lists are a `ListView`'s, which makes
/// only the rows it shows. The program appends rows, or binds elements with RxCocoa's
/// `rx.items` (its cells are `ListCell`s, as a `ListView`'s), not both: the item bindings
/// number the rows they made from the first.
@MainActor
public final class ListBox: Widget, SelectableRows {
    /// How many rows the user can select (`.single`: GTK's `GTK_SELECTION_SINGLE`; `.multiple`:
    /// `GTK_SELECTION_MULTIPLE`, with Ctrl and Shift clicks).
    public typealias SelectionMode = CellsView.SelectionMode

    /// The rows the user selects and deselects, as the list's `RowSelection` reports them.
    nonisolated let userRows = UserRowEvents()
    /// The user's changes to the selection, row by row.
    private var selection: RowSelection!
    /// The cells of the rows `rx.items` made, in order.
    private var boundCells: [ListCell] = []
    /// The cells of the rows replaced by the last reload, handed out again by `dequeueCell()`.
    private var reusableCells: [ListCell] = []

    /// Creates an empty list whose user selects one row at a time, or any number with
    /// `.multiple`.
    public init(selectionMode: SelectionMode = .single) {
        super.init(taking: UnsafeMutableRawPointer(gtk_list_box_new()))
        self.selectionMode = selectionMode
        selection = RowSelection(
            emitter: pointer,
            signal: "selected-rows-changed",
            selectedRows: { [weak self] in self?.selectedRows ?? [] },
            isProgrammatic: { [weak self] in self?.isPerformingProgrammaticChange ?? true },
            report: { [weak self] deselected, selected in self?.userRows.report(deselected: deselected, selected: selected) }
        )
    }

    private var listBoxPointer: OpaquePointer {
        OpaquePointer(pointer)
    }

    /// How many rows the user can select.
    public var selectionMode: SelectionMode {
        get { gtk_list_box_get_selection_mode(listBoxPointer) == GTK_SELECTION_MULTIPLE ? .multiple : .single }
        set { gtk_list_box_set_selection_mode(listBoxPointer, newValue == .multiple ? GTK_SELECTION_MULTIPLE : GTK_SELECTION_SINGLE) }
    }

    /// Adds `row` after the other rows (GTK puts it in a `GtkListBoxRow`). The list keeps it,
    /// and the widget its wrapper.
    public func append(_ row: Widget) {
        performProgrammaticChange { gtk_list_box_append(listBoxPointer, row.widgetPointer) }
        selection.noteProgramChange()
    }

    /// Adds `row` so that it is row number `index` (after the others if `index` is past them).
    public func insert(_ row: Widget, at index: Int) {
        performProgrammaticChange { gtk_list_box_insert(listBoxPointer, row.widgetPointer, Int32(index)) }
        selection.noteProgramChange()
    }

    /// Removes `row`, a widget appended or inserted before.
    public func remove(_ row: Widget) {
        guard let listBoxRow = self.listBoxRow(containing: row) else { return }
        performProgrammaticChange { gtk_list_box_remove(listBoxPointer, listBoxRow) }
        selection.noteProgramChange()
    }

    /// How many rows there are.
    public var rowCount: Int {
        var count = 0
        while gtk_list_box_get_row_at_index(listBoxPointer, Int32(count)) != nil {
            count += 1
        }
        return count
    }

    /// "selected-rows-changed".
    public var selectionChangedSignal: String {
        "selected-rows-changed"
    }

    /// The widget shown in row `index` (the widget appended, or the cell `rx.items` made), if
    /// its wrapper lives.
    public func row(at index: Int) -> Widget? {
        guard let listBoxRow = gtk_list_box_get_row_at_index(listBoxPointer, Int32(index)) else { return nil }
        return Widget.wrapper(of: gtk_list_box_row_get_child(listBoxRow))
    }

    /// The selected row, if any (the first, when several are). Setting it selects the row alone
    /// without reporting a selection by the user (`rx.itemSelected` does not emit);
    /// `select(row:)` acts as the user.
    public var selectedRow: Int? {
        get { selectedRows.min() }
        set { performProgrammaticChange { selectOnly(newValue.map { [$0] } ?? []) } }
    }

    /// The selected rows. Setting them selects exactly these rows (one at most, unless the list
    /// selects `.multiple` rows) without reporting a selection by the user; `select(rows:)`
    /// acts as the user.
    public var selectedRows: Set<Int> {
        get {
            var rows: Set<Int> = []
            var node = gtk_list_box_get_selected_rows(listBoxPointer)
            let list = node
            while let current = node {
                rows.insert(Int(gtk_list_box_row_get_index(current.pointee.data.assumingMemoryBound(to: GtkListBoxRow.self))))
                node = current.pointee.next
            }
            g_list_free(list)
            return rows
        }
        set { performProgrammaticChange { selectOnly(newValue) } }
    }

    /// Acts as the user selecting `row` (a click on it: in a `.multiple` list, the row alone).
    /// Does nothing if the user could not (`isUsableByUser`).
    public func select(row: Int) {
        actAsUser { selectOnly([row]) }
    }

    /// Acts as the user selecting exactly `rows` (Ctrl clicks on them, in a `.multiple` list).
    /// Does nothing if the user could not (`isUsableByUser`).
    public func select(rows selected: Set<Int>) {
        actAsUser { selectOnly(selected) }
    }

    /// Acts as the user activating `row` (a click on it, or Enter): the row emits "activate",
    /// and the list "row-activated". Does nothing if the user could not (`isUsableByUser`).
    public func activateRow(_ row: Int) {
        actAsUser {
            guard let listBoxRow = gtk_list_box_get_row_at_index(listBoxPointer, Int32(row)) else { return }
            rxgtk_signal_emit_by_name(UnsafeMutableRawPointer(listBoxRow), "activate")
        }
    }

    /// Replaces the rows `rx.items` made as `replaceBoundRows(count:cellForRow:)` does, then
    /// selects again the rows selected before that `changes` kept or moved, as the program.
    func replaceBoundRows(applying changes: ListChangeset, cellForRow: @MainActor (Int) -> ListCell) {
        let kept = Set(selectedRows.compactMap(changes.newRow(forOldRow:)))
        replaceBoundRows(count: changes.newCount, cellForRow: cellForRow)
        performProgrammaticChange { selectOnly(kept) }
        selection.noteProgramChange()
    }

    /// Selects exactly `rows`, in one change of the selection as GTK reports them.
    private func selectOnly(_ rows: Set<Int>) {
        let wanted = rows.sorted().compactMap { gtk_list_box_get_row_at_index(listBoxPointer, Int32($0)) }
        if wanted.count == 1, selectionMode == .single {
            gtk_list_box_select_row(listBoxPointer, wanted[0])
            return
        }
        gtk_list_box_unselect_all(listBoxPointer)
        for row in wanted {
            gtk_list_box_select_row(listBoxPointer, row)
        }
    }

    /// The `GtkListBoxRow` that shows `widget`: the widget itself, or its parent.
    private func listBoxRow(containing widget: Widget) -> UnsafeMutablePointer<GtkWidget>? {
        var current: UnsafeMutablePointer<GtkWidget>? = widget.widgetPointer
        while let candidate = current, gtk_widget_get_parent(candidate) != widgetPointer {
            current = gtk_widget_get_parent(candidate)
        }
        return current
    }

    /// A cell for the row the cell factory of `rx.items` is making: one of a row the last
    /// update replaced (filled as the factory left it), or a new, empty one.
    public func dequeueCell() -> ListCell {
        reusableCells.popLast() ?? ListCell()
    }

    /// Replaces the rows `rx.items` made with `count` rows whose cells `cellForRow` makes, all
    /// at once; the previous cells end their use (their dispose bags are emptied) and may be
    /// dequeued for the new rows.
    func replaceBoundRows(count: Int, cellForRow: @MainActor (Int) -> ListCell) {
        let previous = boundCells
        performProgrammaticChange {
            for cell in previous {
                if let listBoxRow = gtk_widget_get_parent(cell.widgetPointer) {
                    gtk_list_box_remove(listBoxPointer, listBoxRow)
                }
            }
        }
        previous.forEach(cellDidEndUse)
        reusableCells = previous.reversed()
        boundCells = (0..<count).map(cellForRow)
        performProgrammaticChange {
            for cell in boundCells {
                gtk_list_box_append(listBoxPointer, cell.widgetPointer)
            }
        }
        reusableCells = []
        selection.noteProgramChange()
    }
}
