import Foundation
import RxSwift
import RxTest
import XCTest

final class RecordedTests: LeakCheckingTestCase {
    func testEqualityComparesTimeAndValue() {
        XCTAssertEqual(Recorded(time: 10, value: "a"), Recorded(time: 10, value: "a"))
        XCTAssertNotEqual(Recorded(time: 10, value: "a"), Recorded(time: 11, value: "a"))
        XCTAssertNotEqual(Recorded(time: 10, value: "a"), Recorded(time: 10, value: "b"))
    }

    func testEventBuilders() {
        let failure = NSError(domain: "RecordedTests", code: 1)
        let next = Recorded.next(210, 5)
        XCTAssertEqual(next.time, 210)
        XCTAssertEqual(next.value, .next(5))
        let completed: Recorded<Event<Int>> = .completed(300)
        XCTAssertEqual(completed.time, 300)
        XCTAssertEqual(completed.value, .completed)
        let error: Recorded<Event<Int>> = .error(400, failure)
        XCTAssertEqual(error.time, 400)
        XCTAssertEqual(error.value, .error(failure))
    }

    func testRecordedEventsCompareWithTheirEvents() {
        XCTAssertEqual([Recorded.next(10, 1), .completed(20)], [Recorded.next(10, 1), .completed(20)])
        XCTAssertNotEqual([Recorded.next(10, 1), .completed(20)], [Recorded.next(10, 2), .completed(20)])
        XCTAssertNotEqual([Recorded.next(10, 1), .completed(20)], [Recorded.next(10, 1), .completed(21)])
    }

    func testEventsTakesVariadicEventsOrAnArray() {
        let variadic = Recorded.events(.next(10, 1), .next(20, 2), .completed(30))
        XCTAssertEqual(variadic, [.next(10, 1), .next(20, 2), .completed(30)])
        let array = Recorded.events([.next(10, 1), .next(20, 2), .completed(30)])
        XCTAssertEqual(array, variadic)
    }

    func testDebugDescriptionShowsValueAndTime() {
        XCTAssertEqual(Recorded.next(210, 1).debugDescription, "next(1) @ 210")
        XCTAssertEqual(Recorded<Event<Int>>.completed(300).debugDescription, "completed @ 300")
    }
}
