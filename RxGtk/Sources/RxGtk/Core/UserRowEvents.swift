import RxCocoa
import RxSwift

/// The rows the user selects and deselects in a list widget without a delegate (`GridView`,
/// `ColumnView`), as its `RowSelection` reports them, for `rx.itemSelected` and
/// `rx.itemDeselected`.
final class UserRowSelections: Sendable {
    private let selections = PublishSubject<Int>()
    private let deselections = PublishSubject<Int>()

    /// Reports each row of `deselected`, then each row of `selected`.
    func report(deselected: [Int], selected: [Int]) {
        deselected.forEach(deselections.onNext)
        selected.forEach(selections.onNext)
    }

    /// The rows the user selects, until `deallocated` (the widget's) emits.
    func selected(until deallocated: Observable<Void>) -> ControlEvent<Int> {
        ControlEvent(events: selections.take(until: deallocated))
    }

    /// The rows the user deselects, until `deallocated` (the widget's) emits.
    func deselected(until deallocated: Observable<Void>) -> ControlEvent<Int> {
        ControlEvent(events: deselections.take(until: deallocated))
    }
}
