import RxSwift
import RxTest
import XCTest

private struct TestError: Error {}

/// The observable grammar `next* (error | completed)?` and disposal, end to end.
final class GrammarTests: LeakCheckingTestCase {
    private func source(_ body: @escaping (AnyObserver<Int>) -> Void) -> Observable<Int> {
        Observable.create { observer in
            body(observer)
            return Disposables.create()
        }
    }

    private func record(_ observable: Observable<Int>) -> (events: [String], subscription: Disposable) {
        var events: [String] = []
        let subscription = observable.subscribe { events.append($0.debugDescription) }
        return (events, subscription)
    }

    func testNothingIsDeliveredAfterCompletion() {
        var events: [String] = []
        source { observer in
            observer.onNext(1)
            observer.onCompleted()
            observer.onNext(2)
            observer.onCompleted()
            observer.onError(TestError())
        }
        .subscribe { events.append($0.debugDescription) }
        .dispose()
        XCTAssertEqual(events, ["next(1)", "completed"])
    }

    func testNothingIsDeliveredAfterAnError() {
        var events: [String] = []
        source { observer in
            observer.onNext(1)
            observer.onError(TestError())
            observer.onNext(2)
            observer.onCompleted()
        }
        .subscribe { events.append($0.debugDescription) }
        .dispose()
        XCTAssertEqual(events.count, 2)
        XCTAssertEqual(events.first, "next(1)")
        XCTAssertTrue(events.last?.hasPrefix("error(") ?? false)
    }

    func testAtMostOneTerminalEventThroughOperators() {
        var events: [String] = []
        source { observer in
            observer.onNext(1)
            observer.onCompleted()
            observer.onCompleted()
        }
        .map { $0 + 1 }
        .filter { _ in true }
        .subscribe { events.append($0.debugDescription) }
        .dispose()
        XCTAssertEqual(events, ["next(2)", "completed"])
    }

    func testDisposalStopsDelivery() {
        var observer: AnyObserver<Int>?
        var received: [Int] = []
        let subscription = source { observer = $0 }
            .map { $0 * 2 }
            .subscribe(onNext: { received.append($0) })
        observer?.onNext(1)
        subscription.dispose()
        observer?.onNext(2)
        observer?.onCompleted()
        XCTAssertEqual(received, [2])
        observer = nil
    }

    func testDisposalFromInsideOnNext() {
        var laterReceived: [Int] = []
        var emitter: AnyObserver<Int>?
        var laterSubscription: Disposable?
        laterSubscription = source { emitter = $0 }
            .subscribe(onNext: { value in
                laterReceived.append(value)
                laterSubscription?.dispose()
            })
        emitter?.onNext(1)
        emitter?.onNext(2)
        XCTAssertEqual(laterReceived, [1], "disposing inside onNext stops the next element")
        emitter = nil
        laterSubscription = nil
    }

    func testDisposingTwiceIsHarmless() {
        var disposals = 0
        let subscription = Observable<Int>.create { _ in
            Disposables.create { disposals += 1 }
        }
        .subscribe()
        subscription.dispose()
        subscription.dispose()
        XCTAssertEqual(disposals, 1)
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
        var emitter: AnyObserver<Int>?
        let subscription = source { emitter = $0 }
            .subscribe(with: owner!, onNext: { owner, value in owner.values.append(value) })
        emitter?.onNext(1)
        XCTAssertEqual(owner?.values, [1])
        weak let weakOwner = owner
        owner = nil
        XCTAssertNil(weakOwner, "the object is held weakly")
        emitter?.onNext(2)
        subscription.dispose()
        emitter = nil
    }
}
