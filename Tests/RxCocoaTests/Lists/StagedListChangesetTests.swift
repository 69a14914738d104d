import RxCocoa
import RxTest
import XCTest

final class StagedListChangesetTests: LeakCheckingTestCase {
    private struct Row: Identifiable, Equatable {
        let id: Int
        var version = 0
    }

    func testAChangesetWithoutDeletionNeedsNoSecondStep() {
        let old = [Row(id: 1), Row(id: 2), Row(id: 3)]
        XCTAssertNil(StagedListChangeset(ListChangeset(from: old, to: [Row(id: 0)] + old)))
        XCTAssertNil(StagedListChangeset(ListChangeset(from: old, to: [old[2], old[0], old[1]])), "moves are not deletions")
        XCTAssertNil(StagedListChangeset(ListChangeset(from: old, to: [Row(id: 1), Row(id: 2, version: 1), Row(id: 3)])))
    }

    // Deleted rows stay in their places in the first step; inserted rows come after the leaving
    // rows of their gap; the second step removes exactly the leaving rows.
    func testDeletedRowsStayInPlaceBeforeTheRowsInsertedInTheirGap() throws {
        let old = [1, 2, 3, 4, 5].map { Row(id: $0) }
        let new = [Row(id: 1), Row(id: 6), Row(id: 3), Row(id: 5, version: 1)]
        let staged = try XCTUnwrap(StagedListChangeset(ListChangeset(from: old, to: new)))
        XCTAssertEqual(staged.shownElements(old: old, new: new).map(\.id), [1, 2, 6, 3, 4, 5])
        XCTAssertEqual(staged.leavingRows, [1, 4])
        XCTAssertEqual(staged.showing, ListChangeset(
            oldCount: 5, newCount: 6,
            splices: [.init(position: 2, removedCount: 0, insertedCount: 1)],
            updatedRows: [5]
        ))
        XCTAssertEqual(staged.removing, ListChangeset(
            oldCount: 6, newCount: 4,
            splices: [.init(position: 1, removedCount: 1, insertedCount: 0), .init(position: 3, removedCount: 1, insertedCount: 0)],
            updatedRows: []
        ))
    }

    // A moved row moves at once, in the first step, and keeps its move (so a backend keeps it
    // selected); only the deleted rows leave.
    func testMovedRowsMoveAtOnce() throws {
        let old = [1, 2, 3, 4].map { Row(id: $0) }
        let new = [4, 1, 3].map { Row(id: $0) }
        let changes = ListChangeset(from: old, to: new)
        let staged = try XCTUnwrap(StagedListChangeset(changes))
        let shown = staged.shownElements(old: old, new: new)
        XCTAssertEqual(shown.map(\.id), [4, 1, 2, 3])
        XCTAssertEqual(staged.leavingRows, [2])
        XCTAssertEqual(staged.showing.movedRows, [ListChangeset.Move(oldRow: 3, newRow: 0)])
        XCTAssertEqual(staged.showing.newRow(forOldRow: 3), 0)
        XCTAssertEqual(staged.showing.newRow(forOldRow: 1), 2, "the leaving row is where it was")
    }

    // Over random updates (insertions, deletions, moves, changes), both steps turn the old rows
    // into the shown rows and the shown rows into the new ones; the shown rows are the new rows
    // plus exactly the deleted ones, and updates and moves point at the right shown rows.
    func testBothStepsComposeToTheChangesetOnRandomUpdates() {
        var generator = SplitMix64(seed: 7)
        for _ in 0..<500 {
            let old = (0..<Int.random(in: 0...12, using: &generator)).map { Row(id: $0) }
            var new = old.filter { _ in Int.random(in: 0..<4, using: &generator) != 0 }
            if Bool.random(using: &generator) { new.shuffle(using: &generator) }
            for index in new.indices where Int.random(in: 0..<5, using: &generator) == 0 {
                new[index].version = 1
            }
            for id in 100..<(100 + Int.random(in: 0...3, using: &generator)) {
                new.insert(Row(id: id), at: Int.random(in: 0...new.count, using: &generator))
            }
            let changes = ListChangeset(from: old, to: new)
            let deleted = Set(old.map(\.id)).subtracting(new.map(\.id))
            guard let staged = StagedListChangeset(changes) else {
                XCTAssertTrue(deleted.isEmpty)
                continue
            }
            let shown = staged.shownElements(old: old, new: new)
            XCTAssertEqual(staged.showing.applied(to: old, taking: shown), shown)
            XCTAssertEqual(staged.removing.applied(to: shown, taking: new), new)
            XCTAssertEqual(Set(staged.leavingRows.map { shown[$0].id }), deleted)
            XCTAssertEqual(staged.leavingRows.count, deleted.count)
            XCTAssertEqual(shown.enumerated().filter { !staged.leavingRows.contains($0.offset) }.map(\.element), new)
            XCTAssertEqual(staged.showing.updatedRows.map { shown[$0] }, changes.updatedRows.map { new[$0] })
            for move in staged.showing.movedRows {
                XCTAssertEqual(shown[move.newRow].id, old[move.oldRow].id)
            }
            XCTAssertEqual(staged.showing.removedRows.count, changes.movedRows.count, "the first step removes only moved rows")
        }
    }
}
