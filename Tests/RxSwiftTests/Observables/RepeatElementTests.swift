import Foundation
import RxSwift
import RxTest
import XCTest

final class RepeatElementTests: LeakCheckingTestCase {
    func testRepeatElementRepeatsUntilDisposed() {
        let received = Captured<[Int]>([])
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            let holder = SingleAssignmentDisposable()
            holder.setDisposable(Observable.repeatElement(7).subscribe(onNext: { element in
                received.value.append(element)
                if received.value.count == 5 {
                    holder.dispose()
                }
            }, onCompleted: { XCTFail("repeatElement must not complete") }))
            return Disposables.create()
        }
        XCTAssertEqual(received.value, [7, 7, 7, 7, 7])
    }

    func testRepeatElementSurvivesManyElementsWithoutGrowingTheStack() {
        let received = Captured(0)
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            let holder = SingleAssignmentDisposable()
            holder.setDisposable(Observable.repeatElement("x").subscribe(onNext: { _ in
                received.value += 1
                if received.value == 200_000 {
                    holder.dispose()
                }
            }))
            return Disposables.create()
        }
        XCTAssertEqual(received.value, 200_000)
    }

    func testRepeatElementInterleavesWithOtherTrampolinedWork() {
        let events = Captured<[String]>([])
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            let holder = SingleAssignmentDisposable()
            let repeats = Captured(0)
            holder.setDisposable(Observable.repeatElement("r").subscribe(onNext: { element in
                events.value.append(element)
                repeats.value += 1
                if repeats.value == 3 {
                    holder.dispose()
                }
            }))
            _ = Observable.of("a", "b").subscribe(onNext: { events.value.append($0) })
            return Disposables.create()
        }
        XCTAssertEqual(events.value, ["r", "a", "r", "b", "r"])
    }

    func testRepeatElementOnASerialDispatchQueueSchedulerStopsWhenDisposed() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "RepeatElementTests.serial")
        let reachedTen = expectation(description: "ten elements")
        let lock = NSLock()
        let received = Captured(0)
        let subscription = Observable.repeatElement(1, scheduler: scheduler).subscribe(onNext: { _ in
            lock.lock()
            received.value += 1
            let count = received.value
            lock.unlock()
            if count == 10 {
                reachedTen.fulfill()
            }
        })
        wait(for: [reachedTen], timeout: 5)
        subscription.dispose()
        drain(scheduler)
        lock.lock()
        let countAfterDisposal = received.value
        lock.unlock()
        drain(scheduler)
        drain(scheduler)
        lock.lock()
        XCTAssertEqual(received.value, countAfterDisposal)
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
