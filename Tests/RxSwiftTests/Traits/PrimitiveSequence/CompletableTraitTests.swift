import RxSwift
import RxTest
import XCTest

private struct TestError: Error, Equatable {}

final class CompletableTraitTests: LeakCheckingTestCase {
    func testCreateDeliversOnlyTheFirstOutcome() {
        var disposed = false
        let completable = Completable.create { observer in
            observer(.completed)
            observer(.error(TestError()))
            return Disposables.create { disposed = true }
        }
        var events: [String] = []
        _ = completable.subscribe { event in
            switch event {
            case .completed: events.append("completed")
            case .error: events.append("error")
            }
        }
        XCTAssertEqual(events, ["completed"])
        XCTAssertTrue(disposed)
    }

    func testSubscribeHandlers() {
        var log: [String] = []
        _ = Completable.empty().subscribe(onCompleted: { log.append("completed") }, onError: { _ in log.append("error") }, onDisposed: { log.append("disposed") })
        _ = Completable.error(TestError()).subscribe(onCompleted: { log.append("completed") }, onError: { _ in log.append("error") }, onDisposed: { log.append("disposed") })
        XCTAssertEqual(log, ["completed", "disposed", "error", "disposed"])
    }

    func testSubscribeWithObject() {
        final class Owner {}
        let owner = Owner()
        var failedWith: Owner?
        _ = Completable.error(TestError()).subscribe(with: owner, onError: { object, _ in failedWith = object })
        XCTAssertTrue(failedWith === owner)
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
        var failure: Error?
        _ = Completable.merge([Completable.never(), Completable.error(TestError())]).subscribe(onError: { failure = $0 })
        XCTAssertEqual(failure as? TestError, TestError())
    }

    func testDo() {
        var log: [String] = []
        _ = Completable.error(TestError())
            .do(onError: { _ in log.append("onError") }, afterError: { _ in log.append("afterError") })
            .subscribe(onError: { _ in log.append("error") })
        XCTAssertEqual(log, ["onError", "error", "afterError"])
    }
}
