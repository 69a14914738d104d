import Foundation
import RxSwift
import RxTest
import XCTest

final class TestSchedulerTests: LeakCheckingTestCase {
    func testStartUsesDefaultCreateSubscribeAndDisposeTicks() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([Recorded<Event<Int>>]())
        var createdAt: TestTime?
        let observer = scheduler.start { () -> Observable<Int> in
            createdAt = scheduler.clock
            return xs.asObservable()
        }
        XCTAssertEqual(createdAt, 100)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(observer.events, [])
        XCTAssertEqual(TestScheduler.Defaults.created, 100)
        XCTAssertEqual(TestScheduler.Defaults.subscribed, 200)
        XCTAssertEqual(TestScheduler.Defaults.disposed, 1000)
    }

    func testStartWithDisposedTickStopsRecordingThere() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
            .next(300, 3),
            .next(410, 4),
            .completed(500),
        ])
        let observer = scheduler.start(disposed: 400) { xs.map { $0 * 10 } }
        XCTAssertEqual(observer.events, [.next(210, 20), .next(300, 30)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    func testStartWithExplicitTicks() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, "a"), .completed(20)])
        var createdAt: TestTime?
        let observer = scheduler.start(created: 50, subscribed: 60, disposed: 80) { () -> TestableObservable<String> in
            createdAt = scheduler.clock
            return xs
        }
        XCTAssertEqual(createdAt, 50)
        XCTAssertEqual(observer.events, [.next(70, "a")])
        XCTAssertEqual(xs.subscriptions, [Subscription(60, 80)])
    }

    func testDisposalScheduledBeforeAColdEventOfTheSameTickWins() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, "a")])
        // The disposal at 210 is queued when `start` begins, the event at 210 only at the
        // subscription (200), so the disposal runs first.
        let observer = scheduler.start(disposed: 210) { xs }
        XCTAssertEqual(observer.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testStartRunsEverythingDueAtTheDisposalTickScheduledBeforeIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(1000, 1)])
        let observer = scheduler.start { xs }
        // The hot event was scheduled before `start` scheduled the disposal, so it runs first.
        XCTAssertEqual(observer.events, [.next(1000, 1)])
    }

    func testObserverRecordsTheClockAtEachEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(15) { observer.onNext(1) }
        scheduler.scheduleAt(40) { observer.onCompleted() }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(15, 1), .completed(40)])
        XCTAssertEqual(scheduler.clock, 40)
    }

    func testScheduleAtSameTickRunsInSchedulingOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        var order: [String] = []
        scheduler.scheduleAt(20) { order.append("b") }
        scheduler.scheduleAt(10) { order.append("a") }
        scheduler.scheduleAt(20) { order.append("c") }
        scheduler.scheduleAt(20) { order.append("d") }
        scheduler.start()
        XCTAssertEqual(order, ["a", "b", "c", "d"])
    }

    func testScheduleNowSimulatesProcessingDelayByDefault() {
        let scheduler = TestScheduler(initialClock: 0)
        var ranAt: [TestTime] = []
        scheduler.scheduleAt(100) {
            _ = scheduler.schedule(()) { _ in
                ranAt.append(scheduler.clock)
                return Disposables.create()
            }
            _ = scheduler.scheduleRelative((), dueTime: .seconds(0)) { _ in
                ranAt.append(scheduler.clock)
                return Disposables.create()
            }
        }
        scheduler.start()
        XCTAssertEqual(ranAt, [101, 101])
    }

    func testScheduleNowWithoutProcessingDelayRunsAtTheSameTick() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        var ranAt: [TestTime] = []
        scheduler.scheduleAt(100) {
            _ = scheduler.schedule(()) { _ in
                ranAt.append(scheduler.clock)
                return Disposables.create()
            }
        }
        scheduler.start()
        XCTAssertEqual(ranAt, [100])
    }

    func testAbsoluteSchedulingInThePastIsNotAdjusted() {
        let scheduler = TestScheduler(initialClock: 0)
        var ranAt: TestTime?
        scheduler.scheduleAt(100) {
            scheduler.scheduleAt(50) { ranAt = scheduler.clock }
        }
        scheduler.start()
        XCTAssertEqual(ranAt, 100)
    }

    func testScheduleRelativeConvertsSecondsWithTheResolution() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
        var ranAt: [TestTime] = []
        _ = scheduler.scheduleRelative((), dueTime: .seconds(2)) { _ in
            ranAt.append(scheduler.clock)
            return Disposables.create()
        }
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(300)) { _ in
            ranAt.append(scheduler.clock)
            return Disposables.create()
        }
        scheduler.start()
        XCTAssertEqual(ranAt, [3, 20])
        XCTAssertEqual(scheduler.now, Date(timeIntervalSince1970: 2))
    }

    func testDisposingAScheduledActionCancelsIt() {
        let scheduler = TestScheduler(initialClock: 0)
        var ran = false
        let scheduled = scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in
            ran = true
            return Disposables.create()
        }
        scheduler.scheduleAt(5) { scheduled.dispose() }
        scheduler.start()
        XCTAssertFalse(ran)
        XCTAssertEqual(scheduler.clock, 5)
    }

    func testAdvanceToRunsDueWorkAndSetsTheClock() {
        let scheduler = TestScheduler(initialClock: 0)
        var ran: [TestTime] = []
        for time in [10, 20, 30] {
            scheduler.scheduleAt(time) { ran.append(scheduler.clock) }
        }
        scheduler.advanceTo(20)
        XCTAssertEqual(ran, [10, 20])
        XCTAssertEqual(scheduler.clock, 20)
        scheduler.advanceTo(25)
        XCTAssertEqual(scheduler.clock, 25)
        XCTAssertEqual(ran, [10, 20])
        scheduler.start()
        XCTAssertEqual(ran, [10, 20, 30])
    }

    func testStopEndsStartAfterTheCurrentAction() {
        let scheduler = TestScheduler(initialClock: 0)
        var ran: [TestTime] = []
        scheduler.scheduleAt(10) { ran.append(10) }
        scheduler.scheduleAt(20) {
            ran.append(20)
            scheduler.stop()
        }
        scheduler.scheduleAt(30) { ran.append(30) }
        scheduler.start()
        XCTAssertEqual(ran, [10, 20])
        XCTAssertEqual(scheduler.clock, 20)
        scheduler.start()
        XCTAssertEqual(ran, [10, 20, 30])
    }

    func testSchedulePeriodicRunsEveryPeriodUntilDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        var ticks: [TestTime] = []
        let periodic = scheduler.schedulePeriodic(0, startAfter: .seconds(100), period: .seconds(50)) { count in
            ticks.append(scheduler.clock)
            return count + 1
        }
        scheduler.scheduleAt(260) { periodic.dispose() }
        scheduler.start()
        XCTAssertEqual(ticks, [100, 150, 200, 250])
    }

    func testHotObservableFeedsOperatorsAndCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1),
            .next(220, 2),
            .next(230, 3),
            .completed(240),
        ])
        let observer = scheduler.start { xs.filter { $0 % 2 == 1 }.map { "\($0)" } }
        XCTAssertEqual(observer.events, [.next(210, "1"), .next(230, "3"), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testErrorsAreRecordedAndEndTheSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let failure = NSError(domain: "TestSchedulerTests", code: 7)
        let xs = scheduler.createColdObservable([.next(5, 1), .error(10, failure), .next(20, 2)])
        let observer = scheduler.start { xs.asObservable() }
        XCTAssertEqual(observer.events, [.next(205, 1), .error(210, failure)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testInitialClockIsTheStartingTick() {
        let scheduler = TestScheduler(initialClock: 500)
        XCTAssertEqual(scheduler.clock, 500)
        XCTAssertEqual(scheduler.now, Date(timeIntervalSince1970: 500))
    }
}
