import RxSwift
import RxTest
import XCTest

private struct TestError: Error {}

final class IgnoreElementsTests: LeakCheckingTestCase {
    func testKeepsOnlyCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let observer = scheduler.start { source.ignoreElements() }
        XCTAssertEqual(observer.events, [.completed(250)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 250)])
    }

    func testKeepsTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .error(230, TestError())])
        let observer = scheduler.start { source.ignoreElements() }
        XCTAssertEqual(observer.events, [.error(230, TestError())])
    }

    func testResultConvertsToCompletable() {
        let completed = Captured(false)
        _ = Observable.of(1, 2, 3).ignoreElements().asCompletable().subscribe(onCompleted: { completed.value = true })
        XCTAssertTrue(completed.value)
    }
}
