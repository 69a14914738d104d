import RxSwift
import RxTest
import XCTest

final class RecordedMarblesTests: LeakCheckingTestCase {
    func testEachCharacterIsOneTick() {
        let events = Recorded.events(marbles: "--a--b--|", values: ["a": 1, "b": 2])
        XCTAssertEqual(events, [.next(20, 1), .next(50, 2), .completed(80)])
    }

    func testTickSetsTheFrameLength() {
        let events = Recorded.events(marbles: "a-b", values: ["a": 1, "b": 2], tick: 5)
        XCTAssertEqual(events, [.next(0, 1), .next(10, 2)])
    }

    func testGroupsShareOneFrame() {
        let events = Recorded.events(marbles: "--a-(bc)-|", values: ["a": "A", "b": "B", "c": "C"])
        XCTAssertEqual(events, [.next(20, "A"), .next(40, "B"), .next(40, "C"), .completed(60)])
    }

    func testCaretMarksTheDefaultSubscriptionTick() {
        let events = Recorded.events(marbles: "-a-^-b-|", values: ["a": 1, "b": 2])
        XCTAssertEqual(events, [.next(180, 1), .next(220, 2), .completed(240)])
    }

    func testHashIsTheGivenError() {
        let failure = MarbleError("failed")
        let events = Recorded.events(marbles: "-a#", values: ["a": 1], error: failure)
        XCTAssertEqual(events, [.next(10, 1), .error(20, failure)])
        XCTAssertEqual(Recorded.events(marbles: "#", values: [Character: Int]()), [.error(0, MarbleError())])
    }

    func testSpacesAreIgnored() {
        let events = Recorded.events(marbles: "a b |", values: ["a": 1, "b": 2])
        XCTAssertEqual(events, [.next(0, 1), .next(10, 2), .completed(20)])
    }

    func testStringVariantUsesTheCharacters() {
        let events = Recorded.events(marbles: "x-(yz)|")
        XCTAssertEqual(events, [.next(0, "x"), .next(20, "y"), .next(20, "z"), .completed(30)])
    }

    func testParsedMarblesDrawBackTheSameTimeline() {
        let events = Recorded.events(marbles: "--a--b--|")
        XCTAssertEqual(MarbleDiagram.timeline(events), "--a--b--|")
    }
}
