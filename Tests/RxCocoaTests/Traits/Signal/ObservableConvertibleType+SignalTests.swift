import RxCocoa
import RxSwift
import RxTest
import XCTest

final class ObservableConvertibleTypeSignalTests: LeakCheckingTestCase {
    func testOnErrorJustReturnReplacesTheErrorAndCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let signal = scheduler.createHotObservable([.next(210, 1), .error(220, testError)]).asSignal(onErrorJustReturn: -1)
            XCTAssertEqual(scheduler.start { signal.asObservable() }.events, [.next(211, 1), .next(221, -1), .completed(221)])
        }
    }

    func testOnErrorSignalWithContinuesWithTheFallback() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let signal = scheduler.createHotObservable([.next(210, 1), .error(220, testError)]).asSignal(onErrorSignalWith: Signal.just(7))
            XCTAssertEqual(scheduler.start { signal.asObservable() }.events, [.next(211, 1), .next(222, 7), .completed(222)])
        }
    }

    func testOnErrorRecoverReceivesTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let recovered = Captured<Error?>(nil)
            let signal = scheduler.createHotObservable([Recorded<Event<Int>>.error(210, testError)]).asSignal(onErrorRecover: { error in
                recovered.value = error
                return Signal.empty()
            })
            XCTAssertEqual(scheduler.start { signal.asObservable() }.events, [.completed(212)])
            XCTAssertEqual(recovered.value as NSError?, testError)
        }
    }
}
