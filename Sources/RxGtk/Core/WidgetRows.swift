#if GTK
import CGtk
import RxCocoa

/// The rows of a container that puts each child widget in a row widget of its own (a
/// `ListBox`'s `GtkListBoxRow`s, a `FlowBox`'s `GtkFlowBoxChild`ren): the widgets the program
/// adds and removes, the cells `rx.items` makes, and the selection, set by the program or
/// changed by the user (reported row by row through the container's `UserRowEvents`).
@MainActor
final class WidgetRows {
    /// A row widget of the container.
    typealias Row = UnsafeMutablePointer<GtkWidget>

    /// GTK's functions for the container's rows.
    struct Container {
        /// Adds a widget after the others.
        let append: (UnsafeMutablePointer<GtkWidget>) -> Void
        /// Adds a widget so that it is row number `index` (after the others if past them).
        let insert: (UnsafeMutablePointer<GtkWidget>, Int32) -> Void
        /// Removes a row.
        let remove: (Row) -> Void
        /// Row number `index`, if there is one.
        let row: (Int32) -> Row?
        /// The number of a row.
        let index: (Row) -> Int32
        /// The widget a row shows.
        let child: (Row) -> UnsafeMutablePointer<GtkWidget>?
        /// The selected rows, a list the caller frees.
        let selected: () -> UnsafeMutablePointer<GList>?
        /// Selects a row (alone, when the container selects one at a time).
        let select: (Row) -> Void
        /// Deselects every row.
        let unselectAll: () -> Void
        /// Whether the user selects any number of rows.
        let selectsMultiple: () -> Bool
        /// The signal the container emits after each change to the selection.
        let selectionChangedSignal: String
    }

    private unowned let owner: Widget
    private let container: Container
    /// Ends the use of a bound row's cell (`cellDidEndUse`).
    private let endUse: @MainActor (ListCell) -> Void
    /// The user's changes to the selection, row by row.
    private var selection: RowSelection!
    /// The cells of the rows `rx.items` made, in order.
    private var boundCells: [ListCell] = []
    /// The cells of the rows replaced by the last reload, handed out again by `dequeueCell()`.
    private var reusableCells: [ListCell] = []

    /// The rows of `owner`, which GTK's `container` functions reach; the user's changes to the
    /// selection are reported to `userRows`.
    init<Owner: Widget & ReactiveListView>(of owner: Owner, container: Container, userRows: UserRowEvents) where Owner.Cell == ListCell {
        self.owner = owner
        self.container = container
        endUse = { [unowned owner] cell in owner.cellDidEndUse(cell) }
        selection = RowSelection(
            emitter: owner.pointer,
            signal: container.selectionChangedSignal,
            selectedRows: { [weak self] in self?.selectedRows ?? [] },
            isProgrammatic: { [weak owner] in owner?.isPerformingProgrammaticChange ?? true },
            report: { deselected, selected in userRows.report(deselected: deselected, selected: selected) }
        )
    }

    /// The signal the container emits after each change to the selection.
    var selectionChangedSignal: String {
        container.selectionChangedSignal
    }

    /// Adds `widget` after the other rows, as the program.
    func append(_ widget: Widget) {
        owner.performProgrammaticChange { container.append(widget.widgetPointer) }
        selection.noteProgramChange()
    }

    /// Adds `widget` so that it is row number `index`, as the program.
    func insert(_ widget: Widget, at index: Int) {
        owner.performProgrammaticChange { container.insert(widget.widgetPointer, Int32(index)) }
        selection.noteProgramChange()
    }

    /// Removes the row showing `widget`, as the program.
    func remove(_ widget: Widget) {
        guard let row = self.row(containing: widget) else { return }
        owner.performProgrammaticChange { container.remove(row) }
        selection.noteProgramChange()
    }

    /// How many rows there are.
    var count: Int {
        var count = 0
        while container.row(Int32(count)) != nil {
            count += 1
        }
        return count
    }

    /// The widget row `index` shows, if its wrapper lives.
    func widget(at index: Int) -> Widget? {
        guard let row = container.row(Int32(index)) else { return nil }
        return Widget.wrapper(of: container.child(row))
    }

    /// The number of the row that the first of a signal's `values` names ("row-activated",
    /// "child-activated").
    func index(ofRowIn values: [SignalValue]) -> Int? {
        guard case .object(let row?)? = values.first else { return nil }
        return Int(container.index(row.assumingMemoryBound(to: GtkWidget.self)))
    }

    /// The selected rows. Setting them selects exactly these rows as the program.
    var selectedRows: Set<Int> {
        get {
            var rows: Set<Int> = []
            let list = container.selected()
            var node = list
            while let current = node {
                rows.insert(Int(container.index(current.pointee.data.assumingMemoryBound(to: GtkWidget.self))))
                node = current.pointee.next
            }
            g_list_free(list)
            return rows
        }
        set { owner.performProgrammaticChange { selectOnly(newValue) } }
    }

    /// Acts as the user selecting exactly `rows`, if the user could (`isUsableByUser`).
    func select(rows: Set<Int>) {
        owner.actAsUser { selectOnly(rows) }
    }

    /// Acts as the user activating row `index`, if the user could: the row emits "activate".
    func activate(row index: Int) {
        owner.actAsUser {
            guard let row = container.row(Int32(index)) else { return }
            rxgtk_signal_emit_by_name(UnsafeMutableRawPointer(row), "activate")
        }
    }

    /// Selects exactly `rows`, in one change of the selection as GTK reports them.
    private func selectOnly(_ rows: Set<Int>) {
        let wanted = rows.sorted().compactMap { container.row(Int32($0)) }
        if wanted.count == 1, !container.selectsMultiple() {
            container.select(wanted[0])
            return
        }
        container.unselectAll()
        wanted.forEach(container.select)
    }

    /// The row that shows `widget`: the widget itself, or the one of its ancestors that is a
    /// child of the container.
    private func row(containing widget: Widget) -> Row? {
        var current: Row? = widget.widgetPointer
        while let candidate = current, gtk_widget_get_parent(candidate) != owner.widgetPointer {
            current = gtk_widget_get_parent(candidate)
        }
        return current
    }

    /// A cell for the row the cell factory of `rx.items` is making: one of a row the last
    /// update replaced (filled as the factory left it), or a new, empty one.
    func dequeueCell() -> ListCell {
        reusableCells.popLast() ?? ListCell()
    }

    /// Replaces the rows `rx.items` made with `count` rows whose cells `cellForRow` makes, all
    /// at once; the previous cells end their use (their dispose bags are emptied) and may be
    /// dequeued for the new rows.
    func replaceBoundRows(count: Int, cellForRow: @MainActor (Int) -> ListCell) {
        let previous = boundCells
        owner.performProgrammaticChange {
            for cell in previous {
                if let row = gtk_widget_get_parent(cell.widgetPointer) {
                    container.remove(row)
                }
            }
        }
        previous.forEach(endUse)
        reusableCells = previous.reversed()
        boundCells = (0..<count).map(cellForRow)
        owner.performProgrammaticChange {
            for cell in boundCells {
                container.append(cell.widgetPointer)
            }
        }
        reusableCells = []
        selection.noteProgramChange()
    }

    /// Replaces the rows `rx.items` made as `replaceBoundRows(count:cellForRow:)` does, then
    /// selects again the rows selected before that `changes` kept or moved, as the program.
    func replaceBoundRows(applying changes: ListChangeset, cellForRow: @MainActor (Int) -> ListCell) {
        let kept = Set(selectedRows.compactMap(changes.newRow(forOldRow:)))
        replaceBoundRows(count: changes.newCount, cellForRow: cellForRow)
        owner.performProgrammaticChange { selectOnly(kept) }
        selection.noteProgramChange()
    }
}
#endif
