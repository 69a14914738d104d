import RxSwift
import RxTest
import XCTest

final class InfallibleTests: LeakCheckingTestCase {
    func testSubscribeHandlers() {
        let log = Captured<[String]>([])
        _ = Infallible.of(1, 2).subscribe(onNext: { log.value.append("next(\($0))") }, onCompleted: { log.value.append("completed") }, onDisposed: { log.value.append("disposed") })
        XCTAssertEqual(log.value, ["next(1)", "next(2)", "completed", "disposed"])
    }

    func testSubscribeWithObject() {
        final class Owner {}
        let owner = Owner()
        let received = Captured<[Int]>([])
        let completedWith = Captured<Owner?>(nil)
        _ = Infallible.of(1, 2).subscribe(with: owner, onNext: { _, element in received.value.append(element) }, onCompleted: { completedWith.value = $0 })
        XCTAssertEqual(received.value, [1, 2])
        XCTAssertTrue(completedWith.value === owner)
    }

    func testSubscribeEventHandler() {
        let events = Captured<[Event<Int>]>([])
        _ = Infallible.just(1).subscribe { events.value.append($0) }
        XCTAssertEqual(events.value, [.next(1), .completed])
    }

    func testAsObservableKeepsTheEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start { Infallible.from([1, 2, 3], scheduler: scheduler).asObservable() }
        XCTAssertEqual(observer.events, [.next(201, 1), .next(202, 2), .next(203, 3), .completed(204)])
    }
}
