import RxCocoa
import RxSwift

/// The rows the user deletes and moves in a list widget without a delegate (`GridView`,
/// `ColumnView`), as its `RowEditor` reports them, for `rx.itemDeleted` and `rx.itemMoved`.
final class UserRowEdits: Sendable {
    private let deletions = PublishSubject<Int>()
    private let moves = PublishSubject<ItemMovedEvent>()

    /// Reports `edit`.
    func report(_ edit: RowEditor.Edit) {
        switch edit {
        case .deleted(let row):
            deletions.onNext(row)
        case .moved(let row, let destination):
            moves.onNext((sourceIndex: row, destinationIndex: destination))
        }
    }

    /// The rows the user deletes, until `deallocated` (the widget's) emits.
    func deleted(until deallocated: Observable<Void>) -> ControlEvent<Int> {
        ControlEvent(events: deletions.take(until: deallocated))
    }

    /// The rows the user moves, until `deallocated` (the widget's) emits.
    func moved(until deallocated: Observable<Void>) -> ControlEvent<ItemMovedEvent> {
        ControlEvent(events: moves.take(until: deallocated))
    }
}
