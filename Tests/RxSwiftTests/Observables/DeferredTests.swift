import RxSwift
import RxTest
import XCTest

final class DeferredTests: LeakCheckingTestCase {
    func testDeferredCallsTheFactoryForEverySubscriber() {
        let calls = Captured(0)
        let observable = Observable<Int>.deferred {
            calls.value += 1
            return Observable.of(calls.value, calls.value * 10)
        }
        XCTAssertEqual(calls.value, 0)
        let events = Captured<[String]>([])
        _ = observable.subscribe { events.value.append(describe($0)) }
        _ = observable.subscribe { events.value.append(describe($0)) }
        XCTAssertEqual(calls.value, 2)
        XCTAssertEqual(events.value, ["next(1)", "next(10)", "completed", "next(2)", "next(20)", "completed"])
    }

    func testDeferredFactoryErrorBecomesTheSequenceError() {
        let events = Captured<[String]>([])
        _ = Observable<Int>.deferred { throw FactoryError.failed }.subscribe { events.value.append(describe($0)) }
        XCTAssertEqual(events.value, ["error(failed)"])
    }

    func testDeferredForwardsTheInnerError() {
        let events = Captured<[String]>([])
        _ = Observable<Int>.deferred { Observable.error(FactoryError.failed) }.subscribe { events.value.append(describe($0)) }
        XCTAssertEqual(events.value, ["error(failed)"])
    }

    func testDisposingDeferredDisposesTheInnerSubscription() {
        let innerDisposed = Captured(false)
        let observer = Captured<AnyObserver<Int>?>(nil)
        let observable = Observable<Int>.deferred {
            Observable.create { subscriber in
                observer.value = subscriber
                return Disposables.create { innerDisposed.value = true }
            }
        }
        let events = Captured<[String]>([])
        let subscription = observable.subscribe { events.value.append(describe($0)) }
        observer.value?.onNext(1)
        subscription.dispose()
        observer.value?.onNext(2)
        XCTAssertTrue(innerDisposed.value)
        XCTAssertEqual(events.value, ["next(1)"])
        observer.value = nil
    }

    func testDeferredDisposesTheInnerSubscriptionAfterCompletion() {
        let innerDisposed = Captured(false)
        let observable = Observable<Int>.deferred {
            Observable.create { subscriber in
                subscriber.onNext(1)
                subscriber.onCompleted()
                return Disposables.create { innerDisposed.value = true }
            }
        }
        let events = Captured<[String]>([])
        _ = observable.subscribe { events.value.append(describe($0)) }
        XCTAssertEqual(events.value, ["next(1)", "completed"])
        XCTAssertTrue(innerDisposed.value)
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
        let factoryTimes = Captured<[TestTime]>([])
        let xs = scheduler.createColdObservable([.next(100, 1), .next(200, 2), .completed(300)])
        let observer = scheduler.start {
            Observable<Int>.deferred {
                factoryTimes.value.append(scheduler.clock)
                return xs.asObservable()
            }
        }
        XCTAssertEqual(factoryTimes.value, [200])
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
