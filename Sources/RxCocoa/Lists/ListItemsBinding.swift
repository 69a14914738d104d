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

    /// The model of `row`, for `rx.model(at:)`.
    func model(at row: Int) -> Any {
        model.map { $0(elements[row]) } ?? elements[row]
    }

    /// Shows `elements` in `list`: reloads every row, or applies the changes from the elements
    /// shown when the binding knows their identities.
    func show(_ elements: [Element], in list: List) {
        let previous = self.elements
        self.elements = elements
        let cellForRow: @MainActor (Int) -> List.Cell = { [weak self, weak list] row in
            guard let self, let list else {
                rxFatalError("rx.items: the list asked for the cell of row \(row) after its items binding ended.")
            }
            return self.cell(for: list, row: row)
        }
        if let changes {
            let changeset = changes(previous, elements)
            if !changeset.isEmpty {
                list.applyChanges(changeset, cellForRow: cellForRow)
            }
        } else {
            list.reloadRows(count: elements.count, cellForRow: cellForRow)
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

    /// Releases the bags of the cells this binding configured.
    func end() {
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
