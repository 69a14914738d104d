#if GTK
import RxCocoa
import RxSwift

/// What the user does to the rows of a list widget without a delegate (`GridView`,
/// `ColumnView`): the rows selected and deselected, as its `RowSelection` reports them, and the
/// rows deleted and moved, as its `RowEditor` reports them, for `rx.itemSelected`,
/// `rx.itemDeselected`, `rx.itemDeleted` and `rx.itemMoved`.
final class UserRowEvents: Sendable {
    private let selections = PublishSubject<Int>()
    private let deselections = PublishSubject<Int>()
    private let deletions = PublishSubject<Int>()
    private let moves = PublishSubject<ItemMovedEvent>()

    /// Reports each row of `deselected`, then each row of `selected`.
    func report(deselected: [Int], selected: [Int]) {
        deselected.forEach(deselections.onNext)
        selected.forEach(selections.onNext)
    }

    /// Reports `edit`.
    func report(_ edit: RowEditor.Edit) {
        switch edit {
        case .deleted(let row):
            deletions.onNext(row)
        case .moved(let row, let destination):
            moves.onNext((sourceIndex: row, destinationIndex: destination))
        }
    }

    /// The rows the user selects, until `deallocated` (the widget's) emits.
    func selected(until deallocated: Observable<Void>) -> ControlEvent<Int> {
        ControlEvent(events: selections.take(until: deallocated))
    }

    /// The rows the user deselects, until `deallocated` (the widget's) emits.
    func deselected(until deallocated: Observable<Void>) -> ControlEvent<Int> {
        ControlEvent(events: deselections.take(until: deallocated))
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
#endif
