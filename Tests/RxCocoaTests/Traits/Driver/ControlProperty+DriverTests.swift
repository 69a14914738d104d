import RxCocoa
import RxRelay
import RxSwift
import RxTest
import XCTest

final class ControlPropertyDriverTests: LeakCheckingTestCase {
    func testDeliversThePropertyValues() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let values = BehaviorRelay(value: "a")
            let property = ControlProperty(values: values, valueSink: AnyObserver<String> { _ in })
            let driver = property.asDriver()
            scheduler.scheduleAt(250) { values.accept("b") }
            XCTAssertEqual(scheduler.start { driver.asObservable() }.events, [.next(201, "a"), .next(251, "b")])
        }
    }
}
