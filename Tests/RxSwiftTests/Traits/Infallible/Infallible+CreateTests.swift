import RxSwift
import RxTest
import XCTest

final class InfallibleCreateTests: LeakCheckingTestCase {
    func testCreateDeliversElementsUntilCompletion() {
        let disposed = Captured(false)
        let infallible = Infallible<Int>.create { observer in
            observer(.next(1))
            observer(.next(2))
            observer(.completed)
            observer(.next(3))
            return Disposables.create { disposed.value = true }
        }
        let events = Captured<[Event<Int>]>([])
        _ = infallible.subscribe { events.value.append($0) }
        XCTAssertEqual(events.value, [.next(1), .next(2), .completed])
        XCTAssertTrue(disposed.value)
    }
}
