import RxSwift
import RxTest
import XCTest

final class DeferredTests: LeakCheckingTestCase {
    func testDeferredCallsTheFactoryForEverySubscriber() {
        var calls = 0
        let observable = Observable<Int>.deferred {
            calls += 1
            return Observable.of(calls, calls * 10)
        }
        XCTAssertEqual(calls, 0)
        var events: [String] = []
        _ = observable.subscribe { events.append(describe($0)) }
        _ = observable.subscribe { events.append(describe($0)) }
        XCTAssertEqual(calls, 2)
        XCTAssertEqual(events, ["next(1)", "next(10)", "completed", "next(2)", "next(20)", "completed"])
    }

    func testDeferredFactoryErrorBecomesTheSequenceError() {
        var events: [String] = []
        _ = Observable<Int>.deferred { throw FactoryError.failed }.subscribe { events.append(describe($0)) }
        XCTAssertEqual(events, ["error(failed)"])
    }

    func testDeferredForwardsTheInnerError() {
        var events: [String] = []
        _ = Observable<Int>.deferred { Observable.error(FactoryError.failed) }.subscribe { events.append(describe($0)) }
        XCTAssertEqual(events, ["error(failed)"])
    }

    func testDisposingDeferredDisposesTheInnerSubscription() {
        var innerDisposed = false
        var observer: AnyObserver<Int>?
        let observable = Observable<Int>.deferred {
            Observable.create { subscriber in
                observer = subscriber
                return Disposables.create { innerDisposed = true }
            }
        }
        var events: [String] = []
        let subscription = observable.subscribe { events.append(describe($0)) }
        observer?.onNext(1)
        subscription.dispose()
        observer?.onNext(2)
        XCTAssertTrue(innerDisposed)
        XCTAssertEqual(events, ["next(1)"])
        observer = nil
    }

    func testDeferredDisposesTheInnerSubscriptionAfterCompletion() {
        var innerDisposed = false
        let observable = Observable<Int>.deferred {
            Observable.create { subscriber in
                subscriber.onNext(1)
                subscriber.onCompleted()
                return Disposables.create { innerDisposed = true }
            }
        }
        var events: [String] = []
        _ = observable.subscribe { events.append(describe($0)) }
        XCTAssertEqual(events, ["next(1)", "completed"])
        XCTAssertTrue(innerDisposed)
    }
}

private enum FactoryError: Error {
    case failed
}

private func describe<Element>(_ event: Event<Element>) -> String {
    switch event {
    case .next(let element): return "next(\(element))"
    case .error(let error): return "error(\(error))"
    case .completed: return "completed"
    }
}

// MARK: - Virtual time

extension DeferredTests {
    func testDeferredCallsTheFactoryAtSubscriptionTime() {
        let scheduler = TestScheduler(initialClock: 0)
        var factoryTimes: [TestTime] = []
        let xs = scheduler.createColdObservable([.next(100, 1), .next(200, 2), .completed(300)])
        let observer = scheduler.start {
            Observable<Int>.deferred {
                factoryTimes.append(scheduler.clock)
                return xs.asObservable()
            }
        }
        XCTAssertEqual(factoryTimes, [200])
        XCTAssertEqual(observer.events, [.next(300, 1), .next(400, 2), .completed(500)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 500)])
    }

    func testDeferredDisposalUnsubscribesTheMadeSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(100, 1), .next(900, 2)])
        let observer = scheduler.start(disposed: 600) { Observable<Int>.deferred { xs.asObservable() } }
        XCTAssertEqual(observer.events, [.next(300, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
    }

    func testDeferredFactoryErrorAtSubscriptionTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start { Observable<Int>.deferred { throw FactoryError.failed } }
        XCTAssertEqual(observer.events, [.error(200, FactoryError.failed)])
    }
}
