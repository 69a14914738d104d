#if GTK
import RxCocoa
import RxSwift

/// A GTK list is a list for RxCocoa's item bindings: `rx.items`, `rx.itemSelected`,
/// `rx.modelSelected(_:)` and `rx.model(at:)` work for it; with `rowEditing`, `rx.itemDeleted`,
/// `rx.itemMoved` and `rx.modelDeleted(_:)` too.
extension ListView: EditableReactiveListView {
    /// Replaces the rows.
    public func reloadRows(count: Int, cellForRow: @escaping @MainActor (Int) -> ListCell) {
        setRows(count: count, cellForRow: cellForRow)
    }

    /// Splices the rows, keeping the rows kept in place (`applyRowChanges(_:cellForRow:)`).
    public func applyChanges(_ changes: ListChangeset, cellForRow: @escaping @MainActor (Int) -> ListCell) {
        applyRowChanges(changes, cellForRow: cellForRow)
    }

    /// Splices the rows, keeping the rows `leavingRows` only to be seen leaving
    /// (`applyRowChanges(_:leavingRows:cellForRow:)`).
    public func applyChanges(_ changes: ListChangeset, leavingRows: [Int], cellForRow: @escaping @MainActor (Int) -> ListCell) {
        applyRowChanges(changes, leavingRows: leavingRows, cellForRow: cellForRow)
    }

    /// The rows the user selects, as the list's delegate proxy hears of them: in a list of
    /// `.multiple` selection, each row a change adds.
    public nonisolated var rowSelected: ControlEvent<Int> {
        ControlEvent(events: ListViewDelegateProxy.proxy(for: self).methodInvoked(.didSelectRow).map { $0.1 })
    }

    /// The rows the user deselects, as the list's delegate proxy hears of them: each row a
    /// change to the selection removes, including, in a list of `.single` selection, the row
    /// selected before the user selected another.
    public nonisolated var rowDeselected: ControlEvent<Int> {
        ControlEvent(events: ListViewDelegateProxy.proxy(for: self).methodInvoked(.didDeselectRow).map { $0.1 })
    }

    /// The rows the user deletes (`rowEditing`'s `.deleting`), as the list's delegate proxy
    /// hears of them: each selected row when Delete is pressed, highest first.
    public nonisolated var rowDeleted: ControlEvent<Int> {
        ControlEvent(events: ListViewDelegateProxy.proxy(for: self).methodInvoked(.didDeleteRow).map { $0.1 })
    }

    /// The rows the user moves (`rowEditing`'s `.moving`), each with its row once moved, as the
    /// list's delegate proxy hears of them.
    public nonisolated var rowMoved: ControlEvent<ItemMovedEvent> {
        ControlEvent(events: ListViewDelegateProxy.proxy(for: self).methodInvoked(.didMoveRow).map { (sourceIndex: $0.1, destinationIndex: $0.2) })
    }
}

extension Reactive where Base: ListView {
    /// The rows the user activates (a double click, or Enter), as the list's delegate proxy
    /// hears of them.
    public var itemActivated: ControlEvent<Int> {
        ControlEvent(events: delegate.methodInvoked(.didActivateRow).map { $0.1 })
    }

    /// Each cell the cell factory made for a row the list is about to show (a row coming into
    /// view, or a row on screen made again because its element changed), with its row, as the
    /// list's delegate proxy hears of it: UIKit's `willDisplayCell`. The program's updates show
    /// rows too, so they are reported whoever changed the rows.
    public var willDisplayCell: ControlEvent<(cell: ListCell, row: Int)> {
        ControlEvent(events: delegate.methodInvoked(.willDisplayCell).map { (cell: $0.1, row: $0.2) })
    }

    /// The rows selected after each change the user makes to the selection (a click, Ctrl and
    /// Shift clicks in a `.multiple` list): the selection model's "selection-changed". What the
    /// program selects, and rows moved by the program's updates, are left out.
    public var itemsSelected: ControlEvent<Set<Int>> {
        selectionChanges { $0.selectedRows }
    }
}
#endif
