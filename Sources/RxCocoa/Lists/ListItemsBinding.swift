import RxSwift

/// The items bound to a list with `rx.items`: the latest elements, the cell factory, and the
/// dispose bag of each cell's current use. Lives on the main thread.
@MainActor
final class ListItemsBinding<List: ReactiveListView, Element> {
    /// The key under which a list keeps its binding and a cell its current dispose bag.
    nonisolated static var reuseBagKey: ObjectIdentifier { ObjectIdentifier(ReuseBagKey.self) }

    private let cellFactory: (List, Int, Element, DisposeBag) -> List.Cell
    private(set) var elements: [Element] = []
    /// The cells this binding configured, to release their bags when the binding ends.
    private var configuredCells: [WeakCell] = []

    private struct WeakCell {
        weak var cell: List.Cell?
    }

    init(cellFactory: @escaping (List, Int, Element, DisposeBag) -> List.Cell) {
        self.cellFactory = cellFactory
    }

    /// Shows `elements` in `list`.
    func show(_ elements: [Element], in list: List) {
        self.elements = elements
        list.reloadRows(count: elements.count) { [weak self, weak list] row in
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
            configuredCells.removeAll { $0.cell == nil }
            configuredCells.append(WeakCell(cell: cell))
        }
        withExtendedLifetime(previousBag) {}
        return cell
    }

    /// Releases the bags of the cells this binding configured.
    func end() {
        let cells = configuredCells.compactMap(\.cell)
        configuredCells = []
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
