import RxSwift
import RxTest
import XCTest

final class InfallibleCreateTests: LeakCheckingTestCase {
    func testCreateDeliversElementsUntilCompletion() {
        var disposed = false
        let infallible = Infallible<Int>.create { observer in
            observer(.next(1))
            observer(.next(2))
            observer(.completed)
            observer(.next(3))
            return Disposables.create { disposed = true }
        }
        var events: [Event<Int>] = []
        _ = infallible.subscribe { events.append($0) }
        XCTAssertEqual(events, [.next(1), .next(2), .completed])
        XCTAssertTrue(disposed)
    }
}
