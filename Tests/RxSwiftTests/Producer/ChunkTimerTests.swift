@testable import RxSwift
import RxTest
import XCTest

final class ChunkTimerTests: LeakCheckingTestCase {
    func testKeepsTheTimerOfTheCurrentChunkAndHandsBackTheOneItReplaces() {
        var chunks = ChunkTimer()
        let first = BooleanDisposable()
        let second = BooleanDisposable()
        XCTAssertTrue(chunks.isCurrent(0))
        XCTAssertNil(chunks.keep(first, forChunk: 0))
        let next = chunks.startNextChunk()
        XCTAssertEqual(next, 1)
        XCTAssertFalse(chunks.isCurrent(0), "the closed chunk's timer no longer closes anything")
        XCTAssertTrue(chunks.keep(second, forChunk: 1) as AnyObject? === first, "the replaced timer is handed back to dispose")
    }

    func testATimerStartedForAChunkThatIsNoLongerCurrentIsHandedBack() {
        var chunks = ChunkTimer()
        _ = chunks.startNextChunk()
        let late = BooleanDisposable()
        XCTAssertTrue(chunks.keep(late, forChunk: 0) as AnyObject? === late)
        XCTAssertNil(chunks.timer)
    }

    func testStoppingHandsBackThePendingTimerAndKeepsNoneAfter() {
        var chunks = ChunkTimer()
        let pending = BooleanDisposable()
        _ = chunks.keep(pending, forChunk: 0)
        XCTAssertTrue(chunks.stop() as AnyObject? === pending)
        XCTAssertFalse(chunks.isCurrent(0))
        let after = BooleanDisposable()
        XCTAssertTrue(chunks.keep(after, forChunk: 0) as AnyObject? === after)
        XCTAssertNil(chunks.stop())
    }
}
