import RxSwift
import RxTest
import XCTest

final class InfallibleBindTests: LeakCheckingTestCase {
    func testBindToObservers() {
        let first = PublishSubject<Int>()
        let second = PublishSubject<Int>()
        var firstEvents: [Event<Int>] = []
        var secondEvents: [Event<Int>] = []
        let firstSubscription = first.subscribe { firstEvents.append($0) }
        let secondSubscription = second.subscribe { secondEvents.append($0) }
        _ = Infallible.of(1, 2).bind(to: first, second)
        XCTAssertEqual(firstEvents, [.next(1), .next(2), .completed])
        XCTAssertEqual(secondEvents, [.next(1), .next(2), .completed])
        firstSubscription.dispose()
        secondSubscription.dispose()
    }

    func testBindToOptionalObserver() {
        let subject = PublishSubject<Int?>()
        var events: [Event<Int?>] = []
        let subscription = subject.subscribe { events.append($0) }
        _ = Infallible.just(3).bind(to: subject)
        XCTAssertEqual(events, [.next(3), .completed])
        subscription.dispose()
    }

    func testBindToBinderFunctions() {
        let count = Infallible.of(1, 2, 3).bind { (infallible: Infallible<Int>) -> Int in
            var total = 0
            _ = infallible.subscribe(onNext: { total += $0 })
            return total
        }
        XCTAssertEqual(count, 6)

        let curried = Infallible.of(1, 2).bind(to: { (infallible: Infallible<Int>) in { (factor: Int) -> [Int] in
            var scaled: [Int] = []
            _ = infallible.subscribe(onNext: { scaled.append($0 * factor) })
            return scaled
        } }, curriedArgument: 10)
        XCTAssertEqual(curried, [10, 20])
    }

    func testBindOnNext() {
        final class Owner {}
        let owner = Owner()
        var received: [Int] = []
        var receivedWithOwner: [Int] = []
        _ = Infallible.of(1, 2).bind(onNext: { received.append($0) })
        _ = Infallible.of(3).bind(with: owner, onNext: { object, element in
            XCTAssertTrue(object === owner)
            receivedWithOwner.append(element)
        })
        XCTAssertEqual(received, [1, 2])
        XCTAssertEqual(receivedWithOwner, [3])
    }
}
