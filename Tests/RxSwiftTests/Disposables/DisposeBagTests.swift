import RxTest
import XCTest
@testable import RxSwift

final class DisposeBagTests: LeakCheckingTestCase {
    func testDeinitDisposesEveryMemberOnceInInsertionOrder() {
        let log = DisposalLog()
        do {
            let bag = DisposeBag()
            bag.insert(DisposalRecorder("a", log: log))
            DisposalRecorder("b", log: log).disposed(by: bag)
            bag.insert(DisposalRecorder("c", log: log))
            withExtendedLifetime(bag) {
                XCTAssertEqual(log.names, [])
            }
        }
        XCTAssertEqual(log.names, ["a", "b", "c"])
    }

    func testVariadicAndArrayInsertsKeepOrder() {
        let log = DisposalLog()
        do {
            let bag = DisposeBag()
            bag.insert(DisposalRecorder("a", log: log), DisposalRecorder("b", log: log))
            bag.insert([DisposalRecorder("c", log: log), DisposalRecorder("d", log: log)])
            withExtendedLifetime(bag) {
                XCTAssertEqual(log.names, [])
            }
        }
        XCTAssertEqual(log.names, ["a", "b", "c", "d"])
    }

    func testBuilderInsert() {
        let log = DisposalLog()
        do {
            let bag = DisposeBag()
            bag.insert {
                DisposalRecorder("a", log: log)
                DisposalRecorder("b", log: log)
                Disposables.create { log.record("c") }
            }
            withExtendedLifetime(bag) {
                XCTAssertEqual(log.names, [])
            }
        }
        XCTAssertEqual(log.names, ["a", "b", "c"])
    }

    func testInitialisers() {
        let log = DisposalLog()
        do {
            let variadic = DisposeBag(disposing: DisposalRecorder("v1", log: log), DisposalRecorder("v2", log: log))
            let array = DisposeBag(disposing: [DisposalRecorder("a1", log: log), DisposalRecorder("a2", log: log)])
            let built = DisposeBag {
                DisposalRecorder("b1", log: log)
                DisposalRecorder("b2", log: log)
            }
            let empty = DisposeBag {}
            withExtendedLifetime((variadic, array, built, empty)) {
                XCTAssertEqual(log.names, [])
            }
        }
        XCTAssertEqual(Set(log.names), ["v1", "v2", "a1", "a2", "b1", "b2"])
        XCTAssertEqual(log.names.count, 6)
    }

    func testBuilderCollectsStatementsInOrder() {
        let first = DisposalRecorder("first")
        let second = DisposalRecorder("second")

        let built = DisposeBag.DisposableBuilder.buildBlock(first, second)

        XCTAssertEqual(built.map { ($0 as? DisposalRecorder)?.name }, ["first", "second"])
        XCTAssertTrue(DisposeBag.DisposableBuilder.buildBlock().isEmpty)
    }

    func testSubscriptionIsDisposedWithTheBag() {
        let disposed = Captured(false)
        do {
            let bag = DisposeBag()
            Observable<Int>.create { _ in Disposables.create { disposed.value = true } }
                .subscribe()
                .disposed(by: bag)
            withExtendedLifetime(bag) {
                XCTAssertFalse(disposed.value)
            }
        }
        XCTAssertTrue(disposed.value)
    }

    func testInsertAfterDisposeDisposesAtOnce() {
        let bag = DisposeBag()
        let member = DisposalRecorder()
        bag.insert(member)
        bag.dispose()
        XCTAssertEqual(member.disposeCount, 1)

        let late = DisposalRecorder()
        bag.insert(late)
        XCTAssertEqual(late.disposeCount, 1)

        let lateVariadic = (DisposalRecorder(), DisposalRecorder())
        bag.insert(lateVariadic.0, lateVariadic.1)
        XCTAssertEqual([lateVariadic.0.disposeCount, lateVariadic.1.disposeCount], [1, 1])

        let lateBuilt = DisposalRecorder()
        bag.insert { lateBuilt }
        XCTAssertEqual(lateBuilt.disposeCount, 1)

        let lateByOperator = DisposalRecorder()
        lateByOperator.disposed(by: bag)
        XCTAssertEqual(lateByOperator.disposeCount, 1)

        bag.dispose()
        XCTAssertEqual([member, late, lateBuilt, lateByOperator].map(\.disposeCount), [1, 1, 1, 1])
    }

    func testMemberMayInsertIntoTheBagWhileBeingDisposed() {
        let bag = DisposeBag()
        let late = DisposalRecorder()
        bag.insert(ReentrantDisposable { bag.insert(late) })

        guard assertFinishes({ bag.dispose() }) else { return }

        XCTAssertEqual(late.disposeCount, 1)
    }

    func testConcurrentInsertsAreAllDisposedOnce() {
        for _ in 0..<50 {
            let recorders = (0..<4).map { _ in (0..<25).map { _ in DisposalRecorder() } }
            do {
                let bag = DisposeBag()
                runConcurrently(threads: 4) { index in
                    for recorder in recorders[index] {
                        recorder.disposed(by: bag)
                    }
                }
                XCTAssertTrue(recorders.joined().allSatisfy { $0.disposeCount == 0 })
            }
            XCTAssertTrue(recorders.joined().allSatisfy { $0.disposeCount == 1 })
        }
    }

    func testConcurrentInsertsRacingDisposeAreAllDisposedOnce() {
        for _ in 0..<50 {
            let bag = DisposeBag()
            let recorders = (0..<3).map { _ in (0..<25).map { _ in DisposalRecorder() } }

            runConcurrently(threads: 4) { index in
                if index == 3 {
                    bag.dispose()
                    return
                }
                for recorder in recorders[index] {
                    bag.insert(recorder)
                }
            }

            XCTAssertTrue(recorders.joined().allSatisfy { $0.disposeCount == 1 })
        }
    }
}
