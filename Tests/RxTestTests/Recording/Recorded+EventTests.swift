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

    func testEventsWithNoArgumentsIsEmpty() {
        let events: [Recorded<Event<Int>>] = Recorded.events([Recorded<Event<Int>>]())
        XCTAssertTrue(events.isEmpty)
    }
}
