import RxCocoa
import RxSwift
import RxTest
import XCTest

final class ControlTargetTests: LeakCheckingTestCase {
    func testEachSubscriptionRegistersOneHandlerAndRemovesItWhenDisposed() {
        onMain {
            let button = TestButton()
            let first = button.rx.tap.subscribe()
            XCTAssertEqual(button.handlerCount, 1)
            let second = button.rx.tap.subscribe()
            XCTAssertEqual(button.handlerCount, 2)
            first.dispose()
            XCTAssertEqual(button.handlerCount, 1)
            second.dispose()
            XCTAssertEqual(button.handlerCount, 0)
        }
    }

    func testRegistersAndRemovesOnTheMainThreadWhenUsedFromAnotherThread() {
        onMain {
            let button = TestButton()
            let tap = button.rx.tap
            let subscription = onBackgroundThread { tap.subscribe() }
            drainMainQueue()
            XCTAssertEqual(button.handlerCount, 1)
            onBackgroundThread { subscription.dispose() }
            drainMainQueue()
            XCTAssertEqual(button.handlerCount, 0)
            XCTAssertTrue(button.everyCallWasOnTheMainThread)
        }
    }
}
