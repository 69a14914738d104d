import RxCocoa
import RxRelay
import RxSwift
import RxTest
import XCTest

final class PublishRelaySignalTests: LeakCheckingTestCase {
    func testDeliversAcceptedElementsOnTheSharingScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let relay = PublishRelay<Int>()
            let signal = relay.asSignal()
            scheduler.scheduleAt(250) { relay.accept(2) }
            XCTAssertEqual(scheduler.start { signal.asObservable() }.events, [.next(251, 2)])
        }
    }
}
