import RxTest
import XCTest
@testable import RxSwift

final class CompositeDisposableTests: LeakCheckingTestCase {
    func testInitialisersHoldTheirArguments() {
        let recorders = (0..<5).map { DisposalRecorder("\($0)") }

        XCTAssertEqual(CompositeDisposable().count, 0)
        XCTAssertEqual(CompositeDisposable(recorders[0], recorders[1]).count, 2)
        XCTAssertEqual(CompositeDisposable(recorders[0], recorders[1], recorders[2]).count, 3)
        XCTAssertEqual(CompositeDisposable(recorders[0], recorders[1], recorders[2], recorders[3]).count, 4)
        XCTAssertEqual(CompositeDisposable(recorders[0], recorders[1], recorders[2], recorders[3], recorders[4]).count, 5)
        XCTAssertEqual(CompositeDisposable(disposables: recorders).count, 5)
        XCTAssertTrue(recorders.allSatisfy { $0.disposeCount == 0 })
    }

    func testDisposeDisposesEveryMemberOnceInInsertionOrder() {
        let log = DisposalLog()
        let composite = CompositeDisposable(DisposalRecorder("a", log: log), DisposalRecorder("b", log: log))
        XCTAssertNotNil(composite.insert(DisposalRecorder("c", log: log)))
        XCTAssertFalse(composite.isDisposed)

        composite.dispose()
        composite.dispose()

        XCTAssertTrue(composite.isDisposed)
        XCTAssertEqual(composite.count, 0)
        XCTAssertEqual(log.names, ["a", "b", "c"])
    }

    func testRemoveDisposesOnlyTheRemovedMember() {
        let composite = CompositeDisposable()
        let kept = DisposalRecorder()
        let removed = DisposalRecorder()
        XCTAssertNotNil(composite.insert(kept))
        let key = composite.insert(removed)
        XCTAssertEqual(composite.count, 2)

        composite.remove(for: key!)

        XCTAssertEqual(composite.count, 1)
        XCTAssertEqual(removed.disposeCount, 1)
        XCTAssertEqual(kept.disposeCount, 0)
        XCTAssertFalse(composite.isDisposed)

        composite.remove(for: key!)

        XCTAssertEqual(composite.count, 1)
        XCTAssertEqual(removed.disposeCount, 1)

        composite.dispose()

        XCTAssertEqual(kept.disposeCount, 1)
        XCTAssertEqual(removed.disposeCount, 1)
    }

    func testRemovingMembersInShuffledOrderLeavesTheOthersToBeDisposedInInsertionOrder() {
        let composite = CompositeDisposable()
        let disposed = Captured<[Int]>([])
        let keys = (0..<60).map { index in composite.insert(Disposables.create { disposed.value.append(index) })! }
        var state: UInt64 = 7
        var removed = Set<Int>()
        while removed.count < 40 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let index = Int((state >> 33) % 60)
            if removed.insert(index).inserted {
                composite.remove(for: keys[index])
                XCTAssertEqual(disposed.value.last, index)
            }
            XCTAssertEqual(composite.count, 60 - removed.count)
        }
        disposed.value.removeAll()

        composite.dispose()

        XCTAssertEqual(disposed.value, (0..<60).filter { !removed.contains($0) })
    }

    func testRemoveAfterDisposeDoesNothing() {
        let composite = CompositeDisposable()
        let member = DisposalRecorder()
        let key = composite.insert(member)!
        composite.dispose()

        composite.remove(for: key)

        XCTAssertEqual(member.disposeCount, 1)
    }

    func testInsertAfterDisposeDisposesAtOnceAndReturnsNoKey() {
        let composite = CompositeDisposable()
        composite.dispose()
        let late = DisposalRecorder()

        let key = composite.insert(late)

        XCTAssertNil(key)
        XCTAssertEqual(late.disposeCount, 1)
        XCTAssertEqual(composite.count, 0)
    }

    func testMemberMayReenterTheCompositeWhileBeingDisposed() {
        let composite = CompositeDisposable()
        let late = DisposalRecorder()
        var countSeen = -1
        _ = composite.insert(ReentrantDisposable {
            countSeen = composite.count
            _ = composite.insert(late)
        })

        guard assertFinishes({ composite.dispose() }) else { return }

        XCTAssertEqual(countSeen, 0)
        XCTAssertEqual(late.disposeCount, 1)
    }

    func testRemovedMemberMayReenterTheComposite() {
        let composite = CompositeDisposable()
        var isDisposedSeen: Bool?
        let key = composite.insert(ReentrantDisposable { isDisposedSeen = composite.isDisposed })!

        guard assertFinishes({ composite.remove(for: key) }) else { return }

        XCTAssertEqual(isDisposedSeen, false)
        composite.dispose()
    }

    func testFactoriesDisposeEveryArgument() {
        let recorders = (0..<5).map { DisposalRecorder("\($0)") }

        Disposables.create(recorders[0], recorders[1], recorders[2]).dispose()
        XCTAssertEqual(recorders.map(\.disposeCount), [1, 1, 1, 0, 0])

        Disposables.create(recorders[0], recorders[1], recorders[2], recorders[3], recorders[4]).dispose()
        XCTAssertEqual(recorders.map(\.disposeCount), [2, 2, 2, 1, 1])
    }

    func testArrayFactoryDisposesEveryElementInOrder() {
        for size in 0..<5 {
            let log = DisposalLog()
            let recorders = (0..<size).map { DisposalRecorder("\($0)", log: log) }
            let disposable = Disposables.create(recorders)
            XCTAssertFalse(disposable.isDisposed)

            disposable.dispose()
            disposable.dispose()

            XCTAssertTrue(disposable.isDisposed)
            XCTAssertEqual(log.names, (0..<size).map { "\($0)" })
        }
    }

    func testConcurrentInsertsRemovesAndDisposeDisposeEachMemberOnce() {
        for _ in 0..<50 {
            let composite = CompositeDisposable()
            let recorders = (0..<4).map { _ in (0..<20).map { _ in DisposalRecorder() } }

            runConcurrently(threads: 5) { index in
                if index == 4 {
                    composite.dispose()
                    return
                }
                for (position, recorder) in recorders[index].enumerated() {
                    if let key = composite.insert(recorder), position % 3 == 0 {
                        composite.remove(for: key)
                    }
                }
            }

            XCTAssertTrue(composite.isDisposed)
            XCTAssertEqual(composite.count, 0)
            XCTAssertTrue(recorders.joined().allSatisfy { $0.disposeCount == 1 })
        }
    }
}
