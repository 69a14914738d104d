import Foundation
@testable import RxSwift
import RxTest
import XCTest

final class CombiningSinkTests: LeakCheckingTestCase {
    private let error = MultiSourceFixtures.error

    func testASourcesSubscriptionIsDisposedWhenItEndsAndNothingPassesAfterTheEnd() {
        var events: [Event<Int>] = []
        let disposed = Captured([false, false])
        let sink = CombineLatestCollectionSink<Int, Int>(
            arity: 2,
            resultSelector: { $0.reduce(0, +) },
            observer: { events.append($0) }
        )
        sink.subscriptions[0].setDisposable(Disposables.create { disposed.value[0] = true })
        sink.subscriptions[1].setDisposable(Disposables.create { disposed.value[1] = true })

        sink.on(.next(1), at: 0)
        sink.on(.completed, at: 0)
        XCTAssertEqual(disposed.value, [true, false], "only the completed source is unsubscribed")
        sink.on(.next(2), at: 1)
        XCTAssertEqual(events, [.next(3)])
        sink.on(.error(error), at: 1)
        sink.on(.next(5), at: 1)
        XCTAssertEqual(events, [.next(3), .error(error)])
        XCTAssertEqual(disposed.value, [true, true])
        XCTAssertTrue(sink.isDisposed)
    }

    func testCombineLatestStateDecisions() {
        var state = CombineLatestState(arity: 3)
        XCTAssertEqual(state.next(at: 0), .wait)
        XCTAssertFalse(state.completed(at: 1))
        XCTAssertEqual(state.next(at: 0), .wait, "source 2 is still running")
        XCTAssertFalse(state.completed(at: 2))
        XCTAssertEqual(state.next(at: 0), .complete, "the others completed without an element")
        XCTAssertTrue(state.isStopped)
        XCTAssertFalse(state.fail(), "nothing after the end")

        var full = CombineLatestState(arity: 2)
        XCTAssertEqual(full.next(at: 0), .wait)
        XCTAssertEqual(full.next(at: 1), .emit)
        XCTAssertFalse(full.completed(at: 0))
        XCTAssertEqual(full.next(at: 1), .emit, "a completed source keeps its last element")
        XCTAssertTrue(full.completed(at: 1))
    }

    func testZipStateDecisions() {
        var state = ZipState(arity: 2)
        XCTAssertEqual(state.next(at: 0), .wait)
        XCTAssertEqual(state.next(at: 0), .wait)
        XCTAssertEqual(state.next(at: 1), .emit)
        XCTAssertEqual(state.queuedCounts, [1, 0])
        XCTAssertFalse(state.completed(at: 0))
        XCTAssertEqual(state.next(at: 1), .emit, "the completed source still has a queued element")
        XCTAssertEqual(state.next(at: 1), .wait, "nothing is left to pair with, but zip completes only with its last source")
        XCTAssertFalse(state.isStopped)
        XCTAssertTrue(state.completed(at: 1))
        XCTAssertTrue(state.isStopped)
    }
}
