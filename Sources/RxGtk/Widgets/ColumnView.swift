#if GTK
import CGtk
import RxCocoa
import RxSwift

/// A widget that shows one element per row: what `rx.items`, `rx.itemSelected`,
/// `rx.itemDeselected`, `rx.modelSelected` and `rx.modelDeselected` of a `ColumnView` need.
@MainActor
public protocol ElementRows: SelectableRows {
    /// The type of the elements shown.
    associatedtype Element
    /// The elements shown, by row.
    var elements: [Element] { get }
    /// The selected rows.
    var selectedRows: Set<Int> { get }
    /// Shows `elements`, one per row.
    func setElements(_ elements: [Element])
    /// Shows `elements`, one per row, applying `changes` from the elements shown: rows kept keep
    /// their places and selection.
    func setElements(_ elements: [Element], changes: ListChangeset)
    /// The rows the user selects: each row a change to the selection adds.
    nonisolated var rowSelected: ControlEvent<Int> { get }
    /// The rows the user deselects: each row a change to the selection removes (in a table of
    /// `.single` selection, the row selected before the user selected another).
    nonisolated var rowDeselected: ControlEvent<Int> { get }
    /// The rows the user deletes (with `RowEditing.deleting`): each selected row when Delete is
    /// pressed, highest first.
    nonisolated var rowDeleted: ControlEvent<Int> { get }
    /// The rows the user moves (with `RowEditing.moving`), each with its row once moved.
    nonisolated var rowMoved: ControlEvent<ItemMovedEvent> { get }
}

/// A table of rows and titled columns of text (`GtkColumnView`): each column shows one text of
/// every row's element. Rows are bound with `rx.items`, which replaces them all, or with
/// `rx.items(id:)` and `rx.identifiedItems`, which splice them so that rows kept keep their
/// selection and the scroll position; the user selects a row, or any number with `.multiple`,
/// and activates rows, and deletes and moves them as `rowEditing` allows. Each column keeps its
/// row slots in a `CellSlots`, as a `ListView` does, all over the same rows: the cell of a row in
/// a column is a `ListCell` showing one `Label`, animated as `rowAnimation` says.
@MainActor
public final class ColumnView<Element>: Widget, ElementRows {
    /// How many rows the user can select, as in a `ListView`.
    public typealias SelectionMode = CellsView.SelectionMode

    /// A column: its title, and the text it shows for an element.
    public struct Column {
        /// The column's title.
        public let title: String
        /// The text the column shows for an element.
        public let text: (Element) -> String

        /// A column titled `title` showing `text` of each element.
        public init(_ title: String, text: @escaping (Element) -> String) {
            self.title = title
            self.text = text
        }
    }

    /// The rows and their selection.
    private let rows: RowModel
    /// The user's changes to the selection, row by row.
    private var selection: RowSelection!
    /// The rows the user selects, deselects, deletes and moves, as `selection` and `editor`
    /// report them.
    private nonisolated let userRows = UserRowEvents()
    /// The user's deletions and moves of rows.
    private var editor: RowEditor!
    /// Keeps the table from scrolling while it has no rows.
    private var emptyRowsScrollGuard: EmptyRowsScrollGuard!
    /// The columns, in order.
    public let columns: [Column]
    /// The elements shown, by row.
    public private(set) var elements: [Element] = []
    /// The slots and their cells of each column, in the columns' order.
    private var columnSlots: [CellSlots] = []

    /// Creates an empty table with `columns`, whose user selects one row at a time, or any
    /// number with `.multiple`.
    public init(columns: [Column], selectionMode: SelectionMode = .single) {
        self.columns = columns
        rows = RowModel(multipleSelection: selectionMode == .multiple)
        // The column view takes the selection's reference; the row model keeps its own.
        g_object_ref(UnsafeMutableRawPointer(rows.selection))
        super.init(taking: UnsafeMutableRawPointer(gtk_column_view_new(rows.selectionModel)!))
        for (index, column) in columns.enumerated() {
            let factory = gtk_signal_list_item_factory_new()!
            let slots = CellSlots(rows: rows, factory: UnsafeMutableRawPointer(factory), endUse: { _ in }, willDisplay: { _, _ in })
            slots.cellForRow = { [weak self] row in
                self?.cell(ofColumn: index, row: row) ?? ListCell()
            }
            columnSlots.append(slots)
            let gtkColumn = gtk_column_view_column_new(column.title, factory)
            gtk_column_view_column_set_expand(gtkColumn, 1)
            gtk_column_view_append_column(OpaquePointer(pointer), gtkColumn)
            g_object_unref(UnsafeMutableRawPointer(gtkColumn))
        }
        selection = RowSelection(
            rows: rows,
            isProgrammatic: { [weak self] in self?.isPerformingProgrammaticChange ?? true },
            report: { [userRows] deselected, selected in
                userRows.report(deselected: deselected, selected: selected)
            }
        )
        editor = RowEditor(
            view: widgetPointer,
            rows: rows,
            axis: .vertical,
            rowWidgets: { [weak self] in self?.columnSlots.flatMap(\.rowWidgets) ?? [] },
            isHeaderRow: { _ in false },
            report: { [userRows] edit in userRows.report(edit) }
        )
        emptyRowsScrollGuard = EmptyRowsScrollGuard(view: widgetPointer, rows: rows)
    }

    /// How many rows the user can select.
    public var selectionMode: SelectionMode {
        rows.selectsMultipleRows ? .multiple : .single
    }

    /// The selection model emits "notify::selected" and "selection-changed"; the view emits
    /// the rest.
    public override func signalInstance(for signal: String) -> UnsafeMutableRawPointer {
        signal == "notify::selected" || signal == "selection-changed" ? UnsafeMutableRawPointer(rows.selection) : pointer
    }

    /// Shows `elements`, one per row. The rows are all replaced, and the selection with them,
    /// which is not the user's deselection.
    public func setElements(_ elements: [Element]) {
        self.elements = elements
        performProgrammaticChange {
            CellSlots.reload(count: elements.count, of: rows, shownBy: columnSlots)
        }
        selection.noteProgramChange()
    }

    /// Shows `elements`, one per row, applying `changes` from the elements shown: the rows are
    /// spliced, so rows kept keep their selection and scroll position and only the texts of the
    /// inserted and updated rows are made again, animated as `rowAnimation` says. What GTK
    /// reports meanwhile (a selected row moved by an insertion above it) is not the user's.
    public func setElements(_ elements: [Element], changes: ListChangeset) {
        self.elements = elements
        guard !changes.isEmpty else { return }
        performProgrammaticChange {
            CellSlots.apply(changes, leavingRows: [], to: rows, shownBy: columnSlots)
        }
        selection.noteProgramChange()
    }

    /// How the identity-aware bindings' updates are animated (`rx.items(id:)`,
    /// `rx.identifiedItems`), as a `ListView`'s `rowAnimation` says, on every cell of the row:
    /// inserted rows fade or slide in and updated rows flash. Deleted rows go at once (the
    /// animation's `delete` is not used). `.none`, the default, animates nothing.
    public var rowAnimation: ListRowAnimation = .none {
        didSet {
            for slots in columnSlots {
                slots.setAnimation(rowAnimation)
            }
        }
    }

    /// The rows the user selects.
    public nonisolated var rowSelected: ControlEvent<Int> {
        userRows.selected(until: rx.deallocated)
    }

    /// The rows the user deselects.
    public nonisolated var rowDeselected: ControlEvent<Int> {
        userRows.deselected(until: rx.deallocated)
    }

    /// The rows the user deletes (`rowEditing`'s `.deleting`): each selected row when Delete is
    /// pressed, highest first.
    public nonisolated var rowDeleted: ControlEvent<Int> {
        userRows.deleted(until: rx.deallocated)
    }

    /// The rows the user moves (`rowEditing`'s `.moving`), each with its row once moved.
    public nonisolated var rowMoved: ControlEvent<ItemMovedEvent> {
        userRows.moved(until: rx.deallocated)
    }

    /// What the user may do to the rows besides selecting them, as a `ListView`'s
    /// `rowEditing` says; nothing by default.
    public var rowEditing: RowEditing {
        get { editor.options }
        set { editor.options = newValue }
    }

    /// Acts as the user pressing Delete with `rows` selected, as a `ListView`'s
    /// `deleteRows(_:)` does. Does nothing if the user could not (`isUsableByUser`).
    public func deleteRows(_ rows: Set<Int>) {
        actAsUser { editor.deleteRows(rows) }
    }

    /// Acts as the user moving `row` to `destination`, as a `ListView`'s `moveRow(_:to:)` does.
    /// Does nothing if the user could not (`isUsableByUser`).
    public func moveRow(_ row: Int, to destination: Int) {
        actAsUser { editor.moveRow(row, to: destination) }
    }

    /// The selected row, if any. Setting it selects the row without reporting a selection by
    /// the user (`rx.itemSelected` does not emit), as UIKit's `selectRow` does; `select(row:)`
    /// acts as the user.
    public var selectedRow: Int? {
        get { rows.selectedRow }
        set { performProgrammaticChange { rows.selectedRow = newValue } }
    }

    /// Acts as the user selecting `row` (a click on it). Does nothing if the user could not
    /// (`isUsableByUser`).
    public func select(row: Int) {
        actAsUser { rows.selectedRow = row }
    }

    /// How many rows are shown.
    public var rowCount: Int {
        elements.count
    }

    /// The selection model's "selection-changed".
    public var selectionChangedSignal: String {
        "selection-changed"
    }

    /// The selected rows. Setting them selects exactly these rows (one at most, unless the table
    /// selects `.multiple` rows) without reporting a selection by the user; `select(rows:)` acts
    /// as the user.
    public var selectedRows: Set<Int> {
        get { rows.selectedRows }
        set { performProgrammaticChange { rows.selectedRows = newValue } }
    }

    /// Acts as the user selecting exactly `rows` (Ctrl clicks on them, in a `.multiple` table).
    /// Does nothing if the user could not (`isUsableByUser`).
    public func select(rows selected: Set<Int>) {
        actAsUser { rows.selectedRows = selected }
    }

    /// Acts as the user activating `row` (a double click, or Enter): emits "activate". Does
    /// nothing if the user could not (`isUsableByUser`).
    public func activateRow(_ row: Int) {
        actAsUser { rxgtk_list_view_emit_activate(pointer, UInt32(row)) }
    }

    /// The texts shown on screen, by row and then by column.
    public var visibleTexts: [Int: [Int: String]] {
        var texts: [Int: [Int: String]] = [:]
        for (column, slots) in columnSlots.enumerated() {
            for (row, cell) in slots.visibleCells {
                if let text = cell.text {
                    texts[row, default: [:]][column] = text
                }
            }
        }
        return texts
    }

    /// The cell of `column` kept by the slot being bound, showing that column's text of the
    /// element of `row`.
    private func cell(ofColumn column: Int, row: Int) -> ListCell {
        let cell = columnSlots[column].dequeueCell()
        if cell.isEmpty {
            // A table's cell shows its label without the margins of a list row's cell.
            cell.setMargins(0)
        }
        if row < elements.count {
            cell.text = columns[column].text(elements[row])
        }
        return cell
    }
}
#endif
