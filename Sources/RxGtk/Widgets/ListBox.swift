#if GTK
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
    /// The rows, their cells and their selection.
    private(set) var rows: WidgetRows!

    /// Creates an empty list whose user selects one row at a time, or any number with
    /// `.multiple`.
    public init(selectionMode: SelectionMode = .single) {
        super.init(taking: UnsafeMutableRawPointer(gtk_list_box_new()))
        self.selectionMode = selectionMode
        let list = listBoxPointer
        rows = WidgetRows(
            of: self,
            container: WidgetRows.Container(
                append: { gtk_list_box_append(list, $0) },
                insert: { gtk_list_box_insert(list, $0, $1) },
                remove: { gtk_list_box_remove(list, $0) },
                row: { gtk_list_box_get_row_at_index(list, $0).map(ListBox.widget) },
                index: { gtk_list_box_row_get_index(ListBox.row($0)) },
                child: { gtk_list_box_row_get_child(ListBox.row($0)) },
                selected: { gtk_list_box_get_selected_rows(list) },
                select: { gtk_list_box_select_row(list, ListBox.row($0)) },
                unselectAll: { gtk_list_box_unselect_all(list) },
                selectsMultiple: { gtk_list_box_get_selection_mode(list) == GTK_SELECTION_MULTIPLE },
                selectionChangedSignal: "selected-rows-changed"
            ),
            userRows: userRows
        )
    }

    private var listBoxPointer: OpaquePointer {
        OpaquePointer(pointer)
    }

    private static func widget(_ row: UnsafeMutablePointer<GtkListBoxRow>) -> UnsafeMutablePointer<GtkWidget> {
        UnsafeMutableRawPointer(row).assumingMemoryBound(to: GtkWidget.self)
    }

    private static func row(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkListBoxRow> {
        UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkListBoxRow.self)
    }

    /// How many rows the user can select.
    public var selectionMode: SelectionMode {
        get { gtk_list_box_get_selection_mode(listBoxPointer) == GTK_SELECTION_MULTIPLE ? .multiple : .single }
        set { gtk_list_box_set_selection_mode(listBoxPointer, newValue == .multiple ? GTK_SELECTION_MULTIPLE : GTK_SELECTION_SINGLE) }
    }

    /// Adds `row` after the other rows (GTK puts it in a `GtkListBoxRow`). The list keeps it,
    /// and the widget its wrapper.
    public func append(_ row: Widget) {
        rows.append(row)
    }

    /// Adds `row` so that it is row number `index` (after the others if `index` is past them).
    public func insert(_ row: Widget, at index: Int) {
        rows.insert(row, at: index)
    }

    /// Removes `row`, a widget appended or inserted before.
    public func remove(_ row: Widget) {
        rows.remove(row)
    }

    /// How many rows there are.
    public var rowCount: Int {
        rows.count
    }

    /// "selected-rows-changed".
    public var selectionChangedSignal: String {
        rows.selectionChangedSignal
    }

    /// The widget shown in row `index` (the widget appended, or the cell `rx.items` made), if
    /// its wrapper lives.
    public func row(at index: Int) -> Widget? {
        rows.widget(at: index)
    }

    /// The selected row, if any (the first, when several are). Setting it selects the row alone
    /// without reporting a selection by the user (`rx.itemSelected` does not emit);
    /// `select(row:)` acts as the user.
    public var selectedRow: Int? {
        get { selectedRows.min() }
        set { selectedRows = newValue.map { [$0] } ?? [] }
    }

    /// The selected rows. Setting them selects exactly these rows (one at most, unless the list
    /// selects `.multiple` rows) without reporting a selection by the user; `select(rows:)`
    /// acts as the user.
    public var selectedRows: Set<Int> {
        get { rows.selectedRows }
        set { rows.selectedRows = newValue }
    }

    /// Acts as the user selecting `row` (a click on it: in a `.multiple` list, the row alone).
    /// Does nothing if the user could not (`isUsableByUser`).
    public func select(row: Int) {
        rows.select(rows: [row])
    }

    /// Acts as the user selecting exactly `rows` (Ctrl clicks on them, in a `.multiple` list).
    /// Does nothing if the user could not (`isUsableByUser`).
    public func select(rows selected: Set<Int>) {
        rows.select(rows: selected)
    }

    /// Acts as the user activating `row` (a click on it, or Enter): the row emits "activate",
    /// and the list "row-activated". Does nothing if the user could not (`isUsableByUser`).
    public func activateRow(_ row: Int) {
        rows.activate(row: row)
    }

    /// A cell for the row the cell factory of `rx.items` is making: one of a row the last
    /// update replaced (filled as the factory left it), or a new, empty one.
    public func dequeueCell() -> ListCell {
        rows.dequeueCell()
    }
}
#endif
