import RxCocoa
import RxRelay
import RxSwift
import RxTest
import XCTest

final class ControlEventSignalTests: LeakCheckingTestCase {
    func testDeliversTheEventsWithoutReplay() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let taps = PublishRelay<Int>()
            let signal = ControlEvent(events: taps).asSignal()
            let early = scheduler.createObserver(Int.self)
            let late = scheduler.createObserver(Int.self)
            var subscriptions: [Disposable] = []
            scheduler.scheduleAt(200) { subscriptions.append(signal.emit(to: early)) }
            scheduler.scheduleAt(210) { taps.accept(1) }
            scheduler.scheduleAt(220) { subscriptions.append(signal.emit(to: late)) }
            scheduler.scheduleAt(230) { taps.accept(2) }
            scheduler.scheduleAt(300) { subscriptions.forEach { $0.dispose() } }
            scheduler.start()
            XCTAssertEqual(early.events, [.next(211, 1), .next(231, 2)])
            XCTAssertEqual(late.events, [.next(231, 2)])
        }
    }
}
