import CGtk

/// A widget that shows one element per row: what `rx.items`, `rx.itemSelected` and
/// `rx.modelSelected` of a `ColumnView` need.
@MainActor
public protocol ElementRows: Widget {
    /// The type of the elements shown.
    associatedtype Element
    /// The elements shown, by row.
    var elements: [Element] { get }
    /// The selected row, if any.
    var selectedRow: Int? { get }
    /// Shows `elements`, one per row.
    func setElements(_ elements: [Element])
}

/// A table of rows and titled columns of text (`GtkColumnView`): each column shows one text of
/// every row's element. Rows are bound with `rx.items`; the user selects a row.
@MainActor
public final class ColumnView<Element>: Widget, ElementRows {
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
    private let rows = RowModel()
    /// The columns, in order.
    public let columns: [Column]
    /// The elements shown, by row.
    public private(set) var elements: [Element] = []
    /// The label each cell slot keeps, by its `GtkListItem`, with its column.
    private var labelsBySlot: [UnsafeMutableRawPointer: (column: Int, label: Label)] = [:]

    /// Creates an empty table with `columns`.
    public init(columns: [Column]) {
        self.columns = columns
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
    }

    /// The selection model emits "notify::selected"; the view emits the rest.
    public override func signalInstance(for signal: String) -> UnsafeMutableRawPointer {
        signal == "notify::selected" ? UnsafeMutableRawPointer(rows.selection) : pointer
    }

    /// Shows `elements`, one per row.
    public func setElements(_ elements: [Element]) {
        self.elements = elements
        rows.replaceRows(count: elements.count)
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

    private func connectCellSignals(of factory: UnsafeMutableRawPointer, column: Int) {
        _ = connectSignal("setup", of: factory, shape: .pointer) { [weak self] argument in
            guard let self, case .pointer(let slot?) = argument else { return }
            let label = Label()
            self.labelsBySlot[slot] = (column, label)
            gtk_list_item_set_child(OpaquePointer(slot), label.widgetPointer)
        }
        _ = connectSignal("bind", of: factory, shape: .pointer) { [weak self] argument in
            guard let self, case .pointer(let slot?) = argument, let cell = self.labelsBySlot[slot] else { return }
            let row = Int(gtk_list_item_get_position(OpaquePointer(slot)))
            guard row < self.elements.count else { return }
            cell.label.text = self.columns[cell.column].text(self.elements[row])
        }
        _ = connectSignal("teardown", of: factory, shape: .pointer) { [weak self] argument in
            guard let self, case .pointer(let slot?) = argument else { return }
            self.labelsBySlot[slot] = nil
        }
    }
}
