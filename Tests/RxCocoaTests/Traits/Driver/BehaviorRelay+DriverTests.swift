import RxCocoa
import RxRelay
import RxSwift
import RxTest
import XCTest

final class BehaviorRelayDriverTests: LeakCheckingTestCase {
    func testDeliversTheCurrentValueThenAcceptedOnes() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let relay = BehaviorRelay(value: 1)
            let driver = relay.asDriver()
            scheduler.scheduleAt(250) { relay.accept(2) }
            XCTAssertEqual(scheduler.start { driver.asObservable() }.events, [.next(201, 1), .next(251, 2)])
        }
    }
}
