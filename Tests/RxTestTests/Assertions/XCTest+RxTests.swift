import Foundation
import RxSwift
@testable import RxTest
import XCTest

final class XCTestRxAssertionTests: LeakCheckingTestCase {
    func testEqualEventListsPass() {
        XCTAssertEqual([Event.next(1), .completed], [Event.next(1), .completed])
        XCTAssertEqual([Event<Int?>.next(nil), .completed], [Event<Int?>.next(nil), .completed])
    }

    func testEqualRecordingsPass() {
        XCTAssertEqual([Recorded.next(10, "a"), .completed(20)], [Recorded.next(10, "a"), .completed(20)])
        let optional: [Recorded<Event<Int?>>] = [.next(10, nil), .next(20, 1)]
        XCTAssertEqual(optional, [.next(10, nil), .next(20, 1)])
    }

    func testRecordedElementsIgnoreTicksAndTerminalEvents() {
        XCTAssertRecordedElements([.next(10, 1), .next(30, 2), .completed(40)], [1, 2])
    }

    func testEventListDifferenceNamesTheFirstDifferentIndex() {
        let message = eventListDifference(actual: [Event.next(1), .next(3)], expected: [Event.next(1), .next(2), .completed], elementsAreEqual: ==, describe: { "\($0)" })
        XCTAssertEqual(message, """
            events differ at index 1
            expected: [next(1), next(2), completed]
            actual:   [next(1), next(3)]
            """)
    }

    func testEventListDifferenceOfAShorterList() {
        let message = eventListDifference(actual: [Event.next(1)], expected: [Event.next(1), .completed], elementsAreEqual: ==, describe: { "\($0)" })
        XCTAssertEqual(message, """
            events differ at index 1
            expected: [next(1), completed]
            actual:   [next(1)]
            """)
    }

    func testEqualListsHaveNoDifference() {
        XCTAssertNil(eventListDifference(actual: [Event.next(1)], expected: [Event.next(1)], elementsAreEqual: ==, describe: { "\($0)" }))
    }
}
