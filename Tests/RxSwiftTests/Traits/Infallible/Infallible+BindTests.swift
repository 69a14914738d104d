import RxSwift
import RxTest
import XCTest

final class InfallibleBindTests: LeakCheckingTestCase {
    func testBindToObservers() {
        let first = PublishSubject<Int>()
        let second = PublishSubject<Int>()
        let firstEvents = Captured<[Event<Int>]>([])
        let secondEvents = Captured<[Event<Int>]>([])
        let firstSubscription = first.subscribe { firstEvents.value.append($0) }
        let secondSubscription = second.subscribe { secondEvents.value.append($0) }
        _ = Infallible.of(1, 2).bind(to: first, second)
        XCTAssertEqual(firstEvents.value, [.next(1), .next(2), .completed])
        XCTAssertEqual(secondEvents.value, [.next(1), .next(2), .completed])
        firstSubscription.dispose()
        secondSubscription.dispose()
    }

    func testBindToOptionalObserver() {
        let subject = PublishSubject<Int?>()
        let events = Captured<[Event<Int?>]>([])
        let subscription = subject.subscribe { events.value.append($0) }
        _ = Infallible.just(3).bind(to: subject)
        XCTAssertEqual(events.value, [.next(3), .completed])
        subscription.dispose()
    }

    func testBindToBinderFunctions() {
        let count = Infallible.of(1, 2, 3).bind { (infallible: Infallible<Int>) -> Int in
            let total = Captured(0)
            _ = infallible.subscribe(onNext: { total.value += $0 })
            return total.value
        }
        XCTAssertEqual(count, 6)

        let curried = Infallible.of(1, 2).bind(to: { (infallible: Infallible<Int>) in { (factor: Int) -> [Int] in
            let scaled = Captured<[Int]>([])
            _ = infallible.subscribe(onNext: { scaled.value.append($0 * factor) })
            return scaled.value
        } }, curriedArgument: 10)
        XCTAssertEqual(curried, [10, 20])
    }

    func testBindOnNext() {
        final class Owner: Sendable {}
        let owner = Owner()
        let received = Captured<[Int]>([])
        let receivedWithOwner = Captured<[Int]>([])
        _ = Infallible.of(1, 2).bind(onNext: { received.value.append($0) })
        _ = Infallible.of(3).bind(with: owner, onNext: { object, element in
            XCTAssertTrue(object === owner)
            receivedWithOwner.value.append(element)
        })
        XCTAssertEqual(received.value, [1, 2])
        XCTAssertEqual(receivedWithOwner.value, [3])
    }
}
