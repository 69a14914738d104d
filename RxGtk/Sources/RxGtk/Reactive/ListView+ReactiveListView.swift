import RxCocoa
import RxSwift

/// A GTK list is a list for RxCocoa's item bindings: `rx.items`, `rx.itemSelected`,
/// `rx.modelSelected(_:)` and `rx.model(at:)` work for it.
extension ListView: ReactiveListView {
    /// Replaces the rows; RxCocoa calls this on the main thread.
    public nonisolated func reloadRows(count: Int, cellForRow: @escaping (Int) -> ListCell) {
        let cellForRow = UncheckedCellFactory(cellForRow)
        MainActor.assumeIsolated {
            setRows(count: count, cellForRow: cellForRow.make)
        }
    }

    /// The rows the user selects (the selection model's "notify::selected").
    public nonisolated var rowSelected: ControlEvent<Int> {
        signalEvent("notify::selected", shape: .pointer, value: { [weak self] _ in
            self?.selectedRow
        })
    }
}

extension Reactive where Base: ListView {
    /// The rows the user activates: a double click, or Enter ("activate").
    public var itemActivated: ControlEvent<Int> {
        base.signalEvent("activate", shape: .position, value: { argument in
            if case .position(let row) = argument { return Int(row) }
            return nil
        })
    }
}

/// A cell factory RxCocoa hands over on the main thread, where GTK calls it.
private struct UncheckedCellFactory: @unchecked Sendable {
    let make: (Int) -> ListCell

    init(_ make: @escaping (Int) -> ListCell) {
        self.make = make
    }
}
