import RxSwift
import RxTest
import XCTest

private struct TestError: Error {}

final class ToArrayTests: LeakCheckingTestCase {
    func testCollectsEveryElementUntilCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(250)])
        let observer = scheduler.start { source.toArray() }
        XCTAssertEqual(observer.events, [.next(250, [1, 2, 3]), .completed(250)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 250)])
    }

    func testEmptySourceDeliversAnEmptyArray() {
        let result = Captured<[Int]?>(nil)
        _ = Observable<Int>.empty().toArray().subscribe(onSuccess: { result.value = $0 })
        XCTAssertEqual(result.value, [])
    }

    func testErrorDropsTheCollectedElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
        let observer = scheduler.start { source.toArray() }
        XCTAssertEqual(observer.events, [.error(220, TestError())])
    }
}
