import Foundation
import RxCocoa
import RxSwift

/// The test toolkit's scroll view delegate.
protocol TestScrollViewDelegate: AnyObject {
    func scrollViewDidScroll(_ scrollView: TestScrollView)
}

/// The test toolkit's table view delegate, which refines the scroll view's.
protocol TestTableViewDelegate: TestScrollViewDelegate {
    func tableView(_ tableView: TestTableView, didSelectRowAt row: Int)
    func tableView(_ tableView: TestTableView, didDeselectRowAt row: Int)
    func tableView(_ tableView: TestTableView, heightForRowAt row: Int) -> Int
    func tableView(_ tableView: TestTableView, didDeleteRowAt row: Int)
    func tableView(_ tableView: TestTableView, didMoveRowAt sourceRow: Int, to destinationRow: Int)
}

/// A scroll view: the user scrolls it, and it tells its delegate.
class TestScrollView: TestControl, HasDelegate {
    /// Read and set on the main thread, by the toolkit and by RxCocoa's delegate proxies.
    nonisolated(unsafe) weak var delegate: TestScrollViewDelegate?
    var contentOffset = 0

    func userScrolls(to offset: Int) {
        contentOffset = offset
        didScroll()
        delegate?.scrollViewDidScroll(self)
    }

    /// Lets subclasses react to scrolling before the delegate hears of it.
    func didScroll() {}
}

/// A table view that shows `visibleRowCount` rows from `contentOffset` on and reuses the
/// cells of rows that scroll out of view, as toolkits do.
final class TestTableView: TestScrollView, EditableReactiveListView {
    let visibleRowCount: Int
    private(set) var rowCount = 0
    private var cellForRow: (@MainActor (Int) -> TestCell)?
    /// The cells on screen, by row.
    private(set) var visibleCells: [Int: TestCell] = [:]
    private var reusableCells: [TestCell] = []
    /// How many cells the table made.
    private(set) var cellsMade = 0

    init(visibleRowCount: Int = 3) {
        self.visibleRowCount = visibleRowCount
    }

    func reloadRows(count: Int, cellForRow: @escaping @MainActor (Int) -> TestCell) {
        rowCount = count
        self.cellForRow = cellForRow
        reusableCells.append(contentsOf: visibleCells.values)
        visibleCells = [:]
        layOut()
    }

    /// A cell for a row, reused if one scrolled out of view.
    func dequeueReusableCell() -> TestCell {
        if let cell = reusableCells.popLast() {
            return cell
        }
        cellsMade += 1
        return TestCell()
    }

    override func didScroll() {
        layOut()
    }

    /// The user selects `row`; the table tells its delegate.
    func userSelectsRow(_ row: Int) {
        (delegate as? TestTableViewDelegate)?.tableView(self, didSelectRowAt: row)
    }

    /// The user deselects `row`; the table tells its delegate.
    func userDeselectsRow(_ row: Int) {
        (delegate as? TestTableViewDelegate)?.tableView(self, didDeselectRowAt: row)
    }

    /// The user deletes `row`; the table tells its delegate.
    func userDeletesRow(_ row: Int) {
        (delegate as? TestTableViewDelegate)?.tableView(self, didDeleteRowAt: row)
    }

    /// The user moves `sourceRow` to `destinationRow`; the table tells its delegate.
    func userMovesRow(_ sourceRow: Int, to destinationRow: Int) {
        (delegate as? TestTableViewDelegate)?.tableView(self, didMoveRowAt: sourceRow, to: destinationRow)
    }

    /// The height the delegate gives `row`, 44 without a delegate.
    func heightOfRow(_ row: Int) -> Int {
        (delegate as? TestTableViewDelegate)?.tableView(self, heightForRowAt: row) ?? 44
    }

    var rowSelected: ControlEvent<Int> {
        let proxy = TestTableViewDelegateProxy.proxy(for: self)
        return ControlEvent(events: proxy.methodInvoked(.didSelectRow).map { $0.1 })
    }

    var rowDeselected: ControlEvent<Int> {
        let proxy = TestTableViewDelegateProxy.proxy(for: self)
        return ControlEvent(events: proxy.methodInvoked(.didDeselectRow).map { $0.1 })
    }

    var rowDeleted: ControlEvent<Int> {
        let proxy = TestTableViewDelegateProxy.proxy(for: self)
        return ControlEvent(events: proxy.methodInvoked(.didDeleteRow).map { $0.1 })
    }

    var rowMoved: ControlEvent<ItemMovedEvent> {
        let proxy = TestTableViewDelegateProxy.proxy(for: self)
        return ControlEvent(events: proxy.methodInvoked(.didMoveRow).map { (sourceIndex: $0.1, destinationIndex: $0.2) })
    }

    private func layOut() {
        let visible = Set(contentOffset..<max(contentOffset, min(rowCount, contentOffset + visibleRowCount)))
        for (row, cell) in visibleCells where !visible.contains(row) {
            visibleCells[row] = nil
            reusableCells.append(cell)
        }
        for row in visible.sorted() where visibleCells[row] == nil {
            visibleCells[row] = cellForRow?(row)
        }
    }
}

/// A cell's own delegate protocol, for its button.
protocol TestCellButtonDelegate: AnyObject {
    func cellButtonTapped(_ cell: TestCell)
}

/// A table cell with a label and a button.
@MainActor
final class TestCell: DeallocationObservable {
    nonisolated let deallocationTracker = DeallocationTracker()
    let button = TestButton()
    var text: String?
    var row = -1
    weak var buttonDelegate: TestCellButtonDelegate?

    /// The user taps the cell's button: it reports to its button delegate.
    func userTapsButton() {
        button.userTaps()
        buttonDelegate?.cellButtonTapped(self)
    }
}

extension DelegateMethod where Arguments == TestScrollView {
    static let didScroll = DelegateMethod("scrollViewDidScroll(_:)")
}

extension DelegateMethod where Arguments == (TestTableView, Int) {
    static let didSelectRow = DelegateMethod("tableView(_:didSelectRowAt:)")
    static let didDeselectRow = DelegateMethod("tableView(_:didDeselectRowAt:)")
    static let heightForRow = DelegateMethod("tableView(_:heightForRowAt:)")
    static let didDeleteRow = DelegateMethod("tableView(_:didDeleteRowAt:)")
}

extension DelegateMethod where Arguments == (TestTableView, Int, Int) {
    static let didMoveRow = DelegateMethod("tableView(_:didMoveRowAt:to:)")
}

extension DelegateMethod where Arguments == TestCell {
    static let cellButtonTapped = DelegateMethod("cellButtonTapped(_:)")
}

/// The scroll view's delegate proxy, base of the table view's.
class TestScrollViewDelegateProxy: DelegateProxy<TestScrollView, TestScrollViewDelegate>, DelegateProxyType, TestScrollViewDelegate {
    /// How many times `registerKnownImplementations` ran.
    nonisolated(unsafe) static var registrations = 0

    init(scrollView: TestScrollView) {
        super.init(parentObject: scrollView, delegateProxy: TestScrollViewDelegateProxy.self)
    }

    static func registerKnownImplementations() {
        registrations += 1
        TestScrollViewDelegateProxy.register { (scrollView: TestScrollView) in TestScrollViewDelegateProxy(scrollView: scrollView) }
        TestScrollViewDelegateProxy.register { (tableView: TestTableView) in TestTableViewDelegateProxy(tableView: tableView) }
    }

    func scrollViewDidScroll(_ scrollView: TestScrollView) {
        invoke(.didScroll, with: scrollView) { $0.scrollViewDidScroll(scrollView) }
    }
}

/// The table view's delegate proxy.
final class TestTableViewDelegateProxy: TestScrollViewDelegateProxy, TestTableViewDelegate {
    init(tableView: TestTableView) {
        super.init(scrollView: tableView)
    }

    func tableView(_ tableView: TestTableView, didSelectRowAt row: Int) {
        invoke(.didSelectRow, with: (tableView, row)) { delegate in
            (delegate as? TestTableViewDelegate)?.tableView(tableView, didSelectRowAt: row)
        }
    }

    func tableView(_ tableView: TestTableView, didDeselectRowAt row: Int) {
        invoke(.didDeselectRow, with: (tableView, row)) { delegate in
            (delegate as? TestTableViewDelegate)?.tableView(tableView, didDeselectRowAt: row)
        }
    }

    func tableView(_ tableView: TestTableView, heightForRowAt row: Int) -> Int {
        invoke(.heightForRow, with: (tableView, row), forward: { delegate in
            (delegate as? TestTableViewDelegate)?.tableView(tableView, heightForRowAt: row)
        }, otherwise: 44)
    }

    func tableView(_ tableView: TestTableView, didDeleteRowAt row: Int) {
        invoke(.didDeleteRow, with: (tableView, row)) { delegate in
            (delegate as? TestTableViewDelegate)?.tableView(tableView, didDeleteRowAt: row)
        }
    }

    func tableView(_ tableView: TestTableView, didMoveRowAt sourceRow: Int, to destinationRow: Int) {
        invoke(.didMoveRow, with: (tableView, sourceRow, destinationRow)) { delegate in
            (delegate as? TestTableViewDelegate)?.tableView(tableView, didMoveRowAt: sourceRow, to: destinationRow)
        }
    }
}

/// The user extends the table's proxy with a method of the cell's own protocol.
extension TestTableViewDelegateProxy: TestCellButtonDelegate {
    func cellButtonTapped(_ cell: TestCell) {
        invoke(.cellButtonTapped, with: cell) { delegate in
            (delegate as? TestCellButtonDelegate)?.cellButtonTapped(cell)
        }
    }
}

extension Reactive where Base: TestScrollView {
    /// The scroll view's delegate proxy.
    var delegate: TestScrollViewDelegateProxy {
        TestScrollViewDelegateProxy.proxy(for: base)
    }

    /// The content offset after each scroll.
    var didScroll: ControlEvent<Int> {
        // The proxy reports on the main thread, where the toolkit calls its delegate.
        ControlEvent(events: delegate.methodInvoked(.didScroll).map { scrollView in MainActor.assumeIsolated { scrollView.contentOffset } })
    }
}

extension Reactive where Base: TestTableView {
    /// The rows whose cell button was tapped, routed through the table's delegate proxy.
    var button1Clicked: ControlEvent<Int> {
        ControlEvent(events: TestTableViewDelegateProxy.proxy(for: base).methodInvoked(.cellButtonTapped).map { cell in MainActor.assumeIsolated { cell.row } })
    }
}
