import RxCocoa
import RxTest
import XCTest

final class ListChangesetTests: XCTestCase {
    func testAnUnchangedListHasNoChanges() {
        let rows = items([1, 2, 3])
        XCTAssertTrue(ListChangeset(from: rows, to: rows).isEmpty)
        XCTAssertTrue(ListChangeset(from: [Item](), to: []).isEmpty)
    }

    func testAnInsertionAboveIsOneSplice() {
        let changes = ListChangeset(from: items([1, 2, 3]), to: items([0, 1, 2, 3]))
        XCTAssertEqual(changes.splices, [.init(position: 0, removedCount: 0, insertedCount: 1)])
        XCTAssertEqual(changes.insertedRows, [0])
        XCTAssertEqual(changes.removedRows, [])
        XCTAssertEqual(changes.updatedRows, [])
    }

    func testAChangedElementOfTheSameIdentityIsAnUpdateNotASplice() {
        var new = items([1, 2, 3])
        new[1].value = "changed"
        let changes = ListChangeset(from: items([1, 2, 3]), to: new)
        XCTAssertEqual(changes.splices, [])
        XCTAssertEqual(changes.updatedRows, [1])
    }

    func testRemovalsAndInsertionsAtSeveralPlaces() {
        let changes = ListChangeset(from: items([1, 2, 3, 4, 5]), to: items([1, 7, 3, 5, 8]))
        XCTAssertEqual(changes.splices, [
            .init(position: 1, removedCount: 1, insertedCount: 1),
            .init(position: 3, removedCount: 1, insertedCount: 0),
            .init(position: 4, removedCount: 0, insertedCount: 1),
        ])
        XCTAssertEqual(changes.removedRows, [1, 3])
        XCTAssertEqual(changes.insertedRows, [1, 4])
    }

    func testAMoveIsARemovalAndAnInsertionAndTheRestStays() {
        let changes = ListChangeset(from: items([1, 2, 3, 4, 5]), to: items([2, 3, 4, 5, 1]))
        XCTAssertEqual(changes.removedRows, [0])
        XCTAssertEqual(changes.insertedRows, [4])
        XCTAssertEqual(changes.movedRows, [.init(oldRow: 0, newRow: 4)])
        XCTAssertEqual((0..<5).map(changes.newRow(forOldRow:)), [4, 0, 1, 2, 3])
    }

    func testAnElementMovedAndChangedIsInsertedNotUpdated() {
        var new = items([2, 3, 1])
        new[2].value = "changed"
        let changes = ListChangeset(from: items([1, 2, 3]), to: new)
        XCTAssertEqual(changes.applied(to: items([1, 2, 3]), taking: new), new)
        XCTAssertEqual(changes.removedRows, [0])
        XCTAssertEqual(changes.insertedRows, [2])
        XCTAssertEqual(changes.updatedRows, [], "a row removed and inserted is made anew anyway")
    }

    func testAClosureGivesTheIdentity() {
        let changes = ListChangeset(from: ["apple", "banana"], to: ["avocado", "banana"], id: { $0.first! })
        XCTAssertEqual(changes.splices, [])
        XCTAssertEqual(changes.updatedRows, [0])
    }

    func testReloadReplacesEveryRow() {
        let changes = ListChangeset.reload(oldCount: 3, newCount: 2)
        XCTAssertEqual(changes.splices, [.init(position: 0, removedCount: 3, insertedCount: 2)])
        XCTAssertTrue(ListChangeset.reload(oldCount: 0, newCount: 0).isEmpty)
    }

    // Property: for random old and new lists (unique identities, some shared, reordered and
    // changed), applying the changeset to the old list gives the new one, it keeps as many rows
    // as the longest common subsequence of identities, and it updates exactly the kept rows
    // whose element changed.
    func testApplyingTheChangesetToTheOldListGivesTheNewOne() {
        var generator = SplitMix64(seed: 2026)
        for round in 0..<400 {
            let (old, new) = randomLists(using: &generator, duplicates: false)
            let changes = ListChangeset(from: old, to: new)
            let context = "round \(round): \(old.map(\.id)) -> \(new.map(\.id))"
            XCTAssertEqual(changes.applied(to: old, taking: new), new, context)
            XCTAssertEqual(changes.oldCount, old.count)
            XCTAssertEqual(changes.newCount, new.count)
            let kept = old.count - changes.removedRows.count
            XCTAssertEqual(kept, new.count - changes.insertedRows.count, context)
            XCTAssertEqual(kept, longestCommonSubsequence(old.map(\.id), new.map(\.id)), context)
            XCTAssertEqual(changes.splices.map(\.position), changes.splices.map(\.position).sorted(), context)
            let inserted = Set(changes.insertedRows)
            let keptRows = (0..<new.count).filter { !inserted.contains($0) }
            let removed = Set(changes.removedRows)
            let keptOld = (0..<old.count).filter { !removed.contains($0) }
            let expectedUpdates = zip(keptOld, keptRows).filter { old[$0.0] != new[$0.1] }.map(\.1)
            XCTAssertEqual(changes.updatedRows, expectedUpdates, context)
            for (oldRow, newRow) in zip(keptOld, keptRows) {
                XCTAssertEqual(old[oldRow].id, new[newRow].id, context)
            }
            let newIDs = new.map(\.id)
            for (oldRow, element) in old.enumerated() {
                let expected = newIDs.firstIndex(of: element.id)
                XCTAssertEqual(changes.newRow(forOldRow: oldRow), expected, "\(context): old row \(oldRow)")
            }
            XCTAssertEqual(changes.movedRows.map(\.oldRow), removed.sorted().filter { newIDs.contains(old[$0].id) }, context)
            for move in changes.movedRows {
                XCTAssertTrue(removed.contains(move.oldRow), context)
                XCTAssertTrue(inserted.contains(move.newRow), context)
            }
        }
    }

    // Property: repeated identities pair in order and still give the new list.
    func testRepeatedIdentitiesStillGiveTheNewList() {
        var generator = SplitMix64(seed: 7)
        for round in 0..<400 {
            let (old, new) = randomLists(using: &generator, duplicates: true)
            let changes = ListChangeset(from: old, to: new)
            XCTAssertEqual(changes.applied(to: old, taking: new), new, "round \(round): \(old.map(\.id)) -> \(new.map(\.id))")
        }
    }

    // The comparing forms take equal elements for one row kept as it is without asking their
    // identities: an update asks only for the identities of the rows that differ.
    func testRowsKeptUnchangedAreComparedWithoutAskingTheirIdentities() {
        let old = items(Array(0..<1_000))
        var new = old
        new[600].value = "changed"
        let asked = Captured(0)
        let changes = ListChangeset(from: old, to: new, id: { (item: Item) -> Int in
            asked.value += 1
            return item.id
        })
        XCTAssertEqual(changes.updatedRows, [600])
        XCTAssertEqual(asked.value, 2, "only the changed row's two elements were asked for their identity")

        asked.value = 0
        let inserted = ListChangeset(from: old, to: [Item(id: -1, value: "new")] + old, id: { (item: Item) -> Int in
            asked.value += 1
            return item.id
        })
        XCTAssertEqual(inserted.splices, [.init(position: 0, removedCount: 0, insertedCount: 1)])
        XCTAssertEqual(asked.value, 2, "the suffix of equal rows was found by comparing elements")
    }

    // Property: the form that takes an identity and a change test (which asks every row's
    // identity) gives the same changeset as the comparing form, with unique or repeated
    // identities.
    func testTheGeneralFormGivesWhatTheComparingFormGives() {
        var generator = SplitMix64(seed: 11)
        for round in 0..<400 {
            let (old, new) = randomLists(using: &generator, duplicates: round % 2 == 1)
            let general = ListChangeset(from: old, to: new, id: { $0.id }, isChanged: { $0.value != $1.value })
            XCTAssertEqual(general, ListChangeset(from: old, to: new), "round \(round): \(old.map(\.id)) -> \(new.map(\.id))")
        }
    }

    // Updates in the common prefix, in the middle (around a move) and in the common suffix
    // come in increasing new rows.
    func testUpdatesComeInIncreasingRows() {
        let old = items([1, 2, 3, 4, 5, 6, 7])
        var new = items([1, 2, 5, 3, 4, 6, 7])
        for row in [0, 2, 4, 6] {
            new[row].value = "changed"
        }
        let changes = ListChangeset(from: old, to: new)
        XCTAssertEqual(changes.movedRows, [.init(oldRow: 4, newRow: 2)])
        XCTAssertEqual(changes.updatedRows, [0, 4, 6], "the moved row is inserted anew, not updated")
        XCTAssertEqual(changes.applied(to: old, taking: new), new)
    }

    func testOneChangedRowOfTenThousandIsOneUpdate() {
        let old = items(Array(0..<10_000))
        var new = old
        new[5_000].value = "changed"
        new.insert(Item(id: -1, value: "new"), at: 0)
        let changes = ListChangeset(from: old, to: new)
        XCTAssertEqual(changes.splices, [.init(position: 0, removedCount: 0, insertedCount: 1)])
        XCTAssertEqual(changes.updatedRows, [5_001])
    }
}

/// An identified element of the tests' lists.
private struct Item: Identifiable, Equatable {
    let id: Int
    var value: String
}

private func items(_ ids: [Int]) -> [Item] {
    ids.map { Item(id: $0, value: "\($0)") }
}

/// A random old list and a new list made from it by removals, insertions, moves and changes.
private func randomLists(using generator: inout SplitMix64, duplicates: Bool) -> ([Item], [Item]) {
    let idRange = duplicates ? 0..<6 : 0..<1_000
    var old: [Item] = []
    var used: Set<Int> = []
    let count = Int.random(in: 0...12, using: &generator)
    while old.count < count {
        let id = Int.random(in: idRange, using: &generator)
        if duplicates || used.insert(id).inserted {
            old.append(Item(id: id, value: "v"))
        }
    }
    var new = old.filter { _ in Int.random(in: 0..<4, using: &generator) != 0 }
    for _ in 0..<Int.random(in: 0...4, using: &generator) {
        let id = Int.random(in: idRange, using: &generator)
        if duplicates || used.insert(id).inserted {
            new.insert(Item(id: id, value: "n"), at: Int.random(in: 0...new.count, using: &generator))
        }
    }
    if new.count > 1, Bool.random(using: &generator) {
        let moved = new.remove(at: Int.random(in: 0..<new.count, using: &generator))
        new.insert(moved, at: Int.random(in: 0...new.count, using: &generator))
    }
    for index in new.indices where Int.random(in: 0..<5, using: &generator) == 0 {
        new[index].value = "changed"
    }
    return (old, new)
}

/// The length of the longest common subsequence, by dynamic programming.
private func longestCommonSubsequence(_ first: [Int], _ second: [Int]) -> Int {
    var previous = [Int](repeating: 0, count: second.count + 1)
    for element in first {
        var current = [0]
        for (index, other) in second.enumerated() {
            current.append(element == other ? previous[index] + 1 : max(previous[index + 1], current[index]))
        }
        previous = current
    }
    return previous.last ?? 0
}

/// A seeded random number generator, so a failing round can be reproduced.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
