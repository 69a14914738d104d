import RxSwift
import RxTest
import XCTest

private struct TestError: Error {}

final class DebounceTests: LeakCheckingTestCase {
    func testDeliversOnlyElementsFollowedByAQuietPeriod() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .next(210, 1),
            .next(215, 2),
            .next(240, 3),
            .next(290, 4),
            .completed(295),
        ])
        let observer = scheduler.start { source.debounce(.seconds(10), scheduler: scheduler) }
        XCTAssertEqual(observer.events, [
            .next(225, 2),
            .next(250, 3),
            .next(295, 4),
            .completed(295),
        ])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 295)])
    }

    func testErrorDropsTheWaitingElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .next(210, 1),
            .error(215, TestError()),
        ])
        let observer = scheduler.start { source.debounce(.seconds(10), scheduler: scheduler) }
        XCTAssertEqual(observer.events, [.error(215, TestError())])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 215)])
    }
}
