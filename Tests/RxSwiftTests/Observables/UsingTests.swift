import RxSwift
import RxTest
import XCTest

final class UsingTests: LeakCheckingTestCase {
    func testResourceIsMadePerSubscriptionAndDisposedAfterCompletion() {
        let log = Captured<[String]>([])
        let made = Captured(0)
        let observable = Observable<Int>.using({ () -> CountingResource in
            made.value += 1
            let number = made.value
            log.value.append("resource \(number)")
            return CountingResource(name: "\(number)") { log.value.append("resource \(number) disposed") }
        }, observableFactory: { _ in
            Observable.of(made.value, made.value * 10)
        })
        _ = observable.subscribe { log.value.append(describe($0)) }
        _ = observable.subscribe { log.value.append(describe($0)) }
        XCTAssertEqual(log.value, [
            "resource 1", "next(1)", "next(10)", "completed", "resource 1 disposed",
            "resource 2", "next(2)", "next(20)", "completed", "resource 2 disposed",
        ])
    }

    func testObservableFactoryReceivesTheResource() {
        let resource = CountingResource(name: "r")
        let events = Captured<[String]>([])
        _ = Observable<String>.using({ resource }, observableFactory: { resource in
            Observable.just(resource.name)
        }).subscribe { events.value.append(describe($0)) }
        XCTAssertEqual(events.value, ["next(r)", "completed"])
        XCTAssertEqual(resource.disposeCount, 1)
    }

    func testResourceIsDisposedWithTheSubscription() {
        let resource = CountingResource(name: "r")
        let innerDisposed = Captured(false)
        let subscription = Observable<Int>.using({ resource }, observableFactory: { _ in
            Observable.create { _ in Disposables.create { innerDisposed.value = true } }
        }).subscribe()
        XCTAssertEqual(resource.disposeCount, 0)
        subscription.dispose()
        XCTAssertEqual(resource.disposeCount, 1)
        XCTAssertTrue(innerDisposed.value)
        subscription.dispose()
        XCTAssertEqual(resource.disposeCount, 1)
    }

    func testResourceIsDisposedAfterAnError() {
        let resource = CountingResource(name: "r")
        let events = Captured<[String]>([])
        _ = Observable<Int>.using({ resource }, observableFactory: { _ in
            Observable.error(FactoryError.failed)
        }).subscribe { events.value.append(describe($0)) }
        XCTAssertEqual(events.value, ["error(failed)"])
        XCTAssertEqual(resource.disposeCount, 1)
    }

    func testResourceFactoryErrorBecomesTheSequenceError() {
        let factoryCalled = Captured(false)
        let events = Captured<[String]>([])
        _ = Observable<Int>.using({ () -> CountingResource in
            throw FactoryError.failed
        }, observableFactory: { _ in
            factoryCalled.value = true
            return Observable.just(1)
        }).subscribe { events.value.append(describe($0)) }
        XCTAssertEqual(events.value, ["error(failed)"])
        XCTAssertFalse(factoryCalled.value)
    }

    func testObservableFactoryErrorBecomesTheSequenceErrorAndDisposesTheResource() {
        let resource = CountingResource(name: "r")
        let events = Captured<[String]>([])
        _ = Observable<Int>.using({ resource }, observableFactory: { _ in
            throw FactoryError.failed
        }).subscribe { events.value.append(describe($0)) }
        XCTAssertEqual(events.value, ["error(failed)"])
        XCTAssertEqual(resource.disposeCount, 1)
    }
}

private final class CountingResource: Disposable, Sendable {
    let name: String
    let onDispose: @Sendable () -> Void
    private let disposals = Captured(0)

    init(name: String, onDispose: @escaping @Sendable () -> Void = {}) {
        self.name = name
        self.onDispose = onDispose
    }

    var disposeCount: Int {
        disposals.value
    }

    func dispose() {
        disposals.value += 1
        onDispose()
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

extension UsingTests {
    func testUsingCompletesAndDisposesTheResourceAtCompletionTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(100, 1), .completed(200)])
        let resource = Captured<TimeRecordingResource?>(nil)
        let observer = scheduler.start {
            Observable<Int>.using({ () -> TimeRecordingResource in
                let made = TimeRecordingResource(scheduler: scheduler)
                resource.value = made
                return made
            }, observableFactory: { _ in xs.asObservable() })
        }
        XCTAssertEqual(observer.events, [.next(300, 1), .completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(resource.value?.createdAt, 200)
        XCTAssertEqual(resource.value?.disposedAt, [400])
    }

    func testUsingDisposesTheResourceWhenTheSubscriptionIsDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(100, 1), .next(900, 2)])
        let resource = Captured<TimeRecordingResource?>(nil)
        let observer = scheduler.start(disposed: 500) {
            Observable<Int>.using({ () -> TimeRecordingResource in
                let made = TimeRecordingResource(scheduler: scheduler)
                resource.value = made
                return made
            }, observableFactory: { _ in xs.asObservable() })
        }
        XCTAssertEqual(observer.events, [.next(300, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 500)])
        XCTAssertEqual(resource.value?.disposedAt, [500])
    }

    func testUsingDisposesTheResourceAtErrorTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(50, 1), .error(150, FactoryError.failed)])
        let resource = Captured<TimeRecordingResource?>(nil)
        let observer = scheduler.start {
            Observable<Int>.using({ () -> TimeRecordingResource in
                let made = TimeRecordingResource(scheduler: scheduler)
                resource.value = made
                return made
            }, observableFactory: { _ in xs.asObservable() })
        }
        XCTAssertEqual(observer.events, [.next(250, 1), .error(350, FactoryError.failed)])
        XCTAssertEqual(resource.value?.disposedAt, [350])
    }
}

/// A resource that records the virtual times at which it is made and disposed. Used on the
/// test scheduler's thread only, hence unchecked.
private final class TimeRecordingResource: Disposable, @unchecked Sendable {
    private let scheduler: TestScheduler
    let createdAt: TestTime
    private(set) var disposedAt: [TestTime] = []

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
        self.createdAt = scheduler.clock
    }

    func dispose() {
        disposedAt.append(scheduler.clock)
    }
}
