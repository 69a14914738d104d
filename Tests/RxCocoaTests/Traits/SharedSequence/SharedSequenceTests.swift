import RxCocoa
import RxSwift
import RxTest
import XCTest

/// A type of the user's that converts to a Driver, with no `asObservable` of its own.
private struct Temperature: SharedSequenceConvertibleType {
    typealias SharingStrategy = DriverSharingStrategy
    typealias Element = Int

    let readings: Driver<Int>

    func asSharedSequence() -> Driver<Int> {
        readings
    }
}

final class SharedSequenceTests: LeakCheckingTestCase {
    func testAConvertibleTypeIsObservableThroughItsSharedSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let temperature = Temperature(readings: Driver.just(21))
            XCTAssertEqual(scheduler.start { temperature.asObservable() }.events, [.next(201, 21), .completed(201)])
            XCTAssertEqual(scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) { temperature.map { $0 + 1 }.asObservable() }.events, [.next(1201, 22), .completed(1201)])
        }
    }

    func testJustDeliversOnTheSharingScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = Driver.just(7)
            let observer = scheduler.start { driver.asObservable() }
            XCTAssertEqual(observer.events, [.next(201, 7), .completed(201)])
        }
    }

    func testEmptyCompletesOnTheSharingScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let signal = Signal<Int>.empty()
            let observer = scheduler.start { signal.asObservable() }
            XCTAssertEqual(observer.events, [.completed(201)])
        }
    }

    func testNeverSendsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = Driver<Int>.never()
            let observer = scheduler.start { driver.asObservable() }
            XCTAssertEqual(observer.events, [])
        }
    }

    func testOfAndFromSendTheirElementsOnTheSharingScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let of = Driver.of(1, 2)
            let fromArray = Driver.from([3, 4])
            let fromSequence = Signal.from(5...6)
            let fromOptional = Driver.from(optional: Optional(8))
            XCTAssertEqual(scheduler.start { of.asObservable() }.events, [.next(201, 1), .next(202, 2), .completed(203)])
            XCTAssertEqual(scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) { fromArray.asObservable() }.events, [.next(1201, 3), .next(1202, 4), .completed(1203)])
            XCTAssertEqual(scheduler.start(created: 2100, subscribed: 2200, disposed: 3000) { fromSequence.asObservable() }.events, [.next(2201, 5), .next(2202, 6), .completed(2203)])
            XCTAssertEqual(scheduler.start(created: 3100, subscribed: 3200, disposed: 4000) { fromOptional.asObservable() }.events, [.next(3201, 8), .completed(3202)])
        }
    }

    func testDeferredCallsTheFactoryPerSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let calls = Captured(0)
            let driver = Driver.deferred { () -> Driver<Int> in
                calls.value += 1
                return Driver.just(calls.value)
            }
            XCTAssertEqual(calls.value, 0)
            let observer = scheduler.start { driver.asObservable() }
            XCTAssertEqual(calls.value, 1)
            XCTAssertEqual(observer.events, [.next(201, 1), .completed(201)])
        }
    }

    func testIntervalTicksOnTheSharingScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = Driver<Int>.interval(.seconds(100))
            let observer = scheduler.start(disposed: 450) { driver.asObservable() }
            XCTAssertEqual(observer.events, [.next(300, 0), .next(400, 1)])
        }
    }

    func testTimerWithoutPeriodSendsZeroAndCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let signal = Signal<Int>.timer(.seconds(50))
            let observer = scheduler.start { signal.asObservable() }
            XCTAssertEqual(observer.events, [.next(250, 0), .completed(250)])
        }
    }

    func testAsSharedSequenceIsTheSequenceItself() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = Driver.just(1)
            let observer = scheduler.start { driver.asSharedSequence().asObservable() }
            XCTAssertEqual(observer.events, [.next(201, 1), .completed(201)])
        }
    }
}
