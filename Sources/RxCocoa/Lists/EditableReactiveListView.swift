import RxSwift

/// A row move in a list: the row the user moved and where they dropped it.
public typealias ItemMovedEvent = (sourceIndex: Int, destinationIndex: Int)

/// A list view whose rows the user can delete and move. A backend whose list supports editing
/// conforms; `rx.itemDeleted`, `rx.itemMoved` and `rx.modelDeleted(_:)` then work for it.
public protocol EditableReactiveListView: ReactiveListView {
    /// The rows the user deletes, before the bound items change.
    nonisolated var rowDeleted: ControlEvent<Int> { get }

    /// The rows the user moves.
    nonisolated var rowMoved: ControlEvent<ItemMovedEvent> { get }
}

extension Reactive where Base: EditableReactiveListView {
    /// The rows the user deletes.
    public var itemDeleted: ControlEvent<Int> {
        base.rowDeleted
    }

    /// The rows the user moves.
    public var itemMoved: ControlEvent<ItemMovedEvent> {
        base.rowMoved
    }

    /// The elements of the rows the user deletes, as `Model`; fails if the list has no items
    /// bound or its elements are not `Model`s.
    public func modelDeleted<Model>(_ modelType: Model.Type) -> ControlEvent<Model> {
        let modelAt: (Int) throws -> Model? = { [weak list = base] row in
            guard let list else { return nil }
            return try list.rx.model(at: row)
        }
        // Read on the main thread only, where a `ControlEvent` delivers and the list lives.
        let reader = UncheckedSendable(modelAt)
        let source = base.rowDeleted.compactMap { row in try reader.value(row) }
        return ControlEvent(events: source)
    }
}
