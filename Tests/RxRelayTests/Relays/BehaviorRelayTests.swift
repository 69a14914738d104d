@testable import RxRelay
import RxSwift
import RxTest
import XCTest

final class BehaviorRelayTests: LeakCheckingTestCase {
    func testValueIsTheLatestAcceptedElement() {
        let relay = BehaviorRelay(value: 1)
        XCTAssertEqual(relay.value, 1)

        relay.accept(2)
        XCTAssertEqual(relay.value, 2)
        relay.accept(3)
        XCTAssertEqual(relay.value, 3)
    }

    func testSubscriberReceivesTheCurrentValueThenAcceptedElements() {
        let relay = BehaviorRelay(value: "a")
        relay.accept("b")
        let recorder = RelayEventRecorder<String>()

        let subscription = relay.subscribe(recorder)
        relay.accept("c")

        XCTAssertEqual(recorder.descriptions, ["next(b)", "next(c)"])
        subscription.dispose()
    }

    func testDisposedSubscriptionStopsReceiving() {
        let relay = BehaviorRelay(value: 0)
        let recorder = RelayEventRecorder<Int>()
        let subscription = relay.subscribe(recorder)

        subscription.dispose()
        relay.accept(1)

        XCTAssertEqual(recorder.elements, [0])
        XCTAssertEqual(relay.value, 1)
    }

    func testAsObservableStartsWithTheCurrentValue() {
        let relay = BehaviorRelay(value: 5)
        let recorder = RelayEventRecorder<Int>()

        let subscription = relay.asObservable().map { $0 * 2 }.subscribe(recorder)
        relay.accept(6)

        XCTAssertEqual(recorder.elements, [10, 12])
        subscription.dispose()
    }

    func testASubscriptionKeepsTheRelaysSubjectUntilDisposedButNotTheRelay() {
        weak var weakRelay: BehaviorRelay<Int>?
        weak var weakSubject: BehaviorSubject<Int>?
        let recorder = RelayEventRecorder<Int>()
        let subscription: Disposable
        do {
            let relay = BehaviorRelay(value: 1)
            weakRelay = relay
            weakSubject = relay.subject
            subscription = relay.subscribe(recorder)
        }
        XCTAssertNil(weakRelay)
        XCTAssertNotNil(weakSubject)

        subscription.dispose()
        XCTAssertNil(weakSubject)
        XCTAssertEqual(recorder.elements, [1])
    }
}
