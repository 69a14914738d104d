import Foundation
import RxSwift
import RxTest
import XCTest

final class MarbleDiagramTests: LeakCheckingTestCase {
    func testTimelineDrawsOneFramePerTick() {
        let events: [Recorded<Event<String>>] = [.next(20, "a"), .next(50, "b"), .completed(80)]
        XCTAssertEqual(MarbleDiagram.timeline(events), "--a--b--|")
    }

    func testTimelineGroupsEventsOfOneFrame() {
        let single: [Recorded<Event<String>>] = [.next(10, "a"), .next(10, "b"), .completed(20)]
        XCTAssertEqual(MarbleDiagram.timeline(single), "-(ab)|")
        let wide: [Recorded<Event<Int>>] = [.next(10, 10), .next(10, 20), .error(20, MarbleError())]
        XCTAssertEqual(MarbleDiagram.timeline(wide), "-(10,20)#")
    }

    func testTimelineShortensLongEmptyStretches() {
        let events: [Recorded<Event<Int>>] = [.next(1, 1), .next(200, 2)]
        XCTAssertEqual(MarbleDiagram.timeline(events), "-1---~---2")
    }

    func testTimelineDrawsWideElementsInParentheses() {
        let numbers: [Recorded<Event<Int>>] = [.next(10, 20), .next(20, 31), .next(30, 4), .completed(40)]
        XCTAssertEqual(MarbleDiagram.timeline(numbers), "-(20)(31)4|")
        let strings: [Recorded<Event<String>>] = [.next(10, "ab"), .next(20, ""), .next(30, "-"), .next(40, "c")]
        XCTAssertEqual(MarbleDiagram.timeline(strings), "-(ab)()(-)c", "empty strings and marble symbols are bracketed too")
        let failing: [Recorded<Event<Int>>] = [.next(10, 12), .error(20, MarbleError("boom"))]
        XCTAssertEqual(MarbleDiagram.timeline(failing), "-(12)#")
    }

    func testTimelineOfNothingIsEmpty() {
        XCTAssertEqual(MarbleDiagram.timeline([Recorded<Event<Int>>]()), "")
    }

    func testEqualRecordingsHaveNoComparison() {
        let events: [Recorded<Event<Int>>] = [.next(10, 1), .completed(20)]
        XCTAssertNil(MarbleDiagram.comparison(expected: events, actual: events))
    }

    func testComparisonMarksTheFirstDifferentElement() {
        let expected: [Recorded<Event<Int>>] = [.next(20, 1), .next(50, 2), .completed(80)]
        let actual: [Recorded<Event<Int>>] = [.next(20, 1), .next(50, 3), .completed(80)]
        XCTAssertEqual(MarbleDiagram.comparison(expected: expected, actual: actual), """
            one frame = 10 ticks, first frame at tick 0
            expected: --1--2--|
            actual:   --1--3--|
                           ^
            first difference at event 1, tick 50: expected next(2) @ 50, actual next(3) @ 50
            """)
    }

    func testComparisonAlignsWideElements() {
        let expected: [Recorded<Event<Int>>] = [.next(10, 1), .next(20, 2), .completed(30)]
        let actual: [Recorded<Event<Int>>] = [.next(10, 1), .next(20, 100), .completed(30)]
        XCTAssertEqual(MarbleDiagram.comparison(expected: expected, actual: actual), """
            one frame = 10 ticks, first frame at tick 0
            expected: -12    |
            actual:   -1(100)|
                        ^
            first difference at event 1, tick 20: expected next(2) @ 20, actual next(100) @ 20
            """)
    }

    func testComparisonOfMultiDigitElementsKeepsThemApart() {
        let expected: [Recorded<Event<Int>>] = [.next(220, 20), .next(230, 31), .completed(240)]
        let actual: [Recorded<Event<Int>>] = [.next(220, 20), .next(230, 30), .completed(240)]
        XCTAssertEqual(MarbleDiagram.comparison(expected: expected, actual: actual), """
            one frame = 10 ticks, first frame at tick 0
            expected: ---~---(20)(31)|
            actual:   ---~---(20)(30)|
                                 ^
            first difference at event 1, tick 230: expected next(31) @ 230, actual next(30) @ 230
            """)
    }

    func testComparisonOfStringsOfDifferentWidths() {
        let expected: [Recorded<Event<String>>] = [.next(10, "ab"), .next(20, "c"), .completed(30)]
        let actual: [Recorded<Event<String>>] = [.next(10, "ab"), .next(20, "cd"), .completed(30)]
        XCTAssertEqual(MarbleDiagram.comparison(expected: expected, actual: actual), """
            one frame = 10 ticks, first frame at tick 0
            expected: -(ab)c   |
            actual:   -(ab)(cd)|
                           ^
            first difference at event 1, tick 20: expected next(c) @ 20, actual next(cd) @ 20
            """)
    }

    func testComparisonOfAnErrorAfterWideElements() {
        let expected: [Recorded<Event<Int>>] = [.next(10, 10), .completed(20)]
        let actual: [Recorded<Event<Int>>] = [.next(10, 10), .error(20, MarbleError("boom"))]
        XCTAssertEqual(MarbleDiagram.comparison(expected: expected, actual: actual), """
            one frame = 10 ticks, first frame at tick 0
            expected: -(10)|
            actual:   -(10)#
                           ^
            first difference at event 1, tick 20: expected completed @ 20, actual error(boom) @ 20
            """)
    }

    func testComparisonOfAMissingEvent() {
        let expected: [Recorded<Event<Int>>] = [.next(10, 1), .completed(30)]
        let actual: [Recorded<Event<Int>>] = [.next(10, 1)]
        XCTAssertEqual(MarbleDiagram.comparison(expected: expected, actual: actual), """
            one frame = 10 ticks, first frame at tick 0
            expected: -1-|
            actual:   -1--
                         ^
            first difference at event 1, tick 30: expected completed @ 30, actual no event
            """)
    }

    func testComparisonOfAnEventAtAnotherTick() {
        let expected: [Recorded<Event<String>>] = [.next(10, "a")]
        let actual: [Recorded<Event<String>>] = [.next(20, "a")]
        XCTAssertEqual(MarbleDiagram.comparison(expected: expected, actual: actual), """
            one frame = 10 ticks, first frame at tick 0
            expected: -a-
            actual:   --a
                       ^
            first difference at event 0, tick 10: expected next(a) @ 10, actual next(a) @ 20
            """)
    }

    func testComparisonOfErrorsAndOptionalElements() {
        let expected: [Recorded<Event<Int?>>] = [.next(1, nil), .error(2, MarbleError("x"))]
        let actual: [Recorded<Event<Int?>>] = [.next(1, nil), .error(2, MarbleError("y"))]
        XCTAssertEqual(MarbleDiagram.comparison(expected: expected, actual: actual), """
            one frame = 1 tick, first frame at tick 0
            expected: -(nil)#
            actual:   -(nil)#
                            ^
            first difference at event 1, tick 2: expected error(x) @ 2, actual error(y) @ 2
            """)
    }
}
