import RxCocoa
import RxSwift
import RxTest
import XCTest

final class SharingSchedulerTests: LeakCheckingTestCase {
    func testMakeReturnsTheMainSchedulerByDefault() {
        XCTAssertTrue(SharingScheduler.make() is MainScheduler)
    }

    func testMockSchedulerIsUsedInsideTheActionAndRestoredAfter() {
        let scheduler = TestScheduler(initialClock: 0)
        var inside: SchedulerType?
        SharingScheduler.mock(scheduler: scheduler) {
            inside = SharingScheduler.make()
        }
        XCTAssertTrue(inside as AnyObject === scheduler)
        XCTAssertTrue(SharingScheduler.make() is MainScheduler)
    }

    func testMockMakeSchedulerIsCalledForEachMake() {
        var made = 0
        SharingScheduler.mock(makeScheduler: { () -> SchedulerType in
            made += 1
            return TestScheduler(initialClock: 0)
        }) {
            _ = SharingScheduler.make()
            _ = SharingScheduler.make()
        }
        XCTAssertEqual(made, 2)
    }

    func testMockRestoresThePreviousSchedulerWhenTheActionThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertThrowsError(try SharingScheduler.mock(scheduler: scheduler) {
            throw testError
        })
        XCTAssertTrue(SharingScheduler.make() is MainScheduler)
    }

    func testMocksNest() {
        let outer = TestScheduler(initialClock: 0)
        let inner = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: outer) {
            SharingScheduler.mock(scheduler: inner) {
                XCTAssertTrue(SharingScheduler.make() as AnyObject === inner)
            }
            XCTAssertTrue(SharingScheduler.make() as AnyObject === outer)
        }
    }
}
