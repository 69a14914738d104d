import RxCocoa
import RxSwift
import RxTest
import XCTest

final class ObservableConvertibleTypeDriverTests: LeakCheckingTestCase {
    func testOnErrorJustReturnReplacesTheErrorAndCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = scheduler.createHotObservable([.next(210, 1), .error(220, testError)]).asDriver(onErrorJustReturn: -1)
            XCTAssertEqual(scheduler.start { driver.asObservable() }.events, [.next(211, 1), .next(221, -1), .completed(221)])
        }
    }

    func testOnErrorDriveWithContinuesWithTheFallback() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = scheduler.createHotObservable([.next(210, 1), .error(220, testError)]).asDriver(onErrorDriveWith: Driver.of(7, 8))
            XCTAssertEqual(scheduler.start { driver.asObservable() }.events, [.next(211, 1), .next(222, 7), .next(223, 8), .completed(224)])
        }
    }

    func testOnErrorRecoverReceivesTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let recovered = Captured<Error?>(nil)
            let driver = scheduler.createHotObservable([Recorded<Event<Int>>.error(210, testError)]).asDriver(onErrorRecover: { error in
                recovered.value = error
                return Driver.just(9)
            })
            XCTAssertEqual(scheduler.start { driver.asObservable() }.events, [.next(212, 9), .completed(212)])
            XCTAssertEqual(recovered.value as NSError?, testError)
        }
    }
}
