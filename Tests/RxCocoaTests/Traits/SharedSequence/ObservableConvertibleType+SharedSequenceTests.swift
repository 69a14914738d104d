import RxCocoa
import RxSwift
import RxTest
import XCTest

final class ObservableConvertibleTypeSharedSequenceTests: LeakCheckingTestCase {
    func testOnErrorJustReturnWithAnExplicitStrategy() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let shared = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
                .asSharedSequence(sharingStrategy: DriverSharingStrategy.self, onErrorJustReturn: 0)
            XCTAssertEqual(scheduler.start { shared.asObservable() }.events, [.next(211, 1), .next(221, 0), .completed(221)])
        }
    }

    func testOnErrorDriveWithInfersTheStrategy() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let shared: Signal<Int> = scheduler.createHotObservable([Recorded<Event<Int>>.error(210, testError)])
                .asSharedSequence(onErrorDriveWith: Signal.just(3))
            XCTAssertEqual(scheduler.start { shared.asObservable() }.events, [.next(212, 3), .completed(212)])
        }
    }

    func testOnErrorRecover() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let shared: Driver<Int> = scheduler.createHotObservable([Recorded<Event<Int>>.error(210, testError)])
                .asSharedSequence(onErrorRecover: { _ in Driver.just(4) })
            XCTAssertEqual(scheduler.start { shared.asObservable() }.events, [.next(212, 4), .completed(212)])
        }
    }
}
