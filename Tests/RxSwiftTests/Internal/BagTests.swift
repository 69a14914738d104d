@testable import RxSwift
import RxTest
import XCTest

final class BagTests: LeakCheckingTestCase {
    /// The live elements in iteration order.
    private func elements(_ bag: Bag<Int>) -> [Int] {
        var elements: [Int] = []
        bag.forEach { elements.append($0) }
        return elements
    }

    /// A reproducible shuffle of `0..<count`.
    private func shuffled(_ count: Int, seed: UInt64) -> [Int] {
        var state = seed
        var indices = Array(0..<count)
        for index in stride(from: count - 1, to: 0, by: -1) {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            indices.swapAt(index, Int((state >> 33) % UInt64(index + 1)))
        }
        return indices
    }

    func testIteratesInInsertionOrder() {
        var bag = Bag<Int>()
        XCTAssertTrue(bag.isEmpty)
        for value in 0..<5 { _ = bag.insert(value) }
        XCTAssertEqual(elements(bag), [0, 1, 2, 3, 4])
        XCTAssertEqual(bag.count, 5)
    }

    func testRemovalInAnyOrderKeepsTheOrderOfTheRest() {
        for seed in 1...20 as ClosedRange<UInt64> {
            var bag = Bag<Int>()
            let keys = (0..<200).map { bag.insert($0) }
            var remaining = Array(0..<200)
            for (step, index) in shuffled(200, seed: seed).enumerated() {
                XCTAssertEqual(bag.removeKey(keys[index]), index)
                remaining.removeAll { $0 == index }
                XCTAssertEqual(bag.count, remaining.count)
                if step % 17 == 0 {
                    XCTAssertEqual(elements(bag), remaining)
                }
            }
            XCTAssertTrue(bag.isEmpty)
            XCTAssertTrue(bag.values.isEmpty && bag.keys.isEmpty)
        }
    }

    func testRemovingFromTheFrontTheBackAndTheMiddle() {
        var bag = Bag<Int>()
        let keys = (0..<6).map { bag.insert($0) }
        XCTAssertEqual(bag.removeKey(keys[0]), 0)
        XCTAssertEqual(bag.removeKey(keys[5]), 5)
        XCTAssertEqual(bag.removeKey(keys[2]), 2)
        XCTAssertEqual(elements(bag), [1, 3, 4])
        XCTAssertEqual(bag.removeKey(keys[4]), 4)
        XCTAssertEqual(elements(bag), [1, 3])
        // The holes at the end go with the last entry, so the entries never end with a hole.
        XCTAssertEqual(bag.values.last, 3)
        XCTAssertEqual(bag.keys.count, bag.values.count)
    }

    func testAKeyRemovesOnlyOnce() {
        var bag = Bag<Int>()
        let keys = (0..<4).map { bag.insert($0) }
        XCTAssertEqual(bag.removeKey(keys[1]), 1)
        XCTAssertNil(bag.removeKey(keys[1]))
        XCTAssertEqual(bag.removeKey(keys[3]), 3)
        XCTAssertNil(bag.removeKey(keys[3]))
        XCTAssertEqual(elements(bag), [0, 2])
        var empty = Bag<Int>()
        XCTAssertNil(empty.removeKey(keys[0]))
    }

    func testKeysOfOneBagDoNotRemoveEntriesInsertedLater() {
        var bag = Bag<Int>()
        let old = bag.insert(0)
        bag.removeKey(old)
        let new = bag.insert(1)
        XCTAssertNotEqual(old, new)
        XCTAssertNil(bag.removeKey(old))
        XCTAssertEqual(elements(bag), [1])
    }

    func testHolesAreSqueezedOutSoStorageStaysProportionalToTheLiveEntries() {
        var bag = Bag<Int>()
        var keys: [Int: BagKey] = [:]
        let permanent = bag.insert(-1)
        // Churn: one long-lived entry at the front, and many short-lived ones after it removed in
        // shuffled batches; the entries array must not keep their holes.
        for round in 0..<50 {
            for value in 0..<100 { keys[value] = bag.insert(round * 100 + value) }
            for index in shuffled(100, seed: UInt64(round + 1)) {
                XCTAssertNotNil(bag.removeKey(keys[index]!))
                XCTAssertLessThanOrEqual(bag.values.count, 2 * bag.count + 1)
                XCTAssertEqual(bag.keys.count, bag.values.count)
            }
            XCTAssertEqual(elements(bag), [-1])
        }
        XCTAssertEqual(bag.removeKey(permanent), -1)
        XCTAssertTrue(bag.values.isEmpty && bag.keys.isEmpty)
    }

    func testEveryEntryIsFoundAfterTheHolesBeforeItWereSqueezedOut() {
        var bag = Bag<Int>()
        let keys = (0..<64).map { bag.insert($0) }
        // Removing every even entry squeezes out the holes once they outnumber the live
        // entries, which moves each odd entry before the position its key would suggest.
        for index in stride(from: 0, to: 64, by: 2) {
            bag.removeKey(keys[index])
        }
        for index in stride(from: 1, to: 64, by: 2) {
            XCTAssertEqual(bag.replaceValue(forKey: keys[index], with: index * 10), index)
        }
        XCTAssertEqual(elements(bag), stride(from: 1, to: 64, by: 2).map { $0 * 10 })
    }

    func testReplaceValueKeepsThePlaceAndIgnoresRemovedKeys() {
        var bag = Bag<Int>()
        let keys = (0..<3).map { bag.insert($0) }
        XCTAssertEqual(bag.replaceValue(forKey: keys[1], with: 10), 1)
        XCTAssertEqual(elements(bag), [0, 10, 2])
        bag.removeKey(keys[1])
        XCTAssertNil(bag.replaceValue(forKey: keys[1], with: 20))
        XCTAssertEqual(elements(bag), [0, 2])
    }

    func testRemoveAllEmptiesTheBagAndLaterInsertionsGetNewKeys() {
        var bag = Bag<Int>()
        let first = bag.insert(1)
        _ = bag.insert(2)
        bag.removeAll()
        XCTAssertTrue(bag.isEmpty)
        let later = bag.insert(3)
        XCTAssertNotEqual(first, later)
        XCTAssertNil(bag.removeKey(first))
        XCTAssertEqual(elements(bag), [3])
    }

    func testTheOnlyEntryOfABagIsKeptInlineUntilASecondArrives() {
        var bag = Bag<Int>()
        let first = bag.insert(1)
        XCTAssertTrue(bag.values.isEmpty && bag.keys.isEmpty)
        guard case .one(1) = bag.snapshot else { return XCTFail("expected the inline entry, got \(bag.snapshot)") }
        let second = bag.insert(2)
        XCTAssertFalse(bag.hasInlineEntry)
        XCTAssertNil(bag.inlineValue)
        XCTAssertEqual(bag.keys, [first.rawValue, second.rawValue])
        guard case .several(let entries) = bag.snapshot else { return XCTFail("expected the array") }
        XCTAssertEqual(Array(entries), [1, 2])
        // Down to one entry again, it stays in the array; emptied, the bag starts inline anew.
        XCTAssertEqual(bag.removeKey(first), 1)
        XCTAssertEqual(elements(bag), [2])
        XCTAssertEqual(bag.removeKey(second), 2)
        guard case .none = bag.snapshot else { return XCTFail("expected no entries") }
        let third = bag.insert(3)
        XCTAssertTrue(bag.values.isEmpty && bag.keys.isEmpty)
        XCTAssertEqual(bag.count, 1)
        XCTAssertNotEqual(third, first)
    }

    func testTheInlineEntryIsRemovedAndReplacedOnlyByItsOwnKey() {
        var bag = Bag<Int>()
        let stale = bag.insert(0)
        bag.removeKey(stale)
        let key = bag.insert(1)
        XCTAssertNil(bag.removeKey(stale))
        XCTAssertNil(bag.replaceValue(forKey: stale, with: 5))
        XCTAssertEqual(bag.replaceValue(forKey: key, with: 10), 1)
        XCTAssertEqual(elements(bag), [10])
        XCTAssertEqual(bag.removeKey(key), 10)
        XCTAssertNil(bag.removeKey(key))
        XCTAssertTrue(bag.isEmpty)
        _ = bag.insert(2)
        bag.removeAll()
        XCTAssertTrue(bag.isEmpty)
        guard case .none = bag.snapshot else { return XCTFail("expected no entries") }
    }
}
