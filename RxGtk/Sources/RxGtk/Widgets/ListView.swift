import CGtk
import RxCocoa

/// What a list tells its delegate: the user selected or activated a row. `rx.itemSelected` and
/// `rx.itemActivated` observe these calls through the list's delegate proxy
/// (`ListViewDelegateProxy`), which forwards them to a delegate the program set.
public protocol ListViewDelegate: AnyObject {
    /// The user selected `row`.
    func listView(_ listView: ListView, didSelectRowAt row: Int)
    /// The user activated `row` (a double click, or Enter).
    func listView(_ listView: ListView, didActivateRowAt row: Int)
}

/// A scrolling list of rows (`GtkListView`) whose rows are cells made by the program, as
/// RxCocoa's item bindings need them: `items.bind(to: list.rx.items) { list, row, element, bag in
/// ... }`. Underneath, a `GtkStringList` of placeholders counts the rows, a `GtkSingleSelection`
/// selects one of them (a `GtkMultiSelection` any number, with `.multiple`) and a
/// `GtkSignalListItemFactory` asks for the cells: GTK makes a row slot for each row on screen and
/// reuses the slots as rows scroll in and out, and each slot keeps one `ListCell` for its whole
/// life, handed out again by `dequeueCell()`. When GTK stops showing a row in a slot ("unbind"),
/// the dispose bag of that row's use is emptied.
///
/// The identity-aware bindings (`rx.identifiedItems`, `rx.items(id:)`, `rx.items(sections:header:
/// cell:)`) splice the placeholders (`applyChanges`), so rows kept keep their slots, their
/// selection and the scroll position.
@MainActor
public final class ListView: Widget {
    /// How many rows the user can select.
    public enum SelectionMode: Sendable {
        /// One row at a time (a `GtkSingleSelection`).
        case single
        /// Any number of rows, with Ctrl and Shift clicks (a `GtkMultiSelection`).
        case multiple
    }

    /// The rows and their selection.
    private let rows: RowModel
    /// The row slots and their cells.
    private var slots: CellSlots!

    /// The list's delegate, told of selections and activations; held weakly. Read and written
    /// on the main thread only (it is `nonisolated` for RxCocoa's `HasDelegate`).
    public nonisolated(unsafe) weak var delegate: ListViewDelegate?

    /// Creates an empty list whose user selects one row at a time, or any number with
    /// `.multiple`.
    public init(selectionMode: SelectionMode = .single) {
        rows = RowModel(multipleSelection: selectionMode == .multiple)
        let factory = gtk_signal_list_item_factory_new()!
        // The list view takes the selection's reference (the row model keeps its own) and the
        // factory's.
        g_object_ref(UnsafeMutableRawPointer(rows.selection))
        let listView = gtk_list_view_new(rows.selectionModel, factory)!
        super.init(taking: UnsafeMutableRawPointer(listView))
        slots = CellSlots(rows: rows, factory: UnsafeMutableRawPointer(factory)) { [weak self] cell in
            self?.cellDidEndUse(cell)
        }
        connectDelegateCalls()
    }

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

    /// The selected row, if any (the first, when several are). Setting it selects the row alone
    /// without reporting a selection by the user (`rx.itemSelected` does not emit), as UIKit's
    /// `selectRow` does; `select(row:)` acts as the user.
    public var selectedRow: Int? {
        get { rows.selectedRow }
        set { performProgrammaticChange { rows.selectedRow = newValue } }
    }

    /// The selected rows. Setting them selects exactly these rows (one at most, unless the list
    /// selects `.multiple` rows) without reporting a selection by the user; `select(rows:)` acts
    /// as the user.
    public var selectedRows: Set<Int> {
        get { rows.selectedRows }
        set { performProgrammaticChange { rows.selectedRows = newValue } }
    }

    /// Acts as the user selecting `row` (a click on it).
    public func select(row: Int) {
        rows.selectedRow = row
    }

    /// Acts as the user selecting exactly `rows` (Ctrl clicks on them, in a `.multiple` list).
    public func select(rows selected: Set<Int>) {
        rows.selectedRows = selected
    }

    /// Acts as the user activating `row` (a double click, or Enter): emits "activate".
    public func activateRow(_ row: Int) {
        rxgtk_list_view_emit_activate(pointer, UInt32(row))
    }

    /// Replaces the rows with `count` rows whose cells `cellForRow` makes as GTK shows them.
    public func setRows(count: Int, cellForRow: @escaping @MainActor (Int) -> ListCell) {
        performProgrammaticChange {
            slots.reload(count: count, cellForRow: cellForRow)
        }
    }

    /// Applies `changes` to the rows: splices the rows, so rows kept keep their slots, selection
    /// and scroll position, and makes again the cells of the updated rows on screen. What GTK
    /// reports meanwhile (a selected row moved by an insertion above it) is not the user's.
    public func applyRowChanges(_ changes: ListChangeset, cellForRow: @escaping @MainActor (Int) -> ListCell) {
        performProgrammaticChange {
            slots.apply(changes, cellForRow: cellForRow)
        }
    }

    /// Marks the rows that are section headers, which the user cannot select or activate.
    public func setHeaderRows(_ isHeaderRow: (@MainActor (Int) -> Bool)?) {
        slots.isHeaderRow = isHeaderRow
    }

    /// Every cell the row slots keep, shown or waiting to be reused.
    public var allCells: [ListCell] {
        slots.allCells
    }

    /// The cells of the rows on screen, by row (for tests and for finding a row's controls).
    public var visibleCells: [Int: ListCell] {
        slots.visibleCells
    }

    /// Tells the delegate of each selection and activation, for the list's whole life.
    private func connectDelegateCalls() {
        _ = connectSignal("notify::selected", of: UnsafeMutableRawPointer(rows.selection), shape: .pointer) { [weak self] _ in
            guard let self, !self.isPerformingProgrammaticChange, let row = self.selectedRow else { return }
            self.delegate?.listView(self, didSelectRowAt: row)
        }
        _ = connectSignal("activate", of: pointer, shape: .position) { [weak self] argument in
            guard let self, case .position(let row) = argument else { return }
            self.delegate?.listView(self, didActivateRowAt: Int(row))
        }
    }
}

/// The cell of a list row: a horizontal box that a cell factory fills once (its widgets stay
/// when the cell is reused for another row) and updates for each row.
@MainActor
public final class ListCell: Widget {
    /// The widgets the cell shows, in order.
    public private(set) var contents: [Widget] = []

    /// Creates an empty cell.
    public init() {
        super.init(taking: UnsafeMutableRawPointer(gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8)))
        setMargins(4)
    }

    /// Whether the factory filled the cell already.
    public var isEmpty: Bool {
        contents.isEmpty
    }

    /// Shows `widgets` in the cell, replacing what it showed.
    public func setContents(_ widgets: [Widget]) {
        let box = pointer.assumingMemoryBound(to: GtkBox.self)
        for widget in contents {
            gtk_box_remove(box, widget.widgetPointer)
        }
        contents = widgets
        for widget in widgets {
            gtk_box_append(box, widget.widgetPointer)
        }
    }

    /// The text of a plain text row, as UIKit's `textLabel`: setting it makes the cell show one
    /// label (made on the first set and reused after) with the text.
    public var text: String? {
        get { contents.count == 1 ? content(Label.self)?.text : nil }
        set {
            if contents.count != 1 || content(Label.self) == nil {
                setContents([Label()])
            }
            content(Label.self)?.text = newValue ?? ""
        }
    }

    /// The first widget of type `Kind` the cell shows.
    public func content<Kind: Widget>(_ kind: Kind.Type, at index: Int = 0) -> Kind? {
        contents.compactMap { $0 as? Kind }.dropFirst(index).first
    }
}
