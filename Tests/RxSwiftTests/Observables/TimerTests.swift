import Foundation
import RxSwift
import RxTest
import XCTest

/// `@unchecked Sendable`: the timers' closures record through `append`, and `events` is only
/// read and written under `lock`.
final class TimerTests: LeakCheckingTestCase, @unchecked Sendable {
    private let lock = NSLock()
    private var events: [String] = []

    private func append(_ entry: String) {
        lock.lock()
        events.append(entry)
        lock.unlock()
    }

    private var recorded: [String] {
        lock.lock()
        defer { lock.unlock() }
        return events
    }

    /// Waits until every action queued on `scheduler` before this call has run.
    private func drain(_ scheduler: SerialDispatchQueueScheduler) {
        let drained = expectation(description: "scheduler drained")
        _ = scheduler.schedule(()) { _ in
            drained.fulfill()
            return Disposables.create()
        }
        wait(for: [drained], timeout: 5)
    }

    func testOneShotTimerSendsZeroThenCompletesAfterTheDueTime() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "TimerTests.oneShot")
        let done = expectation(description: "completed")
        let start = Date()
        let subscription = Observable<Int>.timer(.milliseconds(30), scheduler: scheduler).subscribe { event in
            self.append(describe(event))
            if event.isCompleted {
                done.fulfill()
            }
        }
        wait(for: [done], timeout: 5)
        XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(start), 0.025)
        XCTAssertEqual(recorded, ["next(0)", "completed"])
        subscription.dispose()
    }

    func testIntervalCountsUpUntilDisposed() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "TimerTests.interval")
        let threeElements = expectation(description: "three elements")
        let subscription = SingleAssignmentDisposable()
        subscription.setDisposable(Observable<Int64>.interval(.milliseconds(5), scheduler: scheduler).subscribe { event in
            self.append(describe(event))
            if case .next(2) = event {
                subscription.dispose()
                threeElements.fulfill()
            }
        })
        wait(for: [threeElements], timeout: 5)
        drain(scheduler)
        XCTAssertEqual(recorded, ["next(0)", "next(1)", "next(2)"])
    }

    func testPeriodicTimerStartsAfterTheDueTimeAndRepeats() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "TimerTests.periodic")
        let fourElements = expectation(description: "four elements")
        let subscription = SingleAssignmentDisposable()
        subscription.setDisposable(Observable<UInt8>.timer(.milliseconds(20), period: .milliseconds(5), scheduler: scheduler).subscribe { event in
            self.append(describe(event))
            if case .next(3) = event {
                subscription.dispose()
                fourElements.fulfill()
            }
        })
        wait(for: [fourElements], timeout: 5)
        drain(scheduler)
        XCTAssertEqual(recorded, ["next(0)", "next(1)", "next(2)", "next(3)"])
    }

    func testTimerDisposedBeforeTheDueTimeSendsNothing() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "TimerTests.cancelled")
        let subscription = Observable<Int>.timer(.milliseconds(20), scheduler: scheduler).subscribe { event in
            self.append(describe(event))
        }
        subscription.dispose()
        let waited = expectation(description: "past the due time")
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(50)) { _ in
            waited.fulfill()
            return Disposables.create()
        }
        wait(for: [waited], timeout: 5)
        XCTAssertEqual(recorded, [])
    }

    func testIntervalDisposedBeforeTheFirstPeriodSendsNothing() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "TimerTests.intervalCancelled")
        let subscription = Observable<Int>.interval(.milliseconds(20), scheduler: scheduler).subscribe { event in
            self.append(describe(event))
        }
        subscription.dispose()
        let waited = expectation(description: "past the first period")
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(50)) { _ in
            waited.fulfill()
            return Disposables.create()
        }
        wait(for: [waited], timeout: 5)
        XCTAssertEqual(recorded, [])
    }
}

private func describe<Element>(_ event: Event<Element>) -> String {
    switch event {
    case .next(let element): return "next(\(element))"
    case .error(let error): return "error(\(error))"
    case .completed: return "completed"
    }
}

// MARK: - Virtual time

extension TimerTests {
    func testIntervalSendsCountsEveryPeriodUntilDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start { Observable<Int64>.interval(.seconds(100), scheduler: scheduler) }
        XCTAssertEqual(observer.events, [
            .next(300, 0), .next(400, 1), .next(500, 2), .next(600, 3), .next(700, 4), .next(800, 5), .next(900, 6),
        ])
    }

    func testIntervalDisposedEarly() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start(disposed: 450) { Observable<Int>.interval(.seconds(100), scheduler: scheduler) }
        XCTAssertEqual(observer.events, [.next(300, 0), .next(400, 1)])
    }

    func testOneShotTimerSendsZeroAndCompletesAtTheDueTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start { Observable<Int>.timer(.seconds(300), scheduler: scheduler) }
        XCTAssertEqual(observer.events, [.next(500, 0), .completed(500)])
    }

    func testOneShotTimerDisposedBeforeTheDueTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start(disposed: 400) { Observable<Int>.timer(.seconds(300), scheduler: scheduler) }
        XCTAssertEqual(observer.events, [])
    }

    func testPeriodicTimerStartsAtTheDueTimeThenRepeatsEveryPeriod() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start(disposed: 420) {
            Observable<UInt8>.timer(.seconds(100), period: .seconds(50), scheduler: scheduler)
        }
        XCTAssertEqual(observer.events, [.next(300, 0), .next(350, 1), .next(400, 2)])
    }

    func testZeroTimerFiresInTheNextAction() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start { Observable<Int>.timer(.seconds(0), scheduler: scheduler) }
        XCTAssertEqual(observer.events, [.next(201, 0), .completed(201)])
    }
}
