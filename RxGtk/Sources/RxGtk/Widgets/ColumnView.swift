import CGtk
import RxCocoa
import RxSwift

/// A widget that shows one element per row: what `rx.items`, `rx.itemSelected`,
/// `rx.itemDeselected`, `rx.modelSelected` and `rx.modelDeselected` of a `ColumnView` need.
@MainActor
public protocol ElementRows: Widget {
    /// The type of the elements shown.
    associatedtype Element
    /// The elements shown, by row.
    var elements: [Element] { get }
    /// The selected row, if any.
    var selectedRow: Int? { get }
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
/// and activates rows, and deletes and moves them as `rowEditing` allows.
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
    /// The rows the user selects and deselects, as `selection` reports them.
    private nonisolated let userSelections = UserRowSelections()
    /// The user's deletions and moves of rows.
    private var editor: RowEditor!
    /// The rows the user deletes and moves, as `editor` reports them.
    private nonisolated let userEdits = UserRowEdits()
    /// The columns, in order.
    public let columns: [Column]
    /// The elements shown, by row.
    public private(set) var elements: [Element] = []
    /// The label each cell slot keeps, by its `GtkListItem`, with its column and the item (the
    /// row's placeholder object) whose text it shows.
    private var labelsBySlot: [UnsafeMutableRawPointer: (column: Int, label: Label, item: UnsafeMutableRawPointer?)] = [:]
    /// The slots GTK unbound and has not bound again. A slot still unbound when an update ends
    /// forgets its item, which the update may have removed (a new item could take its address).
    private var unboundSlots: Set<UnsafeMutableRawPointer> = []

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
            connectCellSignals(of: UnsafeMutableRawPointer(factory), column: index)
            let gtkColumn = gtk_column_view_column_new(column.title, factory)
            gtk_column_view_column_set_expand(gtkColumn, 1)
            gtk_column_view_append_column(OpaquePointer(pointer), gtkColumn)
            g_object_unref(UnsafeMutableRawPointer(gtkColumn))
        }
        selection = RowSelection(
            rows: rows,
            isProgrammatic: { [weak self] in self?.isPerformingProgrammaticChange ?? true },
            report: { [userSelections] deselected, selected in
                userSelections.report(deselected: deselected, selected: selected)
            }
        )
        editor = RowEditor(
            view: widgetPointer,
            rows: rows,
            axis: .vertical,
            rowWidgets: { [weak self] in
                // A label is the child of the widget GTK makes for its row's cell in a column.
                guard let self else { return [] }
                return self.labelsBySlot.compactMap { slot, cell in
                    let position = gtk_list_item_get_position(OpaquePointer(slot))
                    guard position != GTK_INVALID_LIST_POSITION, let widget = gtk_widget_get_parent(cell.label.widgetPointer) else { return nil }
                    return (Int(position), widget)
                }
            },
            isHeaderRow: { _ in false },
            report: { [userEdits] edit in userEdits.report(edit) }
        )
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
            rows.replaceRows(count: elements.count)
        }
        forgetItemsOfUnboundSlots()
        selection.noteProgramChange()
    }

    /// Shows `elements`, one per row, applying `changes` from the elements shown: the rows are
    /// spliced, so rows kept keep their selection and scroll position and only the texts of the
    /// inserted and updated rows are made again. What GTK reports meanwhile (a selected row moved
    /// by an insertion above it) is not the user's.
    public func setElements(_ elements: [Element], changes: ListChangeset) {
        self.elements = elements
        guard !changes.isEmpty else { return }
        performProgrammaticChange {
            rows.apply(changes)
            var updatedRowsByItem: [UnsafeMutableRawPointer: Int] = [:]
            for row in changes.updatedRows {
                if let item = rows.item(at: row) {
                    updatedRowsByItem[item] = row
                }
            }
            for cell in labelsBySlot.values {
                if let item = cell.item, let row = updatedRowsByItem[item] {
                    cell.label.text = columns[cell.column].text(elements[row])
                }
            }
        }
        forgetItemsOfUnboundSlots()
        selection.noteProgramChange()
    }

    /// The rows the user selects.
    public nonisolated var rowSelected: ControlEvent<Int> {
        userSelections.selected(until: rx.deallocated)
    }

    /// The rows the user deselects.
    public nonisolated var rowDeselected: ControlEvent<Int> {
        userSelections.deselected(until: rx.deallocated)
    }

    /// The rows the user deletes (`rowEditing`'s `.deleting`): each selected row when Delete is
    /// pressed, highest first.
    public nonisolated var rowDeleted: ControlEvent<Int> {
        userEdits.deleted(until: rx.deallocated)
    }

    /// The rows the user moves (`rowEditing`'s `.moving`), each with its row once moved.
    public nonisolated var rowMoved: ControlEvent<ItemMovedEvent> {
        userEdits.moved(until: rx.deallocated)
    }

    /// What the user may do to the rows besides selecting them, as a `ListView`'s
    /// `rowEditing` says; nothing by default.
    public var rowEditing: RowEditing {
        get { editor.options }
        set { editor.options = newValue }
    }

    /// Acts as the user pressing Delete with `rows` selected, as a `ListView`'s
    /// `deleteRows(_:)` does.
    public func deleteRows(_ rows: Set<Int>) {
        editor.deleteRows(rows)
    }

    /// Acts as the user moving `row` to `destination`, as a `ListView`'s `moveRow(_:to:)` does.
    public func moveRow(_ row: Int, to destination: Int) {
        editor.moveRow(row, to: destination)
    }

    /// The selected row, if any. Setting it selects the row without reporting a selection by
    /// the user (`rx.itemSelected` does not emit), as UIKit's `selectRow` does; `select(row:)`
    /// acts as the user.
    public var selectedRow: Int? {
        get { rows.selectedRow }
        set { performProgrammaticChange { rows.selectedRow = newValue } }
    }

    /// Acts as the user selecting `row` (a click on it).
    public func select(row: Int) {
        rows.selectedRow = row
    }

    /// The selected rows. Setting them selects exactly these rows (one at most, unless the table
    /// selects `.multiple` rows) without reporting a selection by the user; `select(rows:)` acts
    /// as the user.
    public var selectedRows: Set<Int> {
        get { rows.selectedRows }
        set { performProgrammaticChange { rows.selectedRows = newValue } }
    }

    /// Acts as the user selecting exactly `rows` (Ctrl clicks on them, in a `.multiple` table).
    public func select(rows selected: Set<Int>) {
        rows.selectedRows = selected
    }

    /// Acts as the user activating `row` (a double click, or Enter): emits "activate".
    public func activateRow(_ row: Int) {
        rxgtk_list_view_emit_activate(pointer, UInt32(row))
    }

    /// The texts shown on screen, by row and then by column.
    public var visibleTexts: [Int: [Int: String]] {
        var texts: [Int: [Int: String]] = [:]
        for (slot, cell) in labelsBySlot {
            let position = gtk_list_item_get_position(OpaquePointer(slot))
            if position != GTK_INVALID_LIST_POSITION {
                texts[Int(position), default: [:]][cell.column] = cell.label.text
            }
        }
        return texts
    }

    /// Forgets the items of the slots GTK left unbound.
    private func forgetItemsOfUnboundSlots() {
        for slot in unboundSlots {
            labelsBySlot[slot]?.item = nil
        }
        unboundSlots = []
    }

    private func connectCellSignals(of factory: UnsafeMutableRawPointer, column: Int) {
        _ = connectSignal("setup", of: factory, shape: .pointer) { [weak self] argument in
            guard let self, case .pointer(let slot?) = argument else { return }
            let label = Label()
            self.labelsBySlot[slot] = (column, label, nil)
            gtk_list_item_set_child(OpaquePointer(slot), label.widgetPointer)
        }
        _ = connectSignal("bind", of: factory, shape: .pointer) { [weak self] argument in
            guard let self, case .pointer(let slot?) = argument, let cell = self.labelsBySlot[slot] else { return }
            self.unboundSlots.remove(slot)
            // GTK 4.8 binds a slot again to the same item when its row moves or is selected: the
            // text shown is still the row's.
            let item = gtk_list_item_get_item(OpaquePointer(slot))
            guard item == nil || item != cell.item else { return }
            let row = Int(gtk_list_item_get_position(OpaquePointer(slot)))
            guard row < self.elements.count else { return }
            self.labelsBySlot[slot]?.item = item
            cell.label.text = self.columns[cell.column].text(self.elements[row])
        }
        _ = connectSignal("unbind", of: factory, shape: .pointer) { [weak self] argument in
            guard let self, case .pointer(let slot?) = argument else { return }
            self.unboundSlots.insert(slot)
        }
        _ = connectSignal("teardown", of: factory, shape: .pointer) { [weak self] argument in
            guard let self, case .pointer(let slot?) = argument else { return }
            self.unboundSlots.remove(slot)
            self.labelsBySlot[slot] = nil
        }
    }
}
