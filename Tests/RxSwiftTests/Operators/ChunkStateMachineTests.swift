@testable import RxSwift
import RxTest
import XCTest

/// The decisions of `buffer(timeSpan:count:scheduler:)` and `window(timeSpan:count:scheduler:)`,
/// driven directly through the machine's transitions.
final class ChunkStateMachineTests: LeakCheckingTestCase {
    func testAFullChunkClosesAtItsLastElementAndTheNextOpens() {
        var machine = ChunkStateMachine(count: 2)
        XCTAssertEqual(machine.next().summary, "add")
        XCTAssertEqual(machine.next().summary, "add and close, next chunk 1")
        XCTAssertEqual(machine.next().summary, "add")
        XCTAssertEqual(machine.next().summary, "add and close, next chunk 2")
    }

    func testTheCurrentChunksTimerClosesItAndALateTimerClosesNothing() {
        var machine = ChunkStateMachine(count: 3)
        _ = machine.next()
        XCTAssertEqual(machine.timeRanOut(0).summary, "close, next chunk 1")
        XCTAssertEqual(machine.timeRanOut(0).summary, "none", "chunk 0 is closed already")
        XCTAssertEqual(machine.timeRanOut(1).summary, "close, next chunk 2", "an empty chunk closes too")
        XCTAssertEqual(machine.next().summary, "add", "the new chunk counts from zero")
        XCTAssertEqual(machine.next().summary, "add")
        XCTAssertEqual(machine.next().summary, "add and close, next chunk 3")
        XCTAssertEqual(machine.timeRanOut(2).summary, "none", "chunk 2 was closed full")
    }

    func testTheTimerOfTheCurrentChunkIsKeptAndTheOthersHandedBack() {
        var machine = ChunkStateMachine(count: 1)
        let first = BooleanDisposable()
        XCTAssertNil(machine.timerStarted(first, forChunk: 0))
        _ = machine.next()
        let late = BooleanDisposable()
        XCTAssertTrue(machine.timerStarted(late, forChunk: 0) as AnyObject? === late, "a timer of a closed chunk is cancelled at once")
        XCTAssertTrue(machine.timerStarted(BooleanDisposable(), forChunk: 1) as AnyObject? === first, "the replaced timer is handed back")
    }

    func testTheSourcesEndFinishesOnceAndHandsBackThePendingTimer() {
        var machine = ChunkStateMachine(count: 3)
        let timer = BooleanDisposable()
        _ = machine.timerStarted(timer, forChunk: 0)
        _ = machine.next()
        let end = machine.ended()
        guard case .end(let stoppedTimer) = end else { return XCTFail("expected the end, got \(end.summary)") }
        XCTAssertTrue(stoppedTimer as AnyObject? === timer)
        XCTAssertEqual(machine.ended().summary, "none", "nothing after the end")
        XCTAssertEqual(machine.next().summary, "drop")
        XCTAssertEqual(machine.timeRanOut(0).summary, "none")
        let late = BooleanDisposable()
        XCTAssertTrue(machine.timerStarted(late, forChunk: 0) as AnyObject? === late, "a timer started after the end is cancelled at once")
    }

    func testDisposalHandsBackThePendingTimerAndDecidesNothingAfter() {
        var machine = ChunkStateMachine(count: 3)
        let timer = BooleanDisposable()
        _ = machine.timerStarted(timer, forChunk: 0)
        XCTAssertTrue(machine.dispose() as AnyObject? === timer)
        XCTAssertNil(machine.dispose())
        XCTAssertEqual(machine.next().summary, "drop")
        XCTAssertEqual(machine.ended().summary, "none")
        XCTAssertEqual(machine.timeRanOut(0).summary, "none")
    }
}

extension ChunkStateMachine.NextAction {
    var summary: String {
        switch self {
        case .drop: return "drop"
        case .add: return "add"
        case .addAndClose(let chunk): return "add and close, next chunk \(chunk)"
        }
    }
}

extension ChunkStateMachine.TimerAction {
    var summary: String {
        switch self {
        case .none: return "none"
        case .close(let chunk): return "close, next chunk \(chunk)"
        }
    }
}

extension ChunkStateMachine.EndAction {
    var summary: String {
        switch self {
        case .none: return "none"
        case .end: return "end"
        }
    }
}
