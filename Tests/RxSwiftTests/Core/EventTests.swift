import RxSwift
import RxTest
import XCTest

private struct TestError: Error, Equatable {}

final class EventTests: LeakCheckingTestCase {
    func testNextExposesItsElement() {
        let event = Event.next(5)
        XCTAssertEqual(event.element, 5)
        XCTAssertNil(event.error)
        XCTAssertFalse(event.isStopEvent)
        XCTAssertFalse(event.isCompleted)
    }

    func testErrorIsAStopEvent() {
        let event = Event<Int>.error(TestError())
        XCTAssertNil(event.element)
        XCTAssertTrue(event.error is TestError)
        XCTAssertTrue(event.isStopEvent)
        XCTAssertFalse(event.isCompleted)
    }

    func testCompletedIsAStopEvent() {
        let event = Event<Int>.completed
        XCTAssertNil(event.element)
        XCTAssertNil(event.error)
        XCTAssertTrue(event.isStopEvent)
        XCTAssertTrue(event.isCompleted)
    }

    func testMapTransformsOnlyNext() {
        XCTAssertEqual(Event.next(2).map { $0 * 10 }.element, 20)
        XCTAssertTrue(Event<Int>.completed.map { $0 * 10 }.isCompleted)
        XCTAssertTrue(Event<Int>.error(TestError()).map { $0 * 10 }.error is TestError)
    }

    func testMapTurnsAThrownErrorIntoAnErrorEvent() {
        let mapped = Event.next(1).map { _ -> Int in throw TestError() }
        XCTAssertTrue(mapped.error is TestError)
    }

    func testDebugDescription() {
        XCTAssertEqual(Event.next(1).debugDescription, "next(1)")
        XCTAssertEqual(Event<Int>.completed.debugDescription, "completed")
        XCTAssertTrue(Event<Int>.error(RxError.timeout).debugDescription.hasPrefix("error("))
    }

    func testEventIsItsOwnEventConvertible() {
        XCTAssertEqual(Event.next(3).event.element, 3)
    }
}
