import RxSwift
import RxTest
import XCTest

final class InfallibleTests: LeakCheckingTestCase {
    func testSubscribeHandlers() {
        var log: [String] = []
        _ = Infallible.of(1, 2).subscribe(onNext: { log.append("next(\($0))") }, onCompleted: { log.append("completed") }, onDisposed: { log.append("disposed") })
        XCTAssertEqual(log, ["next(1)", "next(2)", "completed", "disposed"])
    }

    func testSubscribeWithObject() {
        final class Owner {}
        let owner = Owner()
        var received: [Int] = []
        var completedWith: Owner?
        _ = Infallible.of(1, 2).subscribe(with: owner, onNext: { _, element in received.append(element) }, onCompleted: { completedWith = $0 })
        XCTAssertEqual(received, [1, 2])
        XCTAssertTrue(completedWith === owner)
    }

    func testSubscribeEventHandler() {
        var events: [Event<Int>] = []
        _ = Infallible.just(1).subscribe { events.append($0) }
        XCTAssertEqual(events, [.next(1), .completed])
    }

    func testAsObservableKeepsTheEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start { Infallible.from([1, 2, 3], scheduler: scheduler).asObservable() }
        XCTAssertEqual(observer.events, [.next(201, 1), .next(202, 2), .next(203, 3), .completed(204)])
    }
}
