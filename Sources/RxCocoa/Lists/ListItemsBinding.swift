import RxSwift

/// The items bound to a list with `rx.items`: the latest elements, the cell factory, and the
/// dispose bag of each cell's current use. Lives on the main thread.
@MainActor
final class ListItemsBinding<List: ReactiveListView, Element> {
    /// The key under which a list keeps its binding and a cell its current dispose bag.
    nonisolated static var reuseBagKey: ObjectIdentifier { ObjectIdentifier(ReuseBagKey.self) }

    private let cellFactory: (List, Int, Element, DisposeBag) -> List.Cell
    private(set) var elements: [Element] = []
    /// The cells this binding configured, to release their bags when the binding ends; a cell
    /// is looked up by its identity, so configuring a row costs the same however many cells the
    /// list keeps. Entries of cells gone are swept out once the table has doubled.
    private var configuredCells: [ObjectIdentifier: WeakCell] = [:]
    /// The size of `configuredCells` at which its entries of cells gone are swept out.
    private var configuredCellsSweepSize = 64

    private struct WeakCell {
        weak var cell: List.Cell?
    }

    /// Computes the changes between the elements shown and the next ones; without it every
    /// update reloads the rows.
    private let changes: ((_ old: [Element], _ new: [Element]) -> ListChangeset)?
    /// What `rx.model(at:)` gives for an element; without it, the element.
    private let model: ((Element) -> Any)?

    init(
        cellFactory: @escaping (List, Int, Element, DisposeBag) -> List.Cell,
        changes: ((_ old: [Element], _ new: [Element]) -> ListChangeset)? = nil,
        model: ((Element) -> Any)? = nil
    ) {
        self.cellFactory = cellFactory
        self.changes = changes
        self.model = model
    }

    /// The model of `row`, for `rx.model(at:)`; `nil` when the list shows no such row (the
    /// program changed the items since the row was reported).
    func model(at row: Int) -> Any? {
        guard elements.indices.contains(row) else { return nil }
        return model.map { $0(elements[row]) } ?? elements[row]
    }

    /// Shows `elements` in `list`: reloads every row, or applies the changes from the elements
    /// shown when the binding knows their identities. When the list fades deleted rows out, the
    /// changes are applied in two steps (`StagedListChangeset`): the deleted rows stay, leaving,
    /// until the list's animation is over, and `elements` are the rows shown meanwhile.
    func show(_ elements: [Element], in list: List) {
        // Rows still leaving from the previous update go at once.
        finishLeaving(in: list)
        let previous = self.elements
        self.elements = elements
        guard let changes else {
            list.reloadRows(count: elements.count, cellForRow: cellMaker(for: list))
            return
        }
        let changeset = changes(previous, elements)
        guard !changeset.isEmpty else { return }
        if !changeset.splices.isEmpty {
            let animation = list.rowAnimation
            if animation.delete != .none, let staged = StagedListChangeset(changeset) {
                showLeaving(staged, from: previous, to: elements, in: list, animation: animation)
                return
            }
        }
        list.applyChanges(changeset, cellForRow: cellMaker(for: list))
    }

    /// The second step of an update whose deleted rows are leaving: the elements once they have
    /// left, the changes that take them out, and the timer that applies them.
    private struct PendingRemoval {
        let elements: [Element]
        let changes: ListChangeset
        let timer: Disposable
    }

    /// The update whose deleted rows are leaving, if any.
    private var pendingRemoval: PendingRemoval?

    /// Applies the first step of `staged`, which keeps the deleted rows while they leave, and
    /// schedules the second, which takes them out.
    private func showLeaving(
        _ staged: StagedListChangeset,
        from previous: [Element],
        to elements: [Element],
        in list: List,
        animation: ListRowAnimation
    ) {
        self.elements = staged.shownElements(old: previous, new: elements)
        list.applyChanges(staged.showing, leavingRows: staged.leavingRows, cellForRow: cellMaker(for: list))
        let timer = SingleAssignmentDisposable()
        pendingRemoval = PendingRemoval(elements: elements, changes: staged.removing, timer: timer)
        timer.setDisposable(animation.scheduler.scheduleRelative((), dueTime: animation.duration) { [weak self, weak list] _ in
            MainScheduler.assumeMainActor({
                if let self, let list {
                    self.finishLeaving(in: list)
                }
            }, caller: "rx.items' row animation")
            return Disposables.create()
        })
    }

    /// Takes out the rows still leaving, if any, and cancels the timer that was to.
    private func finishLeaving(in list: List) {
        guard let pending = pendingRemoval else { return }
        pendingRemoval = nil
        pending.timer.dispose()
        elements = pending.elements
        list.applyChanges(pending.changes, cellForRow: cellMaker(for: list))
    }

    /// The cell factory the list calls for `list`'s rows.
    private func cellMaker(for list: List) -> @MainActor (Int) -> List.Cell {
        { [weak self, weak list] row in
            guard let self, let list else {
                rxFatalError("rx.items: the list asked for the cell of row \(row) after its items binding ended.")
            }
            return self.cell(for: list, row: row)
        }
    }

    /// Makes the cell of `row` with a fresh dispose bag; the bag of the cell's previous use is
    /// released, which disposes what it held.
    private func cell(for list: List, row: Int) -> List.Cell {
        let bag = DisposeBag()
        let cell = cellFactory(list, row, elements[row], bag)
        let previousBag = cell.deallocationTracker.attach(bag, forKey: Self.reuseBagKey)
        if previousBag == nil {
            remember(cell)
        }
        withExtendedLifetime(previousBag) {}
        return cell
    }

    /// Adds `cell` to the cells whose bags `end()` releases.
    private func remember(_ cell: List.Cell) {
        let key = ObjectIdentifier(cell)
        // An entry whose cell is gone may carry the key of a new cell at the same address.
        guard configuredCells[key]?.cell !== cell else { return }
        configuredCells[key] = WeakCell(cell: cell)
        if configuredCells.count >= configuredCellsSweepSize {
            configuredCells = configuredCells.filter { $0.value.cell != nil }
            configuredCellsSweepSize = Swift.max(64, 2 * configuredCells.count)
        }
    }

    /// Releases the bags of the cells this binding configured, and cancels the departure of
    /// rows still leaving (the list is emptied anyway).
    func end() {
        pendingRemoval?.timer.dispose()
        pendingRemoval = nil
        let cells = configuredCells.values.compactMap(\.cell)
        configuredCells = [:]
        for cell in cells {
            cell.deallocationTracker.attach(nil, forKey: Self.reuseBagKey)
        }
    }
}

/// Names the attachment under which a cell keeps its current dispose bag.
private enum ReuseBagKey {}

/// Names the attachment under which a list keeps its items binding.
enum ListItemsKey {}

extension ReactiveListView {
    /// Ends the current use of `cell`: disposes what the cell factory put in the dispose bag of
    /// the cell's row. A backend calls it when the toolkit stops showing the cell for its row
    /// (GTK's "unbind"), so a recycled cell holds no subscription while it waits for its next
    /// row.
    public func cellDidEndUse(_ cell: Cell) {
        let bag = cell.deallocationTracker.attach(nil, forKey: ObjectIdentifier(ReuseBagKey.self))
        // The bag is released here, outside the tracker's lock: disposing may run user code.
        withExtendedLifetime(bag) {}
    }
}
