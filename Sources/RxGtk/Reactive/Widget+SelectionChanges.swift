#if GTK
import RxCocoa
import RxSwift

extension Reactive where Base: Widget {
    /// What `read` gives after each change the user makes to the selection of a list widget
    /// (`ListView`, `GridView`): its selection model's "selection-changed", whose two
    /// arguments (the first row changed and how many) a plain handler cannot take; `nil`s are
    /// left out, as are the program's own changes.
    func selectionChanges<Value>(_ read: @escaping @MainActor (Base) -> Value?) -> ControlEvent<Value> {
        signalEvent("selection-changed", emittedBy: { $0.signalInstance(for: "selection-changed") }) { widget, _ in
            read(widget)
        }
    }
}
#endif
