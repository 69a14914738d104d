import RxCocoa
import RxSwift
import RxTest
import XCTest

final class InfallibleDriverTests: LeakCheckingTestCase {
    func testDeliversTheElementsOnTheSharingScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = Infallible.just(5).asDriver()
            XCTAssertEqual(scheduler.start { driver.asObservable() }.events, [.next(201, 5), .completed(202)])
        }
    }
}
