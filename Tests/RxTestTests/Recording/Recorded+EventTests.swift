import Foundation
import RxSwift
import RxTest
import XCTest

final class RecordedEventBuilderTests: LeakCheckingTestCase {
    func testBuildersInferTheElementTypeFromContext() {
        let events: [Recorded<Event<String>>] = [.next(1, "x"), .error(2, MarbleError("boom")), .completed(3)]
        XCTAssertEqual(events.map(\.time), [1, 2, 3])
        XCTAssertEqual(events[0].value.element, "x")
        XCTAssertEqual(events[1].value.error as? MarbleError, MarbleError("boom"))
        XCTAssertTrue(events[2].value.isCompleted)
    }

    func testTerminalBuildersTakeTheElementTypeExplicitly() {
        let completed = Recorded.completed(250, Int.self)
        let failed = Recorded.error(260, RxError.timeout, String.self)
        XCTAssertEqual(completed.time, 250)
        XCTAssertTrue(completed.value.isCompleted)
        XCTAssertTrue(type(of: completed) == Recorded<Event<Int>>.self)
        XCTAssertEqual(failed.time, 260)
        XCTAssertNotNil(failed.value.error)
        XCTAssertTrue(type(of: failed) == Recorded<Event<String>>.self)
    }

    func testEventsWithNoArgumentsIsEmpty() {
        let events: [Recorded<Event<Int>>] = Recorded.events([Recorded<Event<Int>>]())
        XCTAssertTrue(events.isEmpty)
    }

    // Type-checks in well under a second with only the variadic and the array forms of
    // `events`; with an extra variadic-of-arrays overload it failed with "unable to type-check
    // this expression in reasonable time".
    func testALongListWithArithmeticTypeChecksAndKeepsItsOrder() {
        let events = Recorded.events(
            .next(210, 0 * 10 + 1),
            .next(220, 1 * 10 + 1),
            .next(230, 2 * 10 + 1),
            .next(240, 3 * 10 + 1),
            .next(250, 4 * 10 + 1),
            .next(260, 5 * 10 + 1),
            .next(270, 6 * 10 + 1),
            .next(280, 7 * 10 + 1),
            .next(290, 8 * 10 + 1),
            .next(300, 9 * 10 + 1),
            .next(310, 10 * 10 + 1),
            .completed(320)
        )
        XCTAssertEqual(events.count, 12)
        XCTAssertEqual(events.compactMap(\.value.element), [1, 11, 21, 31, 41, 51, 61, 71, 81, 91, 101])
        XCTAssertEqual(events.map(\.time), Array(stride(from: 210, through: 320, by: 10)))
    }

    func testTheArrayFormReturnsTheEventsUnchanged() {
        let given: [Recorded<Event<Int>>] = [.next(1, 1), .completed(2)]
        XCTAssertEqual(Recorded.events(given), given)
    }
}
