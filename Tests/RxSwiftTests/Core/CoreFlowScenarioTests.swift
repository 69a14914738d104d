@testable import RxSwift
import RxTest
import XCTest

/// Scenario S1: create -> subscribe -> emit -> dispose, and what happens inside.
final class CoreFlowScenarioTests: LeakCheckingTestCase {
    func testCreateSubscribeDeliversTheElement() {
        var printed: [String] = []
        let subscription = Observable<String>.create { observer in
            observer.onNext("x")
            return Disposables.create()
        }
        .subscribe(onNext: { printed.append($0) })
        XCTAssertEqual(printed, ["x"])
        subscription.dispose()
    }

    func testCreateReturnsAProducerThatKeepsTheClosure() {
        var subscribeCalls = 0
        let observable = Observable<Int>.create { observer in
            subscribeCalls += 1
            observer.onNext(subscribeCalls)
            return Disposables.create()
        }
        XCTAssertTrue(observable is Producer<Int>, "create builds a producer")
        XCTAssertEqual(subscribeCalls, 0, "nothing runs before subscription")
        var received: [Int] = []
        observable.subscribe(onNext: { received.append($0) }).dispose()
        observable.subscribe(onNext: { received.append($0) }).dispose()
        XCTAssertEqual(received, [1, 2], "the stored closure runs once per subscription")
    }

    func testTheClosureReceivesAnObserverWrappingTheSink() {
        var observerSeen: AnyObserver<Int>?
        let subscription = Observable<Int>.create { observer in
            observerSeen = observer
            return Disposables.create()
        }
        .subscribe(onNext: { _ in })
        XCTAssertNotNil(observerSeen)
        subscription.dispose()
        observerSeen = nil
    }

    func testTheSinkStopsForwardingOnceDisposed() {
        var emit: AnyObserver<Int>?
        var received: [Int] = []
        let subscription = Observable<Int>.create { observer in
            emit = observer
            return Disposables.create()
        }
        .subscribe(onNext: { received.append($0) })
        emit?.onNext(1)
        subscription.dispose()
        emit?.onNext(2)
        XCTAssertEqual(received, [1])
        emit = nil
    }

    func testTerminalEventEndsDeliveryAndDisposesTheSubscription() {
        var received: [String] = []
        var userDisposableDisposed = false
        var onDisposedCalled = false
        _ = Observable<String>.create { observer in
            observer.onNext("a")
            observer.onCompleted()
            observer.onNext("after completion")
            observer.onError(RxError.unknown)
            return Disposables.create { userDisposableDisposed = true }
        }
        .subscribe(
            onNext: { received.append($0) },
            onError: { _ in received.append("error") },
            onCompleted: { received.append("completed") },
            onDisposed: { onDisposedCalled = true }
        )
        XCTAssertEqual(received, ["a", "completed"])
        XCTAssertTrue(userDisposableDisposed, "the subscription disposes itself on a terminal event")
        XCTAssertTrue(onDisposedCalled)
    }

    func testSubscriptionRunsInsideTheTrampoline() {
        var requiredInside: Bool?
        XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired)
        Observable<Int>.create { observer in
            requiredInside = CurrentThreadScheduler.isScheduleRequired
            observer.onCompleted()
            return Disposables.create()
        }
        .subscribe()
        .dispose()
        XCTAssertEqual(requiredInside, false)
        XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired)
    }
}
