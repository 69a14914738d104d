/// The difference between the rows a list shows and the rows it is to show: splices that turn
/// the old rows into the new ones, and the rows that kept their identity but whose element
/// changed. A backend applies it to its toolkit's list model (GTK's `g_list_store_splice`,
/// UIKit's batch updates), so rows that did not change keep their cells, their selection and
/// the scroll position.
///
/// `ListChangeset(from:to:id:isChanged:)` computes it with a keyed diff:
///
/// 1. The common prefix and suffix of equal identities are kept, and their changed rows found,
///    in one pass (O(n)): the usual update (a row changed, added or removed somewhere) ends
///    here. The forms that compare elements with `==` take equal elements for one row kept as
///    it is and ask for identities only where elements differ, so a row kept unchanged costs
///    one comparison of elements.
/// 2. In the middle that remains, each new row is paired with the first unpaired old row of the
///    same identity (a hash table with a chain per identity for repeated identities, O(m)).
/// 3. The longest run of pairs whose old rows are in increasing order stays in place (the
///    longest increasing subsequence by patience sorting, O(m log m)); every other paired row
///    moved, and a move is a removal and an insertion. Unpaired old rows are removed, unpaired
///    new rows inserted.
///
/// So a changeset costs O(n) for n rows plus O(m log m) for the m rows between the first and the
/// last change; kept rows whose elements `isChanged` are the `updatedRows`.
public struct ListChangeset: Equatable, Sendable {
    /// One step: at `position`, remove `removedCount` rows and insert `insertedCount` rows (the
    /// new rows `position..<position + insertedCount`).
    public struct Splice: Equatable, Sendable {
        /// The row where the splice applies, in the rows as the earlier splices left them (which
        /// is also the new row of the first inserted row).
        public let position: Int
        /// How many rows are removed at `position`.
        public let removedCount: Int
        /// How many rows are inserted at `position`.
        public let insertedCount: Int

        /// A splice at `position` removing `removedCount` rows and inserting `insertedCount`.
        public init(position: Int, removedCount: Int, insertedCount: Int) {
            self.position = position
            self.removedCount = removedCount
            self.insertedCount = insertedCount
        }
    }

    /// How many rows there were.
    public let oldCount: Int
    /// How many rows there are after the change.
    public let newCount: Int
    /// The splices, to apply in order, in increasing positions.
    public let splices: [Splice]
    /// The rows, numbered in the new rows, that kept their identity and whose element changed:
    /// their cells are to be configured again.
    public let updatedRows: [Int]
    /// The rows that moved: removed and inserted again elsewhere by the splices, as old row
    /// and new row, in increasing old rows. A backend uses them to keep a moved row selected.
    public let movedRows: [Move]

    /// A row that moved: its old row and its new row.
    public struct Move: Equatable, Sendable {
        /// The row, numbered in the old rows.
        public let oldRow: Int
        /// The row, numbered in the new rows.
        public let newRow: Int

        /// The move of `oldRow` to `newRow`.
        public init(oldRow: Int, newRow: Int) {
            self.oldRow = oldRow
            self.newRow = newRow
        }
    }

    /// A changeset of `splices`, `updatedRows` and `movedRows` from `oldCount` rows to
    /// `newCount`.
    public init(oldCount: Int, newCount: Int, splices: [Splice], updatedRows: [Int], movedRows: [Move] = []) {
        self.oldCount = oldCount
        self.newCount = newCount
        self.splices = splices
        self.updatedRows = updatedRows
        self.movedRows = movedRows
    }

    /// Where the old row `oldRow` is in the new rows: kept or moved, its new row; removed, `nil`.
    public func newRow(forOldRow oldRow: Int) -> Int? {
        var shift = 0
        for splice in splices {
            let oldPosition = splice.position - shift
            if oldRow < oldPosition {
                break
            }
            if oldRow < oldPosition + splice.removedCount {
                return movedRows.first { $0.oldRow == oldRow }?.newRow
            }
            shift += splice.insertedCount - splice.removedCount
        }
        return oldRow + shift
    }

    /// Every row replaced: one splice removing the `oldCount` rows and inserting `newCount`.
    public static func reload(oldCount: Int, newCount: Int) -> ListChangeset {
        let splices = oldCount == 0 && newCount == 0 ? [] : [Splice(position: 0, removedCount: oldCount, insertedCount: newCount)]
        return ListChangeset(oldCount: oldCount, newCount: newCount, splices: splices, updatedRows: [])
    }

    /// Whether nothing changed.
    public var isEmpty: Bool {
        splices.isEmpty && updatedRows.isEmpty
    }

    /// The rows removed, numbered in the old rows, in increasing order.
    public var removedRows: [Int] {
        var rows: [Int] = []
        var shift = 0
        for splice in splices {
            let oldPosition = splice.position + shift
            rows.append(contentsOf: oldPosition..<(oldPosition + splice.removedCount))
            shift += splice.removedCount - splice.insertedCount
        }
        return rows
    }

    /// The rows inserted, numbered in the new rows, in increasing order.
    public var insertedRows: [Int] {
        splices.flatMap { $0.position..<($0.position + $0.insertedCount) }
    }

    /// The changes from `old` to `new`, elements of the same `id` being the same row; a kept row
    /// whose elements `isChanged` is updated. Identities should be unique; a repeated identity
    /// pairs its occurrences in order.
    ///
    /// Inlinable, so that a client's element type is specialised: the common prefix and suffix
    /// then cost a comparison of identities and one of elements per row, in one pass.
    @inlinable
    public init<Element, ID: Hashable>(
        from old: [Element],
        to new: [Element],
        id: (Element) throws -> ID,
        isChanged: (Element, Element) throws -> Bool
    ) rethrows {
        try self.init(from: old, to: new, id: id, isChanged: isChanged, unchangedIsKept: false)
    }

    /// The keyed diff. With `unchangedIsKept`, two elements that are not `isChanged` are the same
    /// row, kept as it is, without asking their identities: so the forms that compare elements
    /// with `==` (equal elements are one row) spend one comparison of elements on each row kept
    /// as it was, the usual row of an update. Always inlined, so that the comparison given by
    /// the public forms (`!=`) is inlined into the scans instead of called per row.
    @inlinable
    @inline(__always)
    init<Element, ID: Hashable>(
        from old: [Element],
        to new: [Element],
        id: (Element) throws -> ID,
        isChanged: (Element, Element) throws -> Bool,
        unchangedIsKept: Bool
    ) rethrows {
        // The common prefix and suffix of rows of the same identities, and their updates.
        var updatedRows: [Int] = []
        let shorter = Swift.min(old.count, new.count)
        var prefix = 0
        while prefix < shorter, let changed = try Self.compare(old[prefix], new[prefix], id: id, isChanged: isChanged, unchangedIsKept: unchangedIsKept) {
            if changed {
                updatedRows.append(prefix)
            }
            prefix += 1
        }
        let suffixStart = updatedRows.count
        var suffix = 0
        while suffix < shorter - prefix, let changed = try Self.compare(
            old[old.count - 1 - suffix], new[new.count - 1 - suffix], id: id, isChanged: isChanged, unchangedIsKept: unchangedIsKept
        ) {
            if changed {
                updatedRows.append(new.count - 1 - suffix)
            }
            suffix += 1
        }
        updatedRows[suffixStart...].reverse()
        let oldMiddle = prefix..<(old.count - suffix)
        let newMiddle = prefix..<(new.count - suffix)
        guard !oldMiddle.isEmpty, !newMiddle.isEmpty else {
            // No row of the middle is kept: one splice, or none.
            self.init(oldCount: old.count, newCount: new.count, keeping: [], between: oldMiddle, and: newMiddle, updatedRows: updatedRows, movedRows: [])
            return
        }
        let (middlePairs, moves) = Self.keptPairs(try old[oldMiddle].map(id), offset: prefix, try new[newMiddle].map(id))
        // The rows kept in the middle come between those of the prefix and of the suffix.
        var middleUpdates: [Int] = []
        for pair in middlePairs where try isChanged(old[pair.old], new[pair.new]) {
            middleUpdates.append(pair.new)
        }
        updatedRows.insert(contentsOf: middleUpdates, at: suffixStart)
        self.init(oldCount: old.count, newCount: new.count, keeping: middlePairs, between: oldMiddle, and: newMiddle, updatedRows: updatedRows, movedRows: moves)
    }

    /// Whether `oldElement` and `newElement` are one row: `nil` when their identities differ,
    /// otherwise whether the element changed. With `unchangedIsKept`, elements not `isChanged`
    /// are one row whatever their identities.
    @inlinable
    @inline(__always)
    static func compare<Element, ID: Hashable>(
        _ oldElement: Element,
        _ newElement: Element,
        id: (Element) throws -> ID,
        isChanged: (Element, Element) throws -> Bool,
        unchangedIsKept: Bool
    ) rethrows -> Bool? {
        if unchangedIsKept {
            if try !isChanged(oldElement, newElement) { return false }
            return try id(oldElement) == id(newElement) ? true : nil
        }
        guard try id(oldElement) == id(newElement) else { return nil }
        return try isChanged(oldElement, newElement)
    }

    /// The changeset that keeps the rows before `oldMiddle` and `newMiddle` (the same number),
    /// the `pairs` in them, and the rows after them, and updates `updatedRows`: each kept pair
    /// ends the splice that runs from the previous kept pair to it, and the last splice ends
    /// with the middles.
    @usableFromInline
    init(
        oldCount: Int,
        newCount: Int,
        keeping pairs: [(old: Int, new: Int)],
        between oldMiddle: Range<Int>,
        and newMiddle: Range<Int>,
        updatedRows: [Int],
        movedRows: [Move]
    ) {
        var splices: [Splice] = []
        var previousOld = oldMiddle.lowerBound - 1
        var previousNew = newMiddle.lowerBound - 1
        func spliceUpTo(old: Int, new: Int) {
            let removed = old - previousOld - 1
            let inserted = new - previousNew - 1
            if removed > 0 || inserted > 0 {
                splices.append(Splice(position: previousNew + 1, removedCount: removed, insertedCount: inserted))
            }
            previousOld = old
            previousNew = new
        }
        for pair in pairs {
            spliceUpTo(old: pair.old, new: pair.new)
        }
        spliceUpTo(old: oldMiddle.upperBound, new: newMiddle.upperBound)
        self.init(oldCount: oldCount, newCount: newCount, splices: splices, updatedRows: updatedRows, movedRows: movedRows)
    }

    /// The rows of the middle that stay: pairs of rows of the same identity whose old rows
    /// increase with their new rows, as many as can be, in increasing order; and the other
    /// pairs, which move, in increasing old rows. `oldIDs` and `newIDs` are the identities of
    /// the middle rows, which start at row `offset` in both.
    @usableFromInline
    static func keptPairs<ID: Hashable>(_ oldIDs: [ID], offset: Int, _ newIDs: [ID]) -> (kept: [(old: Int, new: Int)], moved: [Move]) {
        // The first unpaired old row of each identity, and after each old row the next of the
        // same identity.
        var firstOld: [ID: Int] = [:]
        firstOld.reserveCapacity(oldIDs.count)
        var nextOld = [Int](repeating: -1, count: oldIDs.count)
        for row in oldIDs.indices.reversed() {
            if let next = firstOld.updateValue(row, forKey: oldIDs[row]) {
                nextOld[row] = next
            }
        }
        var pairs: [(old: Int, new: Int)] = []
        for (row, identity) in newIDs.enumerated() {
            guard let oldRow = firstOld[identity] else { continue }
            pairs.append((oldRow + offset, row + offset))
            let next = nextOld[oldRow]
            firstOld[identity] = next < 0 ? nil : next
        }
        let kept = longestIncreasingRun(of: pairs)
        guard kept.count < pairs.count else { return (kept, []) }
        let keptOldRows = Set(kept.map(\.old))
        let moved = pairs.filter { !keptOldRows.contains($0.old) }
            .map { Move(oldRow: $0.old, newRow: $0.new) }
            .sorted { $0.oldRow < $1.oldRow }
        return (kept, moved)
    }

    /// The longest subsequence of `pairs` (in increasing new rows) whose old rows increase too:
    /// patience sorting, keeping for each length the pair with the smallest old row that ends a
    /// run of that length.
    @usableFromInline
    static func longestIncreasingRun(of pairs: [(old: Int, new: Int)]) -> [(old: Int, new: Int)] {
        guard pairs.count > 1 else { return pairs }
        // The common case, every pair in order, needs no search.
        if zip(pairs, pairs.dropFirst()).allSatisfy({ $0.old < $1.old }) {
            return pairs
        }
        var tails: [Int] = []
        var previous = [Int](repeating: -1, count: pairs.count)
        for index in pairs.indices {
            let old = pairs[index].old
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if pairs[tails[middle]].old < old {
                    low = middle + 1
                } else {
                    high = middle
                }
            }
            if low > 0 {
                previous[index] = tails[low - 1]
            }
            if low == tails.count {
                tails.append(index)
            } else {
                tails[low] = index
            }
        }
        var run: [(old: Int, new: Int)] = []
        run.reserveCapacity(tails.count)
        var index = tails.last ?? -1
        while index >= 0 {
            run.append(pairs[index])
            index = previous[index]
        }
        return run.reversed()
    }

    /// `old` with the changes applied, inserted and updated rows taken from `new`: equal to
    /// `new` when the changeset is the difference between the two.
    public func applied<Element>(to old: [Element], taking new: [Element]) -> [Element] {
        var rows = old
        for splice in splices {
            rows.replaceSubrange(
                splice.position..<(splice.position + splice.removedCount),
                with: new[splice.position..<(splice.position + splice.insertedCount)]
            )
        }
        for row in updatedRows {
            rows[row] = new[row]
        }
        return rows
    }
}

extension ListChangeset {
    /// The changes from `old` to `new`, identified by `id` and compared with `==`. Equal
    /// elements are taken for one row, kept as it is, without asking `id`: a row kept unchanged
    /// costs one comparison.
    @inlinable
    public init<Element: Equatable, ID: Hashable>(from old: [Element], to new: [Element], id: (Element) throws -> ID) rethrows {
        try self.init(from: old, to: new, id: id, isChanged: !=, unchangedIsKept: true)
    }

    /// The changes from `old` to `new`, identified by their `id` and compared with `==` (equal
    /// elements are one row, as with `init(from:to:id:)`).
    @inlinable
    public init<Element: Identifiable & Equatable>(from old: [Element], to new: [Element]) {
        self.init(from: old, to: new, id: { $0.id }, isChanged: !=, unchangedIsKept: true)
    }
}
