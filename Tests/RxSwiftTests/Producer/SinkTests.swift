@testable import RxSwift
import RxTest
import XCTest

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
        var disposals = 0
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onCompleted()
            return Disposables.create { disposals += 1 }
        }
        var received: [Event<Int>] = []
        _ = source.map { $0 + 1 }.filter { _ in true }.subscribe { received.append($0) }
        XCTAssertEqual(received, [.next(2), .completed])
        XCTAssertEqual(disposals, 1)
    }
}
