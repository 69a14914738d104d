import Foundation
import RxSwift
import RxTest
import XCTest

final class RepeatElementTests: LeakCheckingTestCase {
    func testRepeatElementRepeatsUntilDisposed() {
        var received: [Int] = []
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            let holder = SingleAssignmentDisposable()
            holder.setDisposable(Observable.repeatElement(7).subscribe(onNext: { element in
                received.append(element)
                if received.count == 5 {
                    holder.dispose()
                }
            }, onCompleted: { XCTFail("repeatElement must not complete") }))
            return Disposables.create()
        }
        XCTAssertEqual(received, [7, 7, 7, 7, 7])
    }

    func testRepeatElementSurvivesManyElementsWithoutGrowingTheStack() {
        var received = 0
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            let holder = SingleAssignmentDisposable()
            holder.setDisposable(Observable.repeatElement("x").subscribe(onNext: { _ in
                received += 1
                if received == 200_000 {
                    holder.dispose()
                }
            }))
            return Disposables.create()
        }
        XCTAssertEqual(received, 200_000)
    }

    func testRepeatElementInterleavesWithOtherTrampolinedWork() {
        var events: [String] = []
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            let holder = SingleAssignmentDisposable()
            var repeats = 0
            holder.setDisposable(Observable.repeatElement("r").subscribe(onNext: { element in
                events.append(element)
                repeats += 1
                if repeats == 3 {
                    holder.dispose()
                }
            }))
            _ = Observable.of("a", "b").subscribe(onNext: { events.append($0) })
            return Disposables.create()
        }
        XCTAssertEqual(events, ["r", "a", "r", "b", "r"])
    }

    func testRepeatElementOnASerialDispatchQueueSchedulerStopsWhenDisposed() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "RepeatElementTests.serial")
        let reachedTen = expectation(description: "ten elements")
        let lock = NSLock()
        var received = 0
        let subscription = Observable.repeatElement(1, scheduler: scheduler).subscribe(onNext: { _ in
            lock.lock()
            received += 1
            let count = received
            lock.unlock()
            if count == 10 {
                reachedTen.fulfill()
            }
        })
        wait(for: [reachedTen], timeout: 5)
        subscription.dispose()
        drain(scheduler)
        lock.lock()
        let countAfterDisposal = received
        lock.unlock()
        drain(scheduler)
        drain(scheduler)
        lock.lock()
        XCTAssertEqual(received, countAfterDisposal)
        lock.unlock()
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
}

// MARK: - Virtual time

extension RepeatElementTests {
    func testRepeatElementWithSchedulerSendsOneElementPerActionUntilDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start(disposed: 207) { Observable.repeatElement(42, scheduler: scheduler) }
        XCTAssertEqual(observer.events, [
            .next(201, 42), .next(202, 42), .next(203, 42), .next(204, 42), .next(205, 42), .next(206, 42),
        ])
    }
}
