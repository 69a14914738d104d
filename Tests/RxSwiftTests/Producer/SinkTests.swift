@testable import RxSwift
import RxTest
import XCTest

private enum TestError: Swift.Error, Equatable {
    case failure
}

final class SinkTests: LeakCheckingTestCase {
    func testASinkForwardsUntilItIsDisposed() {
        var received: [Event<Int>] = []
        let sink = Sink<Int> { received.append($0) }
        sink.forwardOn(.next(1))
        sink.dispose()
        sink.forwardOn(.next(2))
        sink.forwardOn(.completed)
        XCTAssertEqual(received, [.next(1)])
    }

    private final class PassingSink: Sink<Int>, ElementHandlingSink, @unchecked Sendable {
        func onNext(_ element: Int) { forwardOn(.next(element)) }
    }

    func testAnElementHandlingSinkForwardsATerminalEventAndEnds() {
        var received: [Event<Int>] = []
        let sink = PassingSink { received.append($0) }
        sink.on(.next(1))
        sink.on(.completed)
        sink.on(.next(2))
        XCTAssertEqual(received, [.next(1), .completed])
        XCTAssertTrue(sink.isDisposed)

        var failed: [Event<Int>] = []
        let failing = PassingSink { failed.append($0) }
        failing.on(.error(TestError.failure))
        XCTAssertEqual(failed, [.error(TestError.failure)])
        XCTAssertTrue(failing.isDisposed)
    }

    func testASinkIsALiveResourceUntilReleased() {
        let before = Resources.total
        var sink: Sink<Int>? = Sink { _ in }
        XCTAssertEqual(Resources.total, before + 1)
        sink?.dispose()
        sink = nil
        XCTAssertEqual(Resources.total, before)
    }

    func testAnOperatorSubscriptionIsItsSinkAndDisposesTheSourceWithIt() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = subject.map { $0 * 2 }.subscribeHandler { event in
            if case .next(let value) = event { received.append(value) }
        }
        XCTAssertTrue(subscription is Sink<Int>, "an operator's subscription needs no disposer of its own")
        subject.onNext(1)
        subscription.dispose()
        subject.onNext(2)
        XCTAssertEqual(received, [2])
        XCTAssertFalse(subject.hasObservers)
    }

    func testAChainThatEndsDuringSubscribeDisposesItsSourceSubscription() {
        let disposals = Captured(0)
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onCompleted()
            return Disposables.create { disposals.value += 1 }
        }
        let received = Captured<[Event<Int>]>([])
        _ = source.map { $0 + 1 }.filter { _ in true }.subscribe { received.value.append($0) }
        XCTAssertEqual(received.value, [.next(2), .completed])
        XCTAssertEqual(disposals.value, 1)
    }
}
