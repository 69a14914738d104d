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

    /// Applies `changes` to the rows: removes and inserts rows by its splices, in order, and
    /// makes again the cells of its `updatedRows` that are shown, calling `cellForRow` as
    /// `reloadRows(count:cellForRow:)` does; the other rows keep their cells, and the list keeps
    /// its selection and scroll position on them. The identity-aware `items` bindings call it.
    /// By default it reloads every row.
    func applyChanges(_ changes: ListChangeset, cellForRow: @escaping @MainActor (Int) -> Cell)

    /// Applies `changes` as `applyChanges(_:cellForRow:)` does, while the rows `leavingRows`
    /// (numbered in the rows after the changes, increasing) stay only to be seen leaving: the
    /// list shows them as leaving (fading out), the user can neither select nor activate them,
    /// and a later changeset removes them. The identity-aware bindings call it for the first
    /// step of a `StagedListChangeset` when the list's `rowAnimation` fades deleted rows out.
    /// By default it applies the changes and shows the leaving rows as the others.
    func applyChanges(_ changes: ListChangeset, leavingRows: [Int], cellForRow: @escaping @MainActor (Int) -> Cell)

    /// How the list animates the updates of the identity-aware bindings; the bindings read it at
    /// each update. By default `.none`.
    var rowAnimation: ListRowAnimation { get }

    /// Tells the list which rows are section headers, which the user cannot select or
    /// activate; `nil` when no row is. The list asks as it shows each row. The sectioned `items`
    /// binding calls it. By default it is ignored.
    func setHeaderRows(_ isHeaderRow: (@MainActor (Int) -> Bool)?)

    /// The rows the user selects, as the backend learns of them (from its delegate proxy or
    /// the toolkit's signal). A control event may be made on any thread.
    nonisolated var rowSelected: ControlEvent<Int> { get }

    /// The rows the user deselects: a row the user unselects, or, in a list that selects one
    /// row at a time, the row selected before the user selected another (reported before that
    /// one's selection). By default none.
    nonisolated var rowDeselected: ControlEvent<Int> { get }
}

extension ReactiveListView {
    /// Reloads every row.
    public func applyChanges(_ changes: ListChangeset, cellForRow: @escaping @MainActor (Int) -> Cell) {
        reloadRows(count: changes.newCount, cellForRow: cellForRow)
    }

    /// Applies the changes; the leaving rows look like the others.
    public func applyChanges(_ changes: ListChangeset, leavingRows: [Int], cellForRow: @escaping @MainActor (Int) -> Cell) {
        applyChanges(changes, cellForRow: cellForRow)
    }

    /// No animation.
    public var rowAnimation: ListRowAnimation {
        .none
    }

    /// Ignores which rows are headers.
    public func setHeaderRows(_ isHeaderRow: (@MainActor (Int) -> Bool)?) {}

    /// No row is ever reported deselected.
    public nonisolated var rowDeselected: ControlEvent<Int> {
        ControlEvent(events: Observable.never())
    }
}
