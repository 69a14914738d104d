@testable import RxRelay
import RxSwift
import RxTest
import XCTest

final class PublishRelayTests: LeakCheckingTestCase {
    func testAcceptedElementsReachTheCurrentSubscribers() {
        let relay = PublishRelay<Int>()
        let early = RelayEventRecorder<Int>()
        let late = RelayEventRecorder<Int>()

        relay.accept(0)
        let earlySubscription = relay.subscribe(early)
        relay.accept(1)
        let lateSubscription = relay.subscribe(late)
        relay.accept(2)

        XCTAssertEqual(early.descriptions, ["next(1)", "next(2)"])
        XCTAssertEqual(late.descriptions, ["next(2)"])
        earlySubscription.dispose()
        lateSubscription.dispose()
    }

    func testDisposedSubscriptionStopsReceiving() {
        let relay = PublishRelay<String>()
        let recorder = RelayEventRecorder<String>()
        let subscription = relay.subscribe(recorder)

        relay.accept("a")
        subscription.dispose()
        relay.accept("b")

        XCTAssertEqual(recorder.elements, ["a"])
    }

    func testAsObservableCarriesTheSameElementsThroughOperators() {
        let relay = PublishRelay<Int>()
        let recorder = RelayEventRecorder<Int>()
        let subscription = relay.asObservable().map { $0 + 1 }.subscribe(recorder)

        relay.accept(1)
        relay.accept(2)

        XCTAssertEqual(recorder.descriptions, ["next(2)", "next(3)"])
        subscription.dispose()
    }

    func testSubscribeWithClosures() {
        let relay = PublishRelay<Int>()
        let received = Captured<[Int]>([])
        let subscription = relay.subscribe(onNext: { received.value.append($0) })

        relay.accept(4)

        XCTAssertEqual(received.value, [4])
        subscription.dispose()
    }

    func testASubscriptionKeepsTheRelaysSubjectUntilDisposedButNotTheRelay() {
        weak var weakRelay: PublishRelay<Int>?
        weak var weakSubject: PublishSubject<Int>?
        let recorder = RelayEventRecorder<Int>()
        let subscription: Disposable
        do {
            let relay = PublishRelay<Int>()
            weakRelay = relay
            weakSubject = relay.subject
            subscription = relay.subscribe(recorder)
        }
        XCTAssertNil(weakRelay)
        XCTAssertNotNil(weakSubject)

        subscription.dispose()
        XCTAssertNil(weakSubject)
        XCTAssertEqual(recorder.elements, [])
    }
}
