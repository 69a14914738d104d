/// A changeset applied in two steps, so that deleted rows can leave with an animation: `showing`
/// turns the old rows into the shown rows, which are the new rows with each deleted row kept in
/// its place (the `leavingRows`); once the animation is over, `removing` takes the leaving rows
/// out, which leaves the new rows. A list and its binding apply both steps in turn, so the rows
/// the toolkit shows and the rows the binding numbers always agree.
///
/// Only deleted rows stay: a moved row (removed and inserted again elsewhere) moves at once, so
/// it is never shown twice. In each gap between kept rows, the leaving rows come first, then
/// the rows inserted there.
public struct StagedListChangeset: Equatable, Sendable {
    /// From the old rows to the shown rows: inserts, moves and updates, no deletion.
    public let showing: ListChangeset
    /// The deleted rows, numbered in the shown rows, in increasing order.
    public let leavingRows: [Int]
    /// From the shown rows to the new rows: removes the leaving rows.
    public let removing: ListChangeset
    /// Where each row shown comes from: an old row (leaving) or a new row.
    private let shownSources: [ShownRow]

    /// Where a shown row's element comes from.
    private enum ShownRow: Equatable, Sendable {
        /// A run of consecutive new rows.
        case new(Range<Int>)
        /// A deleted old row, kept while it leaves.
        case leaving(Int)
    }

    /// The two steps of `changes`; `nil` when it deletes no row, since it then needs no second
    /// step.
    public init?(_ changes: ListChangeset) {
        let moved = Set(changes.movedRows.map(\.oldRow))
        var showingSplices: [ListChangeset.Splice] = []
        var removingSplices: [ListChangeset.Splice] = []
        var leavingRows: [Int] = []
        var sources: [ShownRow] = []
        // The leaving rows before each splice's inserted rows, to renumber updates and moves.
        var leavingThroughSplice: [(newEnd: Int, leaving: Int)] = []
        var oldRow = 0
        var newRow = 0
        func appendNew(upTo end: Int) {
            if newRow < end {
                sources.append(.new(newRow..<end))
            }
        }
        for splice in changes.splices {
            // The rows between splices are kept: new rows newRow..<position are the old rows
            // from oldRow on.
            appendNew(upTo: splice.position)
            oldRow += splice.position - newRow
            newRow = splice.position
            let gapLeavingStart = leavingRows.count
            var movedRun = 0
            for row in oldRow..<(oldRow + splice.removedCount) {
                if moved.contains(row) {
                    movedRun += 1
                    continue
                }
                let shownRow = newRow + leavingRows.count
                if movedRun > 0 {
                    showingSplices.append(.init(position: shownRow, removedCount: movedRun, insertedCount: 0))
                    movedRun = 0
                }
                leavingRows.append(shownRow)
                sources.append(.leaving(row))
            }
            let insertAt = newRow + leavingRows.count
            if movedRun > 0 || splice.insertedCount > 0 {
                showingSplices.append(.init(position: insertAt, removedCount: movedRun, insertedCount: splice.insertedCount))
            }
            let gapLeaving = leavingRows.count - gapLeavingStart
            if gapLeaving > 0 {
                removingSplices.append(.init(position: newRow, removedCount: gapLeaving, insertedCount: 0))
            }
            oldRow += splice.removedCount
            appendNew(upTo: splice.position + splice.insertedCount)
            newRow = splice.position + splice.insertedCount
            leavingThroughSplice.append((newEnd: newRow, leaving: leavingRows.count))
        }
        guard !leavingRows.isEmpty else { return nil }
        appendNew(upTo: changes.newCount)
        newRow = changes.newCount

        // A new row is shown after the leaving rows of every splice that ends at or before it,
        // and of the splice that inserted it.
        func shownRow(ofNewRow row: Int) -> Int {
            var low = 0
            var high = leavingThroughSplice.count
            while low < high {
                let middle = (low + high) / 2
                if leavingThroughSplice[middle].newEnd <= row {
                    low = middle + 1
                } else {
                    high = middle
                }
            }
            // The splice that inserted `row`, if any, is the first that ends after it; its
            // leaving rows precede its inserted rows.
            if low < changes.splices.count, changes.splices[low].position <= row {
                return row + leavingThroughSplice[low].leaving
            }
            return row + (low > 0 ? leavingThroughSplice[low - 1].leaving : 0)
        }
        let shownCount = changes.newCount + leavingRows.count
        showing = ListChangeset(
            oldCount: changes.oldCount,
            newCount: shownCount,
            splices: showingSplices,
            updatedRows: changes.updatedRows.map(shownRow(ofNewRow:)),
            movedRows: changes.movedRows.map { ListChangeset.Move(oldRow: $0.oldRow, newRow: shownRow(ofNewRow: $0.newRow)) }
        )
        removing = ListChangeset(oldCount: shownCount, newCount: changes.newCount, splices: removingSplices, updatedRows: [])
        self.leavingRows = leavingRows
        shownSources = sources
    }

    /// The elements of the shown rows: the new elements, with the old element of each leaving
    /// row in its place. `old` and `new` are the arrays the changeset was computed from.
    public func shownElements<Element>(old: [Element], new: [Element]) -> [Element] {
        var rows: [Element] = []
        rows.reserveCapacity(new.count + leavingRows.count)
        for source in shownSources {
            switch source {
            case .new(let range): rows.append(contentsOf: new[range])
            case .leaving(let row): rows.append(old[row])
            }
        }
        return rows
    }
}
