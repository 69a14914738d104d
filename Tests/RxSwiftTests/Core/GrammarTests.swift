import RxSwift
import RxTest
import XCTest

private struct TestError: Error {}

/// The observable grammar `next* (error | completed)?` and disposal, end to end.
final class GrammarTests: LeakCheckingTestCase {
    private func source(_ body: @escaping @Sendable (AnyObserver<Int>) -> Void) -> Observable<Int> {
        Observable.create { observer in
            body(observer)
            return Disposables.create()
        }
    }

    private func record(_ observable: Observable<Int>) -> (events: [String], subscription: Disposable) {
        let events = Captured<[String]>([])
        let subscription = observable.subscribe { events.value.append($0.debugDescription) }
        return (events.value, subscription)
    }

    func testNothingIsDeliveredAfterCompletion() {
        let events = Captured<[String]>([])
        source { observer in
            observer.onNext(1)
            observer.onCompleted()
            observer.onNext(2)
            observer.onCompleted()
            observer.onError(TestError())
        }
        .subscribe { events.value.append($0.debugDescription) }
        .dispose()
        XCTAssertEqual(events.value, ["next(1)", "completed"])
    }

    func testNothingIsDeliveredAfterAnError() {
        let events = Captured<[String]>([])
        source { observer in
            observer.onNext(1)
            observer.onError(TestError())
            observer.onNext(2)
            observer.onCompleted()
        }
        .subscribe { events.value.append($0.debugDescription) }
        .dispose()
        XCTAssertEqual(events.value.count, 2)
        XCTAssertEqual(events.value.first, "next(1)")
        XCTAssertTrue(events.value.last?.hasPrefix("error(") ?? false)
    }

    func testAtMostOneTerminalEventThroughOperators() {
        let events = Captured<[String]>([])
        source { observer in
            observer.onNext(1)
            observer.onCompleted()
            observer.onCompleted()
        }
        .map { $0 + 1 }
        .filter { _ in true }
        .subscribe { events.value.append($0.debugDescription) }
        .dispose()
        XCTAssertEqual(events.value, ["next(2)", "completed"])
    }

    func testDisposalStopsDelivery() {
        let observer = Captured<AnyObserver<Int>?>(nil)
        let received = Captured<[Int]>([])
        let subscription = source { observer.value = $0 }
            .map { $0 * 2 }
            .subscribe(onNext: { received.value.append($0) })
        observer.value?.onNext(1)
        subscription.dispose()
        observer.value?.onNext(2)
        observer.value?.onCompleted()
        XCTAssertEqual(received.value, [2])
        observer.value = nil
    }

    func testDisposalFromInsideOnNext() {
        let laterReceived = Captured<[Int]>([])
        let emitter = Captured<AnyObserver<Int>?>(nil)
        let laterSubscription = Captured<Disposable?>(nil)
        laterSubscription.value = source { emitter.value = $0 }
            .subscribe(onNext: { value in
                laterReceived.value.append(value)
                laterSubscription.value?.dispose()
            })
        emitter.value?.onNext(1)
        emitter.value?.onNext(2)
        XCTAssertEqual(laterReceived.value, [1], "disposing inside onNext stops the next element")
        emitter.value = nil
        laterSubscription.value = nil
    }

    func testDisposingTwiceIsHarmless() {
        let disposals = Captured(0)
        let subscription = Observable<Int>.create { _ in
            Disposables.create { disposals.value += 1 }
        }
        .subscribe()
        subscription.dispose()
        subscription.dispose()
        XCTAssertEqual(disposals.value, 1)
    }

    func testAnErrorWithoutHandlerGoesToTheDefaultErrorHandler() {
        var handled: [String] = []
        let previous = Hooks.defaultErrorHandler
        Hooks.defaultErrorHandler = { _, error in handled.append("\(error)") }
        defer { Hooks.defaultErrorHandler = previous }
        source { $0.onError(RxError.timeout) }.subscribe().dispose()
        XCTAssertEqual(handled.count, 1)
    }

    func testSubscribeWithObjectPassesTheObjectWhileItLives() {
        final class Owner { var values: [Int] = [] }
        var owner: Owner? = Owner()
        let emitter = Captured<AnyObserver<Int>?>(nil)
        let subscription = source { emitter.value = $0 }
            .subscribe(with: owner!, onNext: { owner, value in owner.values.append(value) })
        emitter.value?.onNext(1)
        XCTAssertEqual(owner?.values, [1])
        weak let weakOwner = owner
        owner = nil
        XCTAssertNil(weakOwner, "the object is held weakly")
        emitter.value?.onNext(2)
        subscription.dispose()
        emitter.value = nil
    }
}
