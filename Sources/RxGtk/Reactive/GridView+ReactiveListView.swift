#if GTK
import RxCocoa
import RxSwift

/// A GTK grid is a list for RxCocoa's item bindings: `rx.items`, `rx.identifiedItems`,
/// `rx.itemSelected`, `rx.itemDeselected`, `rx.modelSelected(_:)`, `rx.modelDeselected(_:)` and
/// `rx.model(at:)` work for it, an element's index being its row; with `rowEditing`,
/// `rx.itemDeleted`, `rx.itemMoved` and `rx.modelDeleted(_:)` too.
extension GridView: EditableReactiveListView {
    /// Replaces the cells.
    public func reloadRows(count: Int, cellForRow: @escaping @MainActor (Int) -> ListCell) {
        setRows(count: count, cellForRow: cellForRow)
    }

    /// Splices the cells, keeping the cells kept in place.
    public func applyChanges(_ changes: ListChangeset, cellForRow: @escaping @MainActor (Int) -> ListCell) {
        applyRowChanges(changes, cellForRow: cellForRow)
    }

    /// Splices the cells, keeping the cells `leavingRows` only to be seen leaving
    /// (`applyRowChanges(_:leavingRows:cellForRow:)`).
    public func applyChanges(_ changes: ListChangeset, leavingRows: [Int], cellForRow: @escaping @MainActor (Int) -> ListCell) {
        applyRowChanges(changes, leavingRows: leavingRows, cellForRow: cellForRow)
    }

    /// The cells the user selects: in a grid of `.multiple` selection, each cell a change adds.
    public nonisolated var rowSelected: ControlEvent<Int> {
        userRows.selected(until: rx.deallocated)
    }

    /// The cells the user deselects: each cell a change to the selection removes, including, in
    /// a grid of `.single` selection, the cell selected before the user selected another.
    public nonisolated var rowDeselected: ControlEvent<Int> {
        userRows.deselected(until: rx.deallocated)
    }

    /// The cells the user deletes (`rowEditing`'s `.deleting`): each selected cell when Delete
    /// is pressed, highest index first.
    public nonisolated var rowDeleted: ControlEvent<Int> {
        userRows.deleted(until: rx.deallocated)
    }

    /// The cells the user moves (`rowEditing`'s `.moving`), each with its index once moved.
    public nonisolated var rowMoved: ControlEvent<ItemMovedEvent> {
        userRows.moved(until: rx.deallocated)
    }
}

extension Reactive where Base: GridView {
    /// The cells the user activates (a double click, or Enter).
    @MainActor
    public var itemActivated: ControlEvent<Int> {
        ControlEvent(events: signal("activate").compactMap { values in
            guard case .uint(let position)? = values.first else { return nil }
            return Int(position)
        })
    }

    /// Each cell the cell factory made for an element the grid is about to show (an element
    /// coming into view, or one on screen made again because it changed), with its index:
    /// UIKit's `willDisplayCell`. The program's updates show elements too, so they are reported
    /// whoever changed the elements.
    public var willDisplayCell: ControlEvent<(cell: ListCell, row: Int)> {
        ControlEvent(events: base.displayedCells.take(until: deallocated))
    }

    /// The cells selected after each change the user makes to the selection.
    public var itemsSelected: ControlEvent<Set<Int>> {
        selectionChanges { $0.selectedRows }
    }
}
#endif
