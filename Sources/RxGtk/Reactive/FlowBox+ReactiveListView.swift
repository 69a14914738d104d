#if GTK
import RxCocoa
import RxSwift

/// A flow box is a list for RxCocoa's item bindings, its children the rows: `rx.items`,
/// `rx.itemSelected`, `rx.itemDeselected`, `rx.modelSelected(_:)`, `rx.modelDeselected(_:)` and
/// `rx.model(at:)` work for it. Each update makes every child again, reusing the previous
/// children's cells through `dequeueCell()`; the identity-aware bindings
/// (`rx.identifiedItems`, `rx.items(id:)`) then select again the children whose elements stayed.
extension FlowBox: ReactiveListView {
    /// Replaces the children.
    public func reloadRows(count: Int, cellForRow: @escaping @MainActor (Int) -> ListCell) {
        rows.replaceBoundRows(count: count, cellForRow: cellForRow)
    }

    /// Makes every child again, keeping the selection on the children `changes` keeps or moves.
    public func applyChanges(_ changes: ListChangeset, cellForRow: @escaping @MainActor (Int) -> ListCell) {
        rows.replaceBoundRows(applying: changes, cellForRow: cellForRow)
    }

    /// The children the user selects: in a box of `.multiple` selection, each child a change
    /// adds.
    public nonisolated var rowSelected: ControlEvent<Int> {
        userRows.selected(until: rx.deallocated)
    }

    /// The children the user deselects: each child a change to the selection removes,
    /// including, in a box of `.single` selection, the child selected before the user selected
    /// another.
    public nonisolated var rowDeselected: ControlEvent<Int> {
        userRows.deselected(until: rx.deallocated)
    }
}

extension Reactive where Base: FlowBox {
    /// The children the user activates (a click, or Enter: "child-activated").
    @MainActor
    public var itemActivated: ControlEvent<Int> {
        signalEvent("child-activated", emittedBy: { $0.pointer }) { box, values in box.rows.index(ofRowIn: values) }
    }

    /// The children selected after each change the user makes to the selection, as GTK reports
    /// them ("selected-children-changed").
    @MainActor
    public var itemsSelected: ControlEvent<Set<Int>> {
        signalEvent(base.selectionChangedSignal, emittedBy: { $0.pointer }) { box, _ in box.selectedRows }
    }
}
#endif
