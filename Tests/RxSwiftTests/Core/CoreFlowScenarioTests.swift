@testable import RxSwift
import RxTest
import XCTest

/// The core flow: create -> subscribe -> emit -> dispose, and what happens inside.
final class CoreFlowScenarioTests: LeakCheckingTestCase {
    func testCreateSubscribeDeliversTheElement() {
        let printed = Captured<[String]>([])
        let subscription = Observable<String>.create { observer in
            observer.onNext("x")
            return Disposables.create()
        }
        .subscribe(onNext: { printed.value.append($0) })
        XCTAssertEqual(printed.value, ["x"])
        subscription.dispose()
    }

    func testCreateReturnsAProducerThatKeepsTheClosure() {
        let subscribeCalls = Captured(0)
        let observable = Observable<Int>.create { observer in
            subscribeCalls.value += 1
            observer.onNext(subscribeCalls.value)
            return Disposables.create()
        }
        XCTAssertTrue(observable is Producer<Int>, "create builds a producer")
        XCTAssertEqual(subscribeCalls.value, 0, "nothing runs before subscription")
        let received = Captured<[Int]>([])
        observable.subscribe(onNext: { received.value.append($0) }).dispose()
        observable.subscribe(onNext: { received.value.append($0) }).dispose()
        XCTAssertEqual(received.value, [1, 2], "the stored closure runs once per subscription")
    }

    func testTheClosureReceivesAnObserverWrappingTheSink() {
        let observerSeen = Captured<AnyObserver<Int>?>(nil)
        let subscription = Observable<Int>.create { observer in
            observerSeen.value = observer
            return Disposables.create()
        }
        .subscribe(onNext: { _ in })
        XCTAssertNotNil(observerSeen.value)
        subscription.dispose()
        observerSeen.value = nil
    }

    func testTheSinkStopsForwardingOnceDisposed() {
        let emit = Captured<AnyObserver<Int>?>(nil)
        let received = Captured<[Int]>([])
        let subscription = Observable<Int>.create { observer in
            emit.value = observer
            return Disposables.create()
        }
        .subscribe(onNext: { received.value.append($0) })
        emit.value?.onNext(1)
        subscription.dispose()
        emit.value?.onNext(2)
        XCTAssertEqual(received.value, [1])
        emit.value = nil
    }

    func testTerminalEventEndsDeliveryAndDisposesTheSubscription() {
        let received = Captured<[String]>([])
        let userDisposableDisposed = Captured(false)
        let onDisposedCalled = Captured(false)
        _ = Observable<String>.create { observer in
            observer.onNext("a")
            observer.onCompleted()
            observer.onNext("after completion")
            observer.onError(RxError.unknown)
            return Disposables.create { userDisposableDisposed.value = true }
        }
        .subscribe(
            onNext: { received.value.append($0) },
            onError: { _ in received.value.append("error") },
            onCompleted: { received.value.append("completed") },
            onDisposed: { onDisposedCalled.value = true }
        )
        XCTAssertEqual(received.value, ["a", "completed"])
        XCTAssertTrue(userDisposableDisposed.value, "the subscription disposes itself on a terminal event")
        XCTAssertTrue(onDisposedCalled.value)
    }

    func testSubscriptionRunsInsideTheTrampoline() {
        let requiredInside = Captured<Bool?>(nil)
        XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired)
        Observable<Int>.create { observer in
            requiredInside.value = CurrentThreadScheduler.isScheduleRequired
            observer.onCompleted()
            return Disposables.create()
        }
        .subscribe()
        .dispose()
        XCTAssertEqual(requiredInside.value, false)
        XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired)
    }
}
