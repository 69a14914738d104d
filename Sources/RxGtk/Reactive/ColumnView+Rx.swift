#if GTK
import RxCocoa
import RxSwift

extension Reactive where Base: ElementRows {
    /// Binds arrays of elements to the rows: `source.bind(to: table.rx.items)`. Elements are
    /// applied on the main scheduler.
    public var items: Binder<[Base.Element]> {
        Binder(base) { table, elements in
            table.setElements(elements)
        }
    }

    /// Binds arrays of elements identified by `id` to the rows, keeping the rows' places:
    /// `source.bind(to: table.rx.items(id: \.name))`. Each update applies the difference from
    /// the elements shown (`ListChangeset`): rows are removed and inserted, and only the rows
    /// whose element kept its `id` but changed (`!=`) show their texts again, so the table keeps
    /// its selection and scroll position. `id` is called on the main thread.
    public func items<ID: Hashable>(id: @escaping (Base.Element) -> ID) -> Binder<[Base.Element]> where Base.Element: Equatable {
        // `id` is called only on the main thread, where the binder applies the elements.
        nonisolated(unsafe) let id = id
        return Binder(base) { table, elements in
            table.setElements(elements, changes: ListChangeset(from: table.elements, to: elements, id: id))
        }
    }

    /// The rows the user selects: in a table of `.multiple` selection, each row a change adds.
    public var itemSelected: ControlEvent<Int> {
        base.rowSelected
    }

    /// The rows the user deselects: each row a change removes, including, in a table of
    /// `.single` selection, the row selected before the user selected another (reported before
    /// that one's selection).
    public var itemDeselected: ControlEvent<Int> {
        base.rowDeselected
    }

    /// The elements of the rows the user selects.
    public var modelSelected: ControlEvent<Base.Element> {
        elements(of: base.rowSelected)
    }

    /// The elements of the rows the user deselects.
    public var modelDeselected: ControlEvent<Base.Element> {
        elements(of: base.rowDeselected)
    }

    /// The rows the user deletes (`rowEditing`'s `.deleting`), highest first, before the
    /// program removes their elements.
    public var itemDeleted: ControlEvent<Int> {
        base.rowDeleted
    }

    /// The rows the user moves (`rowEditing`'s `.moving`): UIKit's `itemMoved`, the destination
    /// being the row's index once moved.
    public var itemMoved: ControlEvent<ItemMovedEvent> {
        base.rowMoved
    }

    /// The elements of the rows the user deletes.
    public var modelDeleted: ControlEvent<Base.Element> {
        elements(of: base.rowDeleted)
    }

    /// The elements shown in the rows `rows` gives.
    private func elements(of rows: ControlEvent<Int>) -> ControlEvent<Base.Element> {
        // A `ControlEvent` delivers on the main thread, where the table lives.
        let source = rows.compactMap { [weak table = base] row -> Base.Element? in
            MainActor.assumeIsolated { () -> MainThreadValue<Base.Element?> in
                guard let table, row < table.elements.count else { return MainThreadValue(nil) }
                return MainThreadValue(table.elements[row])
            }.value
        }
        return ControlEvent(events: source)
    }

    /// The rows selected after each change the user makes to the selection (a click, Ctrl and
    /// Shift clicks in a `.multiple` table): the selection model's "selection-changed". What
    /// the program selects is left out.
    public var itemsSelected: ControlEvent<Set<Int>> {
        selectionChanges { $0.selectedRows }
    }

    /// The rows the user activates (a double click, or Enter).
    @MainActor
    public var itemActivated: ControlEvent<Int> {
        ControlEvent(events: signal("activate").compactMap { values in
            guard case .uint(let position)? = values.first else { return nil }
            return Int(position)
        })
    }
}

/// A value read on the main thread and used there: an element of a table, handed from the main
/// actor to the control event's observer, which the event calls on the main thread.
/// `@unchecked Sendable`: it never leaves the main thread.
private struct MainThreadValue<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}

extension Reactive where Base: ElementRows, Base.Element: Identifiable & Equatable {
    /// Binds arrays of identified elements to the rows, keeping the rows' places as
    /// `items(id:)` does: `source.bind(to: table.rx.identifiedItems)`.
    public var identifiedItems: Binder<[Base.Element]> {
        items(id: \.id)
    }
}
#endif
