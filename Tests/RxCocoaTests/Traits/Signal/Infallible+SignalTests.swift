import RxCocoa
import RxSwift
import RxTest
import XCTest

final class InfallibleSignalTests: LeakCheckingTestCase {
    func testDeliversTheElementsOnTheSharingScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let signal = Infallible.of(5, 6).asSignal()
            XCTAssertEqual(scheduler.start { signal.asObservable() }.events, [.next(201, 5), .next(202, 6), .completed(203)])
        }
    }
}
