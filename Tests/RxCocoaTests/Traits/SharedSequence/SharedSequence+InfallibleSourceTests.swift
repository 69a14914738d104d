import RxCocoa
import RxSwift
import RxTest
import XCTest

final class SharedSequenceInfallibleSourceTests: LeakCheckingTestCase {
    func testAControlEventThatFailsAfterAllIsAProgrammerError() {
        if ChildProcess.isRunning(case: "failingEvent") {
            _ = ControlEvent(events: Observable<Int>.error(testError)).asDriver().drive()
            drainMainQueue()
            return
        }
        ChildProcess.assertProgrammerError(
            test: "SharedSequenceInfallibleSourceTests/testAControlEventThatFailsAfterAllIsAProgrammerError",
            case: "failingEvent",
            mentions: ["ControlEvent.asDriver()", "the source cannot fail"]
        )
    }
}
