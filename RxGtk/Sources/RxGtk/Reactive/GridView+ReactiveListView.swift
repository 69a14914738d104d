import RxCocoa
import RxSwift

/// A GTK grid is a list for RxCocoa's item bindings: `rx.items`, `rx.identifiedItems`,
/// `rx.itemSelected`, `rx.modelSelected(_:)` and `rx.model(at:)` work for it, an element's index
/// being its row.
extension GridView: ReactiveListView {
    /// Replaces the cells.
    public func reloadRows(count: Int, cellForRow: @escaping @MainActor (Int) -> ListCell) {
        setRows(count: count, cellForRow: cellForRow)
    }

    /// Splices the cells, keeping the cells kept in place.
    public func applyChanges(_ changes: ListChangeset, cellForRow: @escaping @MainActor (Int) -> ListCell) {
        applyRowChanges(changes, cellForRow: cellForRow)
    }

    /// The cells the user selects, from the selection's "selection-changed".
    public nonisolated var rowSelected: ControlEvent<Int> {
        rx.selectionChanges { $0.selectedRow }
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

    /// The cells selected after each change the user makes to the selection.
    public var itemsSelected: ControlEvent<Set<Int>> {
        selectionChanges { $0.selectedRows }
    }
}
