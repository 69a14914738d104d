#if GTK
import CGtk
import RxCocoa

/// What a list tells its delegate: the user selected, deselected, activated, deleted or moved
/// a row, and a cell is about to be shown. `rx.itemSelected`, `rx.itemDeselected`,
/// `rx.itemActivated`, `rx.itemDeleted`, `rx.itemMoved` and `rx.willDisplayCell` observe these
/// calls through the list's delegate proxy (`ListViewDelegateProxy`), which forwards them to a
/// delegate the program set.
public protocol ListViewDelegate: AnyObject {
    /// The user selected `row`.
    func listView(_ listView: ListView, didSelectRowAt row: Int)
    /// The user deselected `row`: unselected it, or, in a list of `.single` selection, selected
    /// another row (told before that row's selection). Does nothing by default.
    func listView(_ listView: ListView, didDeselectRowAt row: Int)
    /// The user activated `row` (a double click, or Enter).
    func listView(_ listView: ListView, didActivateRowAt row: Int)
    /// The cell factory made `cell` for `row`, which the list is about to show: a row coming
    /// into view, or a row on screen made again because its element changed. Does nothing by
    /// default.
    func listView(_ listView: ListView, willDisplay cell: ListCell, forRowAt row: Int)
    /// The user deleted `row` (Delete, in a list whose `rowEditing` has `.deleting`); the list
    /// keeps the row until the program removes its element. Does nothing by default.
    func listView(_ listView: ListView, didDeleteRowAt row: Int)
    /// The user moved `sourceRow` so that it is at `destinationRow` once moved (a drop, or
    /// Alt+Up and Alt+Down, in a list whose `rowEditing` has `.moving`); the list keeps its rows
    /// until the program moves the element. Does nothing by default.
    func listView(_ listView: ListView, didMoveRowAt sourceRow: Int, to destinationRow: Int)
}

extension ListViewDelegate {
    /// Does nothing.
    public func listView(_ listView: ListView, didDeselectRowAt row: Int) {}

    /// Does nothing.
    public func listView(_ listView: ListView, willDisplay cell: ListCell, forRowAt row: Int) {}

    /// Does nothing.
    public func listView(_ listView: ListView, didDeleteRowAt row: Int) {}

    /// Does nothing.
    public func listView(_ listView: ListView, didMoveRowAt sourceRow: Int, to destinationRow: Int) {}
}

/// A scrolling list of rows (`GtkListView`) whose rows are cells made by the program, as
/// RxCocoa's item bindings need them: `items.bind(to: list.rx.items) { list, row, element, bag in
/// ... }`. Its rows, selection and cell slots are `CellsView`'s; when GTK stops showing a row in a
/// slot, the dispose bag of that row's use is emptied.
///
/// The identity-aware bindings (`rx.identifiedItems`, `rx.items(id:)`, `rx.items(sections:header:
/// cell:)`) splice the placeholders (`applyChanges`), so rows kept keep their slots, their
/// selection and the scroll position.
@MainActor
public final class ListView: CellsView {
    /// The list's delegate, told of selections and activations; held weakly. Read and written
    /// on the main thread only (it is `nonisolated` for RxCocoa's `HasDelegate`).
    public nonisolated(unsafe) weak var delegate: ListViewDelegate?

    /// Creates an empty list whose user selects one row at a time, or any number with
    /// `.multiple`.
    public init(selectionMode: SelectionMode = .single) {
        super.init(selectionMode: selectionMode) { selection, factory in
            UnsafeMutableRawPointer(gtk_list_view_new(selection, factory)!)
        }
        connectDelegateCalls()
    }

    override func cellEndedUse(_ cell: ListCell) {
        cellDidEndUse(cell)
    }

    /// Tells the delegate.
    override func cellWillDisplay(_ cell: ListCell, row: Int) {
        delegate?.listView(self, willDisplay: cell, forRowAt: row)
    }

    /// Tells the delegate of each row deselected, then of each row selected.
    override func userChangedSelection(deselected: [Int], selected: [Int]) {
        for row in deselected {
            delegate?.listView(self, didDeselectRowAt: row)
        }
        for row in selected {
            delegate?.listView(self, didSelectRowAt: row)
        }
    }

    /// Tells the delegate.
    override func userEditedRows(_ edit: RowEditor.Edit) {
        switch edit {
        case .deleted(let row):
            delegate?.listView(self, didDeleteRowAt: row)
        case .moved(let row, let destination):
            delegate?.listView(self, didMoveRowAt: row, to: destination)
        }
    }

    /// Tells the delegate of each activation, for the list's whole life.
    private func connectDelegateCalls() {
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
#endif
