import RxCocoa
import RxSwift

/// A GTK list is a list for RxCocoa's item bindings: `rx.items`, `rx.itemSelected`,
/// `rx.modelSelected(_:)` and `rx.model(at:)` work for it.
extension ListView: ReactiveListView {
    /// Replaces the rows.
    public func reloadRows(count: Int, cellForRow: @escaping @MainActor (Int) -> ListCell) {
        setRows(count: count, cellForRow: cellForRow)
    }

    /// Splices the rows, keeping the rows kept in place (`applyRowChanges(_:cellForRow:)`).
    public func applyChanges(_ changes: ListChangeset, cellForRow: @escaping @MainActor (Int) -> ListCell) {
        applyRowChanges(changes, cellForRow: cellForRow)
    }

    /// The rows the user selects, as the list's delegate proxy hears of them.
    public nonisolated var rowSelected: ControlEvent<Int> {
        ControlEvent(events: ListViewDelegateProxy.proxy(for: self).methodInvoked(.didSelectRow).map { $0.1 })
    }
}

extension Reactive where Base: ListView {
    /// The rows the user activates (a double click, or Enter), as the list's delegate proxy
    /// hears of them.
    public var itemActivated: ControlEvent<Int> {
        ControlEvent(events: delegate.methodInvoked(.didActivateRow).map { $0.1 })
    }

    /// The rows selected after each change the user makes to the selection (a click, Ctrl and
    /// Shift clicks in a `.multiple` list): the selection model's "selection-changed". What the
    /// program selects, and rows moved by the program's updates, are left out.
    public var itemsSelected: ControlEvent<Set<Int>> {
        selectionChanges { $0.selectedRows }
    }
}
