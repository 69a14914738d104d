#if GTK
import RxCocoa
import RxSwift

/// A list box is a list for RxCocoa's item bindings: `rx.items`, `rx.itemSelected`,
/// `rx.itemDeselected`, `rx.modelSelected(_:)`, `rx.modelDeselected(_:)` and `rx.model(at:)`
/// work for it. Each update makes every row again (a list box makes all its rows), reusing the
/// previous rows' cells through `dequeueCell()`; the identity-aware bindings
/// (`rx.identifiedItems`, `rx.items(id:)`) then select again the rows whose elements stayed.
extension ListBox: ReactiveListView {
    /// Replaces the rows.
    public func reloadRows(count: Int, cellForRow: @escaping @MainActor (Int) -> ListCell) {
        rows.replaceBoundRows(count: count, cellForRow: cellForRow)
    }

    /// Makes every row again, keeping the selection on the rows `changes` keeps or moves.
    public func applyChanges(_ changes: ListChangeset, cellForRow: @escaping @MainActor (Int) -> ListCell) {
        rows.replaceBoundRows(applying: changes, cellForRow: cellForRow)
    }

    /// The rows the user selects: in a list of `.multiple` selection, each row a change adds.
    public nonisolated var rowSelected: ControlEvent<Int> {
        userRows.selected(until: rx.deallocated)
    }

    /// The rows the user deselects: each row a change to the selection removes, including, in a
    /// list of `.single` selection, the row selected before the user selected another.
    public nonisolated var rowDeselected: ControlEvent<Int> {
        userRows.deselected(until: rx.deallocated)
    }
}

extension Reactive where Base: ListBox {
    /// The rows the user activates (a click, or Enter: "row-activated").
    @MainActor
    public var itemActivated: ControlEvent<Int> {
        signalEvent("row-activated", emittedBy: { $0.pointer }) { list, values in list.rows.index(ofRowIn: values) }
    }

    /// The rows selected after each change the user makes to the selection, as GTK reports
    /// them ("selected-rows-changed": Ctrl clicks change one row at a time).
    @MainActor
    public var itemsSelected: ControlEvent<Set<Int>> {
        signalEvent(base.selectionChangedSignal, emittedBy: { $0.pointer }) { list, _ in list.selectedRows }
    }
}
#endif
