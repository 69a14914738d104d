#if GTK
import Foundation
import RxCocoa
import RxSwift

extension Reactive where Base: CalendarView {
    /// The start (local midnight) of the selected day: the day selected at subscription, then
    /// each day the user selects ("day-selected"). Dates bound to it select their day and do
    /// not make it emit.
    public var date: ControlProperty<Date> {
        property(changedBy: "day-selected", get: { $0.date }, set: { $0.date = $1 })
    }
}
#endif
