import Foundation
import RxSwift
import RxTest
import XCTest

final class TestableObserverTests: LeakCheckingTestCase {
    func testRecordsEveryEventWithTheCurrentTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(String.self)
        observer.onNext("first")
        scheduler.advanceTo(30)
        observer.onNext("second")
        observer.onCompleted()
        // A recorder records whatever it receives, even after a terminal event.
        observer.onNext("late")
        XCTAssertEqual(observer.events, [.next(0, "first"), .next(30, "second"), .completed(30), .next(30, "late")])
    }

    func testStartsEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertTrue(scheduler.createObserver(Int.self).events.isEmpty)
    }
}
