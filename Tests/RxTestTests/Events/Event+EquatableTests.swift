import Foundation
import RxSwift
import RxTest
import XCTest

private struct SampleError: Error, CustomStringConvertible {
    let text: String
    var description: String { text }
}

final class EventEquatableTests: LeakCheckingTestCase {
    func testNextEventsCompareElements() {
        XCTAssertEqual(Event.next(1), Event.next(1))
        XCTAssertNotEqual(Event.next(1), Event.next(2))
    }

    func testDifferentKindsAreNotEqual() {
        XCTAssertEqual(Event<Int>.completed, Event<Int>.completed)
        XCTAssertNotEqual(Event.next(1), Event<Int>.completed)
        XCTAssertNotEqual(Event<Int>.error(SampleError(text: "x")), Event<Int>.completed)
    }

    func testErrorsCompareDomainCodeAndDescription() {
        let first = NSError(domain: "a", code: 1)
        XCTAssertEqual(Event<Int>.error(first), Event<Int>.error(NSError(domain: "a", code: 1)))
        XCTAssertNotEqual(Event<Int>.error(first), Event<Int>.error(NSError(domain: "a", code: 2)))
        XCTAssertNotEqual(Event<Int>.error(first), Event<Int>.error(NSError(domain: "b", code: 1)))
        XCTAssertEqual(Event<Int>.error(SampleError(text: "x")), Event<Int>.error(SampleError(text: "x")))
        XCTAssertNotEqual(Event<Int>.error(SampleError(text: "x")), Event<Int>.error(SampleError(text: "y")))
    }

    func testOptionalElements() {
        XCTAssertEqual(Event<Int?>.next(nil), Event<Int?>.next(nil))
        XCTAssertNotEqual(Event<Int?>.next(nil), Event<Int?>.next(0))
    }
}
