import RxSwift
import RxTest
import XCTest

private struct TestError: Error, Equatable {}

final class CompletableTraitTests: LeakCheckingTestCase {
    func testCreateDeliversOnlyTheFirstOutcome() {
        let disposed = Captured(false)
        let completable = Completable.create { observer in
            observer(.completed)
            observer(.error(TestError()))
            return Disposables.create { disposed.value = true }
        }
        let events = Captured<[String]>([])
        _ = completable.subscribe { event in
            switch event {
            case .completed: events.value.append("completed")
            case .error: events.value.append("error")
            }
        }
        XCTAssertEqual(events.value, ["completed"])
        XCTAssertTrue(disposed.value)
    }

    func testSubscribeHandlers() {
        let log = Captured<[String]>([])
        _ = Completable.empty().subscribe(onCompleted: { log.value.append("completed") }, onError: { _ in log.value.append("error") }, onDisposed: { log.value.append("disposed") })
        _ = Completable.error(TestError()).subscribe(onCompleted: { log.value.append("completed") }, onError: { _ in log.value.append("error") }, onDisposed: { log.value.append("disposed") })
        XCTAssertEqual(log.value, ["completed", "disposed", "error", "disposed"])
    }

    func testSubscribeWithObject() {
        final class Owner {}
        let owner = Owner()
        let failedWith = Captured<Owner?>(nil)
        _ = Completable.error(TestError()).subscribe(with: owner, onError: { object, _ in failedWith.value = object })
        XCTAssertTrue(failedWith.value === owner)
    }

    func testNeverDeliversNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start { Completable.never().asObservable() }
        XCTAssertEqual(observer.events, [])
    }

    func testConcatRunsOneAfterAnother() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([.completed(10)] as [Recorded<Event<Never>>])
        let second = scheduler.createColdObservable([.completed(20)] as [Recorded<Event<Never>>])
        let observer = scheduler.start { Completable.concat(first.asCompletable(), second.asCompletable()).asObservable() }
        XCTAssertEqual(observer.events, [.completed(230)])
        XCTAssertEqual(first.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(second.subscriptions, [Subscription(210, 230)])
    }

    func testMergeAndZipRunAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([.completed(10)] as [Recorded<Event<Never>>])
        let second = scheduler.createColdObservable([.completed(20)] as [Recorded<Event<Never>>])
        let merged = scheduler.start { Completable.merge(first.asCompletable(), second.asCompletable()).asObservable() }
        XCTAssertEqual(merged.events, [.completed(220)])
        let zipped = scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) { Completable.zip(first.asCompletable(), second.asCompletable()).asObservable() }
        XCTAssertEqual(zipped.events, [.completed(1220)])
        XCTAssertEqual(second.subscriptions, [Subscription(200, 220), Subscription(1200, 1220)])
    }

    func testMergeFailsWithTheFirstError() {
        let failure = Captured<Error?>(nil)
        _ = Completable.merge([Completable.never(), Completable.error(TestError())]).subscribe(onError: { failure.value = $0 })
        XCTAssertEqual(failure.value as? TestError, TestError())
    }

    func testDo() {
        let log = Captured<[String]>([])
        _ = Completable.error(TestError())
            .do(onError: { _ in log.value.append("onError") }, afterError: { _ in log.value.append("afterError") })
            .subscribe(onError: { _ in log.value.append("error") })
        XCTAssertEqual(log.value, ["onError", "error", "afterError"])
    }
}
