import RxCocoa
import RxRelay
import RxSwift
import RxTest
import XCTest

final class ControlEventDriverTests: LeakCheckingTestCase {
    func testDeliversTheEventsAndReplaysTheLatest() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let taps = PublishRelay<Int>()
            let driver = ControlEvent(events: taps).asDriver()
            let early = scheduler.createObserver(Int.self)
            let late = scheduler.createObserver(Int.self)
            var subscriptions: [Disposable] = []
            scheduler.scheduleAt(200) { subscriptions.append(driver.drive(early)) }
            scheduler.scheduleAt(210) { taps.accept(1) }
            scheduler.scheduleAt(220) { subscriptions.append(driver.drive(late)) }
            scheduler.scheduleAt(300) { subscriptions.forEach { $0.dispose() } }
            scheduler.start()
            XCTAssertEqual(early.events, [.next(211, 1)])
            XCTAssertEqual(late.events, [.next(220, 1)])
        }
    }
}
