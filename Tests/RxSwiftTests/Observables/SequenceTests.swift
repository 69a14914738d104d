import RxSwift
import RxTest
import XCTest

final class SequenceTests: LeakCheckingTestCase {
    private func record<Element>(_ observable: Observable<Element>) -> [String] {
        let events = Captured<[String]>([])
        _ = observable.subscribe { event in events.value.append(describe(event)) }
        return events.value
    }

    func testOfSendsAllElementsThenCompletionDuringSubscribe() {
        XCTAssertEqual(record(Observable.of(1, 2, 3)), ["next(1)", "next(2)", "next(3)", "completed"])
    }

    func testOfWithNoElementsOnlyCompletes() {
        XCTAssertEqual(record(Observable<Int>.of()), ["completed"])
    }

    func testFromArraySendsElementsInOrder() {
        XCTAssertEqual(record(Observable.from(["a", "b"])), ["next(a)", "next(b)", "completed"])
    }

    func testFromSequenceIteratesAfreshForEverySubscriber() {
        var iterations = 0
        let sequence = AnySequence { () -> AnyIterator<Int> in
            iterations += 1
            var next = 0
            return AnyIterator {
                defer { next += 1 }
                return next < 3 ? next : nil
            }
        }
        let observable = Observable.from(sequence)
        XCTAssertEqual(record(observable), ["next(0)", "next(1)", "next(2)", "completed"])
        XCTAssertEqual(record(observable), ["next(0)", "next(1)", "next(2)", "completed"])
        XCTAssertEqual(iterations, 2)
    }

    func testFromStrideSequence() {
        XCTAssertEqual(record(Observable.from(stride(from: 0, to: 10, by: 4))), ["next(0)", "next(4)", "next(8)", "completed"])
    }

    func testOfSubscribedInsideATrampolineActionRunsAfterIt() {
        let events = Captured<[String]>([])
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            _ = Observable.of(1, 2).subscribe { events.value.append(describe($0)) }
            events.value.append("subscribed")
            return Disposables.create()
        }
        XCTAssertEqual(events.value, ["subscribed", "next(1)", "next(2)", "completed"])
    }

    func testTwoSequencesOnTheCurrentThreadSchedulerInterleave() {
        let events = Captured<[String]>([])
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            _ = Observable.of("a1", "a2", "a3").subscribe { events.value.append(describe($0)) }
            _ = Observable.of("b1", "b2").subscribe { events.value.append(describe($0)) }
            return Disposables.create()
        }
        XCTAssertEqual(events.value, [
            "next(a1)", "next(b1)", "next(a2)", "next(b2)", "next(a3)", "completed", "completed",
        ])
    }

    func testDisposingInsideOnNextStopsBeforeTheNextElement() {
        let events = Captured<[String]>([])
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            let holder = SingleAssignmentDisposable()
            holder.setDisposable(Observable.of(1, 2, 3, 4).subscribe { event in
                events.value.append(describe(event))
                if case .next(2) = event {
                    holder.dispose()
                }
            })
            return Disposables.create()
        }
        XCTAssertEqual(events.value, ["next(1)", "next(2)"])
    }

    func testSubscribingAgainFromOnNextDoesNotGrowTheStack() {
        let received = Captured(0)
        @Sendable func subscribeNext(_ value: Int) {
            _ = Observable.of(value).subscribe(onNext: { value in
                received.value += 1
                if value < 100_000 {
                    subscribeNext(value + 1)
                }
            })
        }
        subscribeNext(1)
        XCTAssertEqual(received.value, 100_000)
    }

    func testOfOnASerialDispatchQueueScheduler() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "SequenceTests.serial")
        let done = expectation(description: "completed")
        let events = Captured<[String]>([])
        let subscription = Observable.of(1, 2, 3, scheduler: scheduler).subscribe { event in
            events.value.append(describe(event))
            if event.isCompleted {
                done.fulfill()
            }
        }
        wait(for: [done], timeout: 5)
        XCTAssertEqual(events.value, ["next(1)", "next(2)", "next(3)", "completed"])
        subscription.dispose()
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

extension SequenceTests {
    func testOfWithSchedulerSendsOneElementPerAction() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start { Observable.of(1, 2, 3, scheduler: scheduler) }
        XCTAssertEqual(observer.events, [.next(201, 1), .next(202, 2), .next(203, 3), .completed(204)])
    }

    func testOfWithSchedulerDisposedBetweenElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start(disposed: 203) { Observable.of(1, 2, 3, scheduler: scheduler) }
        XCTAssertEqual(observer.events, [.next(201, 1), .next(202, 2)])
    }

    func testFromArrayWithScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start { Observable.from(["a", "b"], scheduler: scheduler) }
        XCTAssertEqual(observer.events, [.next(201, "a"), .next(202, "b"), .completed(203)])
    }

    func testFromEmptyArrayWithSchedulerCompletesInTheFirstAction() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start { Observable<Int>.from([], scheduler: scheduler) }
        XCTAssertEqual(observer.events, [.completed(201)])
    }

    func testFromSequenceWithScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start { Observable.from(Set([7]).union([8]).sorted().lazy.map { $0 * 2 }, scheduler: scheduler) }
        XCTAssertEqual(observer.events, [.next(201, 14), .next(202, 16), .completed(203)])
    }

    func testOfWithoutSchedulerArgumentDeliversAtSubscriptionTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start { Observable.of(1, 2) }
        XCTAssertEqual(observer.events, [.next(200, 1), .next(200, 2), .completed(200)])
    }
}
