#if GTK
import CGtk
import RxCocoa
import RxSwift

/// Children that flow in lines (`GtkFlowBox`): left to right, then onto the next line when the
/// box is too narrow, as tiles or tags do; each child is made and kept, so it suits a few dozen
/// children (many are a `GridView`'s, which makes only the cells it shows). The program appends
/// children, or binds elements with RxCocoa's `rx.items` (its cells are `ListCell`s), not both:
/// the item bindings number the children they made from the first. Children are numbered in
/// order, line after line, as rows are in a `ListBox`.
@MainActor
public final class FlowBox: Widget, SelectableRows {
    /// How many children the user can select (`.single`: GTK's `GTK_SELECTION_SINGLE`;
    /// `.multiple`: `GTK_SELECTION_MULTIPLE`, with Ctrl clicks).
    public typealias SelectionMode = CellsView.SelectionMode

    /// The children the user selects and deselects, as the box's `RowSelection` reports them.
    nonisolated let userRows = UserRowEvents()
    /// The children, their cells and their selection.
    private(set) var rows: WidgetRows!

    /// Creates an empty box whose user selects one child at a time, or any number with
    /// `.multiple`.
    public init(selectionMode: SelectionMode = .single) {
        super.init(taking: UnsafeMutableRawPointer(gtk_flow_box_new()))
        self.selectionMode = selectionMode
        let box = flowBoxPointer
        rows = WidgetRows(
            of: self,
            container: WidgetRows.Container(
                append: { gtk_flow_box_append(box, $0) },
                insert: { gtk_flow_box_insert(box, $0, $1) },
                remove: { gtk_flow_box_remove(box, $0) },
                row: { gtk_flow_box_get_child_at_index(box, $0).map(FlowBox.widget) },
                index: { gtk_flow_box_child_get_index(FlowBox.child($0)) },
                child: { gtk_flow_box_child_get_child(FlowBox.child($0)) },
                selected: { gtk_flow_box_get_selected_children(box) },
                select: { gtk_flow_box_select_child(box, FlowBox.child($0)) },
                unselectAll: { gtk_flow_box_unselect_all(box) },
                selectsMultiple: { gtk_flow_box_get_selection_mode(box) == GTK_SELECTION_MULTIPLE },
                selectionChangedSignal: "selected-children-changed"
            ),
            userRows: userRows
        )
    }

    private var flowBoxPointer: OpaquePointer {
        OpaquePointer(pointer)
    }

    private static func widget(_ child: UnsafeMutablePointer<GtkFlowBoxChild>) -> UnsafeMutablePointer<GtkWidget> {
        UnsafeMutableRawPointer(child).assumingMemoryBound(to: GtkWidget.self)
    }

    private static func child(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkFlowBoxChild> {
        UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkFlowBoxChild.self)
    }

    /// How many children the user can select.
    public var selectionMode: SelectionMode {
        get { gtk_flow_box_get_selection_mode(flowBoxPointer) == GTK_SELECTION_MULTIPLE ? .multiple : .single }
        set { gtk_flow_box_set_selection_mode(flowBoxPointer, newValue == .multiple ? GTK_SELECTION_MULTIPLE : GTK_SELECTION_SINGLE) }
    }

    /// The most children a line holds, however wide the box is (GTK's default: 7).
    public var maxChildrenPerLine: Int {
        get { Int(gtk_flow_box_get_max_children_per_line(flowBoxPointer)) }
        set { gtk_flow_box_set_max_children_per_line(flowBoxPointer, guint(newValue)) }
    }

    /// The fewest children a line holds, however narrow the box is (GTK's default: 0).
    public var minChildrenPerLine: Int {
        get { Int(gtk_flow_box_get_min_children_per_line(flowBoxPointer)) }
        set { gtk_flow_box_set_min_children_per_line(flowBoxPointer, guint(newValue)) }
    }

    /// Adds `child` after the other children (GTK puts it in a `GtkFlowBoxChild`). The box
    /// keeps it, and the widget its wrapper.
    public func append(_ child: Widget) {
        rows.append(child)
    }

    /// Adds `child` so that it is child number `index` (after the others if `index` is past
    /// them).
    public func insert(_ child: Widget, at index: Int) {
        rows.insert(child, at: index)
    }

    /// Removes `child`, a widget appended or inserted before.
    public func remove(_ child: Widget) {
        rows.remove(child)
    }

    /// How many children there are.
    public var rowCount: Int {
        rows.count
    }

    /// "selected-children-changed".
    public var selectionChangedSignal: String {
        rows.selectionChangedSignal
    }

    /// The widget shown as child `index` (the widget appended, or the cell `rx.items` made), if
    /// its wrapper lives.
    public func child(at index: Int) -> Widget? {
        rows.widget(at: index)
    }

    /// The selected child, if any (the first, when several are). Setting it selects the child
    /// alone without reporting a selection by the user (`rx.itemSelected` does not emit);
    /// `select(child:)` acts as the user.
    public var selectedRow: Int? {
        get { selectedRows.min() }
        set { selectedRows = newValue.map { [$0] } ?? [] }
    }

    /// The selected children. Setting them selects exactly these children (one at most, unless
    /// the box selects `.multiple` children) without reporting a selection by the user;
    /// `select(children:)` acts as the user.
    public var selectedRows: Set<Int> {
        get { rows.selectedRows }
        set { rows.selectedRows = newValue }
    }

    /// Acts as the user selecting child `index` (a click on it: in a `.multiple` box, the child
    /// alone). Does nothing if the user could not (`isUsableByUser`).
    public func select(child index: Int) {
        rows.select(rows: [index])
    }

    /// Acts as the user selecting exactly `children` (Ctrl clicks on them, in a `.multiple`
    /// box). Does nothing if the user could not (`isUsableByUser`).
    public func select(children: Set<Int>) {
        rows.select(rows: children)
    }

    /// Acts as the user activating child `index` (a click on it, or Enter): GTK selects the
    /// child and the box emits "child-activated". Does nothing if the user could not
    /// (`isUsableByUser`).
    public func activate(child index: Int) {
        rows.activate(row: index)
    }

    /// A cell for the child the cell factory of `rx.items` is making: one of a child the last
    /// update replaced (filled as the factory left it), or a new, empty one.
    public func dequeueCell() -> ListCell {
        rows.dequeueCell()
    }
}
#endif
