import RxSwift

/// A list view of a UI toolkit, as RxCocoa's item bindings need it: rows of cells made on
/// demand and reused as they scroll out of view. A backend makes its list view conform once;
/// `rx.items`, `rx.itemSelected`, `rx.modelSelected` and `rx.model(at:)` then work for it.
///
/// Lists are main-actor objects, as controls are (`ReactiveControl`).
@MainActor
public protocol ReactiveListView: DeallocationObservable, Sendable {
    /// The type of the list's cells.
    associatedtype Cell: DeallocationObservable

    /// Replaces the list's rows with `count` rows. The list calls `cellForRow` on the main
    /// thread for each row it shows, now or when the row scrolls into view, and may hand it a
    /// cell it showed before for another row.
    func reloadRows(count: Int, cellForRow: @escaping @MainActor (Int) -> Cell)

    /// The rows the user selects, as the backend learns of them (from its delegate proxy or
    /// the toolkit's signal). A control event may be made on any thread.
    nonisolated var rowSelected: ControlEvent<Int> { get }
}
