import Foundation
import RxSwift
import RxTest
import XCTest

/// A scheduler whose first timer fires at once, inside `scheduleRelative` (as a 1 ms timer may
/// fire before the code that started it goes on), and whose later timers never fire.
private final class FirstTimerFiresAtOnceScheduler: SchedulerType, @unchecked Sendable {
    private var fired = false
    var now: RxTime { Date() }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        action(state)
    }

    func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        if fired { return Disposables.create() }
        fired = true
        return action(state)
    }
}

final class WindowTests: LeakCheckingTestCase {
    private func source(_ scheduler: TestScheduler, end: Recorded<Event<Int>>) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(205, 1), .next(210, 2), .next(240, 3), .next(280, 4), .next(320, 5),
            .next(350, 6), .next(370, 7), .next(420, 8), .next(470, 9), end,
        ])
    }

    /// The windows' elements labelled with their window's index, merged into one sequence.
    private func labelled(_ windows: Observable<Observable<Int>>) -> Observable<String> {
        let index = Captured(-1)
        return windows.map { window -> Observable<String> in
            index.value += 1
            let label = index.value
            return window.map { "\(label) \($0)" }
        }.merge()
    }

    func testWindowClosesWhenItIsFullOrItsTimeRunsOut() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, end: .completed(600))
        let res = scheduler.start { self.labelled(xs.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler)) }
        XCTAssertEqual(res.events, [
            .next(205, "0 1"), .next(210, "0 2"), .next(240, "0 3"), .next(280, "1 4"),
            .next(320, "2 5"), .next(350, "2 6"), .next(370, "2 7"), .next(420, "3 8"), .next(470, "4 9"),
            .completed(600),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
    }

    func testWindowsOpenAtSubscriptionAndAfterEachClose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, end: .completed(600))
        let res = scheduler.start { xs.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler).map { _ in 0 } }
        XCTAssertEqual(res.events.map(\.time), [200, 240, 310, 370, 440, 510, 580, 600])
    }

    func testTheSourceErrorEndsTheCurrentWindowAndTheOuterSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let error = SharingTestError(code: 7)
        let xs = source(scheduler, end: .error(600, error))
        let lastWindow = Captured<Observable<Int>?>(nil)
        let outer = scheduler.record(
            xs.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler).map { window -> Int in
                lastWindow.value = window
                return 0
            },
            subscribeAt: 200, disposeAt: 1000
        )
        let windowObserver = scheduler.createObserver(Int.self)
        var windowSubscription: Disposable?
        scheduler.scheduleAt(590) { windowSubscription = lastWindow.value?.subscribe(windowObserver) }
        scheduler.scheduleAt(1000) { windowSubscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(outer.events.last?.time, 600)
        XCTAssertEqual(outer.events.last?.value.error as? SharingTestError, error)
        XCTAssertEqual(windowObserver.events, [.error(600, error)])
        lastWindow.value = nil
    }

    func testDisposingTheOuterSubscriptionKeepsSubscribedWindowsAlive() {
        let subject = PublishSubject<Int>()
        let scheduler = TestScheduler(initialClock: 0)
        let windows = Captured<[Observable<Int>]>([])
        let outer = subject.window(timeSpan: .seconds(100), count: 10, scheduler: scheduler).subscribe(onNext: { windows.value.append($0) })
        XCTAssertEqual(windows.value.count, 1)
        let received = Captured<[Int]>([])
        let windowSubscription = windows.value[0].subscribe(onNext: { received.value.append($0) })
        outer.dispose()
        XCTAssertTrue(subject.hasObservers)
        subject.onNext(1)
        XCTAssertEqual(received.value, [1])
        windowSubscription.dispose()
        XCTAssertFalse(subject.hasObservers)
        windows.value = []
    }

    func testWindowsFromTwoThreadsCarryEveryElementOnceInOrder() {
        let subject = PublishSubject<Int>()
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "WindowTests.timer")
        let lock = NSLock()
        let windows = Captured<[[Int]]>([])
        let done = expectation(description: "completed")
        let subscription = subject.window(timeSpan: .milliseconds(1), count: 7, scheduler: scheduler)
            .map { window -> Observable<Int> in
                lock.lock()
                let index = windows.value.count
                windows.value.append([])
                lock.unlock()
                return window.map { value in
                    lock.lock()
                    windows.value[index].append(value)
                    lock.unlock()
                    return value
                }
            }
            .merge()
            .subscribe(onCompleted: { done.fulfill() })
        for value in 0..<2000 {
            subject.onNext(value)
        }
        subject.onCompleted()
        wait(for: [done], timeout: 5)
        subscription.dispose()
        lock.lock()
        let flattened = windows.value.flatMap { $0 }
        let largest = windows.value.map(\.count).max() ?? 0
        lock.unlock()
        XCTAssertEqual(flattened, Array(0..<2000))
        XCTAssertLessThanOrEqual(largest, 7)
    }

    /// The first window's time running out at once, before the operator went on, closes the
    /// first window after it was sent: each window is sent once.
    func testAFirstTimerFiringAtOnceClosesTheFirstWindowAfterSendingIt() {
        let subject = PublishSubject<Int>()
        let windows = Captured<[[String]]>([])
        let subscription = subject.window(timeSpan: .seconds(1), count: 10, scheduler: FirstTimerFiresAtOnceScheduler())
            .subscribe(onNext: { window in
                let index = windows.value.count
                windows.value.append([])
                _ = window.subscribe { event in windows.value[index].append("\(event)") }
            })
        subject.onNext(1)
        subject.onCompleted()
        XCTAssertEqual(windows.value, [["completed"], ["next(1)", "completed"]])
        subscription.dispose()
    }
}
