import Foundation
import RxSwift
import RxTest
import XCTest

private let testError = NSError(domain: "CatchTests", code: 1)
private let otherError = NSError(domain: "CatchTests", code: 2)

final class CatchTests: LeakCheckingTestCase {
    func testCatchContinuesWithTheHandlersSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
            .next(220, 3),
            .error(230, testError),
        ])
        let ys = scheduler.createHotObservable([
            .next(220, 10),
            .next(240, 4),
            .completed(250),
        ])
        let handled = Captured<[NSError]>([])
        let res = scheduler.start {
            xs.catch { error in
                handled.value.append(error as NSError)
                return ys.asObservable()
            }
        }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .next(240, 4), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(230, 250)])
        XCTAssertEqual(handled.value, [testError])
    }

    func testCatchWithoutAnErrorDoesNotCallTheHandler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 2),
            .completed(230),
        ])
        let handlerCalls = Captured(0)
        let res = scheduler.start {
            xs.catch { _ in
                handlerCalls.value += 1
                return Observable.create { _ in Disposables.create() }
            }
        }
        XCTAssertEqual(res.events, [.next(210, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(handlerCalls.value, 0)
    }

    func testAThrowingHandlerEndsWithItsError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 2),
            .error(230, testError),
        ])
        let res = scheduler.start { xs.catch { _ in throw otherError } }
        XCTAssertEqual(res.events, [.next(210, 2), .error(230, otherError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testAnErrorOfTheFallbackIsPassedOn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable([
            .error(230, testError),
        ])
        let ys: TestableObservable<Int> = scheduler.createColdObservable([
            .next(10, 5),
            .error(20, otherError),
        ])
        let res = scheduler.start { xs.catch { _ in ys.asObservable() } }
        XCTAssertEqual(res.events, [.next(240, 5), .error(250, otherError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(230, 250)])
    }

    func testDisposalReachesTheFallback() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable([
            .error(230, testError),
        ])
        let ys: TestableObservable<Int> = scheduler.createColdObservable([
            .next(10, 5),
            .next(100, 6),
        ])
        let res = scheduler.start(disposed: 300) { xs.catch { _ in ys.asObservable() } }
        XCTAssertEqual(res.events, [.next(240, 5)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(230, 300)])
    }

    func testASynchronousErrorKeepsTheFallbackSubscribed() {
        let fallback = PublishSubjectStandIn()
        let received = Captured<[Int]>([])
        let failing = Observable<Int>.create { observer in
            observer.onError(testError)
            return Disposables.create()
        }
        let subscription = failing.catch { _ in fallback.observable }.subscribe(onNext: { received.value.append($0) })
        fallback.send(1)
        fallback.send(2)
        XCTAssertEqual(received.value, [1, 2], "the fallback subscription made during subscribe stays alive")
        subscription.dispose()
        XCTAssertTrue(fallback.isDisposed)
    }

    func testCatchAndReturnReplacesTheErrorWithTheElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 2),
            .error(230, testError),
        ])
        let res = scheduler.start { xs.catchAndReturn(100) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(230, 100), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testCatchAndReturnWithoutAnErrorPassesTheSourceOn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 2),
            .completed(230),
        ])
        let res = scheduler.start { xs.catchAndReturn(100) }
        XCTAssertEqual(res.events, [.next(210, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testCatchSequenceMovesToTheNextSourceAfterEachError() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([
            .next(10, 1),
            .error(20, testError),
        ])
        let second = scheduler.createColdObservable([
            .next(5, 2),
            .error(10, otherError),
        ])
        let third = scheduler.createColdObservable([
            .next(10, 3),
            .completed(20),
        ])
        let unused: TestableObservable<Int> = scheduler.createColdObservable([])
        let res = scheduler.start {
            Observable.catch(sequence: [first, second, third, unused].map { $0.asObservable() })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(225, 2), .next(240, 3), .completed(250)])
        XCTAssertEqual(first.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(second.subscriptions, [Subscription(220, 230)])
        XCTAssertEqual(third.subscriptions, [Subscription(230, 250)])
        XCTAssertEqual(unused.subscriptions, [])
    }

    func testCatchSequenceEndsWithTheLastErrorWhenEverySourceFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let first: TestableObservable<Int> = scheduler.createColdObservable([.error(10, testError)])
        let second: TestableObservable<Int> = scheduler.createColdObservable([.error(10, otherError)])
        let res = scheduler.start {
            Observable.catch(sequence: [first.asObservable(), second.asObservable()])
        }
        XCTAssertEqual(res.events, [.error(220, otherError)])
        XCTAssertEqual(first.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(second.subscriptions, [Subscription(210, 220)])
    }

    func testCatchSequenceOfNoSourcesCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.catch(sequence: [Observable<Int>]()) }
        XCTAssertEqual(res.events, [.completed(200)])
    }

    func testCatchSequenceDisposalReachesTheCurrentSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let first: TestableObservable<Int> = scheduler.createColdObservable([.error(10, testError)])
        let second: TestableObservable<Int> = scheduler.createColdObservable([.next(10, 1), .next(200, 2)])
        let res = scheduler.start(disposed: 300) {
            Observable.catch(sequence: [first.asObservable(), second.asObservable()])
        }
        XCTAssertEqual(res.events, [.next(220, 1)])
        XCTAssertEqual(first.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(second.subscriptions, [Subscription(210, 300)])
    }

    func testCatchSequenceOfSynchronouslyFailingSourcesDoesNotGrowTheStack() {
        let sourceCount = 100_000
        let subscriptions = Captured(0)
        let disposals = Captured(0)
        let failing = Observable<Int>.create { observer in
            subscriptions.value += 1
            observer.onError(testError)
            return Disposables.create { disposals.value += 1 }
        }
        let recovering = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onCompleted()
            return Disposables.create()
        }
        let sources = (0..<sourceCount).lazy.map { index in index == sourceCount - 1 ? recovering : failing }
        let received = Captured<[Int]>([])
        let completed = Captured(false)
        _ = Observable.catch(sequence: sources).subscribe(onNext: { received.value.append($0) }, onCompleted: { completed.value = true })
        XCTAssertEqual(received.value, [1])
        XCTAssertTrue(completed.value)
        XCTAssertEqual(subscriptions.value, sourceCount - 1)
        XCTAssertEqual(disposals.value, sourceCount - 1)
    }

    func testTheDeprecatedNamesBehaveTheSame() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 2),
            .error(230, testError),
        ])
        let ys = scheduler.createColdObservable([
            .next(10, 3),
            .completed(20),
        ])
        let caught = scheduler.createObserver(Int.self)
        let returned = scheduler.createObserver(Int.self)
        let sequenced = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(200) {
            subscriptions = (self as DeprecatedCatchCalls).subscribeDeprecated(xs.asObservable(), fallback: ys.asObservable(), caught, returned, sequenced)
        }
        scheduler.scheduleAt(1000) { subscriptions.forEach { $0.dispose() } }
        scheduler.start()
        XCTAssertEqual(caught.events, [.next(210, 2), .next(240, 3), .completed(250)])
        XCTAssertEqual(returned.events, [.next(210, 2), .next(230, 9), .completed(230)])
        XCTAssertEqual(sequenced.events, [.next(210, 2), .next(240, 3), .completed(250)])
    }
}

/// Calls the deprecated aliases through a protocol, so the test calling them is not deprecated.
private protocol DeprecatedCatchCalls {
    func subscribeDeprecated(_ source: Observable<Int>, fallback: Observable<Int>, _ caught: TestableObserver<Int>, _ returned: TestableObserver<Int>, _ sequenced: TestableObserver<Int>) -> [Disposable]
}

extension CatchTests: DeprecatedCatchCalls {
    @available(*, deprecated)
    func subscribeDeprecated(_ source: Observable<Int>, fallback: Observable<Int>, _ caught: TestableObserver<Int>, _ returned: TestableObserver<Int>, _ sequenced: TestableObserver<Int>) -> [Disposable] {
        [
            source.catchError { _ in fallback }.subscribe(caught),
            source.catchErrorJustReturn(9).subscribe(returned),
            Observable.catchError([source, fallback]).subscribe(sequenced),
        ]
    }
}

/// A minimal hand-driven source: forwards `send` to its one current subscriber.
private final class PublishSubjectStandIn: Sendable {
    private let observer = Captured<AnyObserver<Int>?>(nil)
    private let disposed = Captured(false)

    var isDisposed: Bool {
        disposed.value
    }

    var observable: Observable<Int> {
        Observable.create { observer in
            self.observer.value = observer
            return Disposables.create {
                self.disposed.value = true
                self.observer.value = nil
            }
        }
    }

    func send(_ value: Int) {
        observer.value?.onNext(value)
    }
}
