import RxRelay
import RxSwift
import RxTest
import XCTest

final class RelayInfallibleTests: LeakCheckingTestCase {
    func testPublishRelayConvertsWithoutAnErrorHandler() {
        let relay = PublishRelay<Int>()
        let received = Captured<[Int]>([])
        let subscription = relay.asInfallible().subscribe(onNext: { received.value.append($0) })
        relay.accept(1)
        relay.accept(2)
        XCTAssertEqual(received.value, [1, 2])
        subscription.dispose()
        relay.accept(3)
        XCTAssertEqual(received.value, [1, 2])
    }

    func testBehaviorRelayInfallibleStartsWithTheCurrentValue() {
        let relay = BehaviorRelay(value: "a")
        let received = Captured<[String]>([])
        let subscription = relay.asInfallible().subscribe(onNext: { received.value.append($0) })
        relay.accept("b")
        XCTAssertEqual(received.value, ["a", "b"])
        subscription.dispose()
    }

    func testReplayRelayInfallibleReplaysItsBuffer() {
        let relay = ReplayRelay<Int>.create(bufferSize: 2)
        relay.accept(1)
        relay.accept(2)
        relay.accept(3)
        let received = Captured<[Int]>([])
        let subscription = relay.asInfallible().subscribe(onNext: { received.value.append($0) })
        relay.accept(4)
        XCTAssertEqual(received.value, [2, 3, 4])
        subscription.dispose()
    }

    func testTheInfallibleWorksWithInfallibleOperators() {
        let scheduler = TestScheduler(initialClock: 0)
        let relay = PublishRelay<Int>()
        scheduler.scheduleAt(210) { relay.accept(1) }
        scheduler.scheduleAt(220) { relay.accept(2) }
        let res = scheduler.start { relay.asInfallible().map { $0 * 10 }.asObservable() }
        XCTAssertEqual(res.events, [.next(210, 10), .next(220, 20)])
    }
}
