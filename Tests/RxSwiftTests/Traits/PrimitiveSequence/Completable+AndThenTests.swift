import RxSwift
import RxTest
import XCTest

private struct TestError: Error, Equatable {}

final class CompletableAndThenTests: LeakCheckingTestCase {
    func testSubscribesToTheSecondAfterCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([.completed(10)] as [Recorded<Event<Never>>])
        let second = scheduler.createColdObservable([.next(5, 1), .next(6, 2), .completed(7)])
        let observer = scheduler.start { first.asCompletable().andThen(second.asObservable()) }
        XCTAssertEqual(observer.events, [.next(215, 1), .next(216, 2), .completed(217)])
        XCTAssertEqual(first.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(second.subscriptions, [Subscription(210, 217)])
    }

    func testErrorSkipsTheSecond() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([.error(10, TestError())] as [Recorded<Event<Never>>])
        let second = scheduler.createColdObservable([.next(5, 1), .completed(7)])
        let observer = scheduler.start { first.asCompletable().andThen(second.asObservable()) }
        XCTAssertEqual(observer.events, [.error(210, TestError())])
        XCTAssertEqual(second.subscriptions, [])
    }

    func testDisposalWhileTheSecondRuns() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([.completed(10)] as [Recorded<Event<Never>>])
        let second = scheduler.createColdObservable([.next(50, 1)])
        let observer = scheduler.start(disposed: 230) { first.asCompletable().andThen(second.asObservable()) }
        XCTAssertEqual(observer.events, [])
        XCTAssertEqual(second.subscriptions, [Subscription(210, 230)])
    }

    func testReleasesTheFirstCompletableOnceItCompleted() {
        final class Tracked: Sendable {}
        weak var weakCaptured: Tracked?
        weak var weakDisposeCaptured: Tracked?
        let second = PublishSubject<Int>()
        let received = Captured<[Int]>([])
        var subscription: Disposable?
        do {
            let captured = Tracked()
            let disposeCaptured = Tracked()
            weakCaptured = captured
            weakDisposeCaptured = disposeCaptured
            let first = Completable.create { observer in
                withExtendedLifetime(captured) {}
                observer(.completed)
                return Disposables.create { withExtendedLifetime(disposeCaptured) {} }
            }
            subscription = first.andThen(second.asObservable()).subscribe(onNext: { received.value.append($0) })
        }
        XCTAssertNil(weakCaptured, "the first Completable and its closure are released after it completed")
        XCTAssertNil(weakDisposeCaptured, "the first Completable's subscription is released after it completed")
        second.onNext(1)
        XCTAssertEqual(received.value, [1])
        subscription?.dispose()
    }

    func testReleasesTheFirstCompletableCompletingLater() {
        final class Tracked: Sendable {}
        weak var weakCaptured: Tracked?
        let trigger = PublishSubject<Never>()
        let second = PublishSubject<Int>()
        var subscription: Disposable?
        do {
            let captured = Tracked()
            weakCaptured = captured
            let first = trigger.asCompletable().do(onCompleted: { withExtendedLifetime(captured) {} })
            subscription = first.andThen(second.asObservable()).subscribe()
        }
        XCTAssertNotNil(weakCaptured, "kept while the first Completable runs")
        trigger.onCompleted()
        XCTAssertNil(weakCaptured, "released once the first Completable completed")
        subscription?.dispose()
    }

    func testTraitResults() {
        let single = Captured<Int?>(nil)
        _ = Completable.empty().andThen(Single.just(1)).subscribe(onSuccess: { single.value = $0 })
        XCTAssertEqual(single.value, 1)

        let maybeCompleted = Captured(false)
        _ = Completable.empty().andThen(Maybe<Int>.empty()).subscribe(onCompleted: { maybeCompleted.value = true })
        XCTAssertTrue(maybeCompleted.value)

        let order = Captured<[Int]>([])
        let step = { (index: Int) in Completable.create { observer in
            order.value.append(index)
            observer(.completed)
            return Disposables.create()
        } }
        _ = step(1).andThen(step(2)).andThen(step(3)).subscribe()
        XCTAssertEqual(order.value, [1, 2, 3])
    }

    func testLongSynchronousChainDoesNotOverflow() {
        var chain = Completable.empty()
        for _ in 0..<2_000 {
            chain = chain.andThen(Completable.empty())
        }
        let completed = Captured(false)
        _ = chain.subscribe(onCompleted: { completed.value = true })
        XCTAssertTrue(completed.value)
    }
}
