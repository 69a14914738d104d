import RxSwift
import RxTest
import XCTest

final class GenerateTests: LeakCheckingTestCase {
    private func record<Element>(_ observable: Observable<Element>) -> [String] {
        let events = Captured<[String]>([])
        _ = observable.subscribe { event in events.value.append(describe(event)) }
        return events.value
    }

    func testGenerateSendsStatesWhileTheConditionHolds() {
        let observable = Observable.generate(initialState: 1, condition: { $0 < 20 }, iterate: { $0 * 3 })
        XCTAssertEqual(record(observable), ["next(1)", "next(3)", "next(9)", "completed"])
    }

    func testGenerateWithAFalseInitialConditionOnlyCompletes() {
        let observable = Observable.generate(initialState: 5, condition: { $0 < 0 }, iterate: { $0 + 1 })
        XCTAssertEqual(record(observable), ["completed"])
    }

    func testGenerateConditionErrorEndsTheSequence() {
        let observable = Observable.generate(
            initialState: 0,
            condition: { state in
                if state == 2 { throw FactoryError.failed }
                return true
            },
            iterate: { $0 + 1 }
        )
        XCTAssertEqual(record(observable), ["next(0)", "next(1)", "error(failed)"])
    }

    func testGenerateIterateErrorEndsTheSequence() {
        let iterations = Captured(0)
        let observable = Observable.generate(
            initialState: 0,
            condition: { _ in true },
            iterate: { state in
                iterations.value += 1
                if state == 1 { throw FactoryError.failed }
                return state + 1
            }
        )
        XCTAssertEqual(record(observable), ["next(0)", "next(1)", "error(failed)"])
        XCTAssertEqual(iterations.value, 2)
    }

    func testGenerateStartsAfreshForEverySubscriber() {
        let observable = Observable.generate(initialState: "a", condition: { $0.count <= 2 }, iterate: { $0 + "a" })
        XCTAssertEqual(record(observable), ["next(a)", "next(aa)", "completed"])
        XCTAssertEqual(record(observable), ["next(a)", "next(aa)", "completed"])
    }

    func testDisposingInsideOnNextStopsIterating() {
        let iterations = Captured(0)
        let events = Captured<[String]>([])
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            let holder = SingleAssignmentDisposable()
            let observable = Observable.generate(initialState: 0, condition: { _ in true }, iterate: { state in
                iterations.value += 1
                return state + 1
            })
            holder.setDisposable(observable.subscribe { event in
                events.value.append(describe(event))
                if case .next(1) = event {
                    holder.dispose()
                }
            })
            return Disposables.create()
        }
        XCTAssertEqual(events.value, ["next(0)", "next(1)"])
        XCTAssertEqual(iterations.value, 1)
    }

    func testGenerateOnASerialDispatchQueueScheduler() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "GenerateTests.serial")
        let done = expectation(description: "completed")
        let events = Captured<[String]>([])
        let observable = Observable.generate(initialState: 0, condition: { $0 < 3 }, scheduler: scheduler, iterate: { $0 + 1 })
        let subscription = observable.subscribe { event in
            events.value.append(describe(event))
            if event.isCompleted {
                done.fulfill()
            }
        }
        wait(for: [done], timeout: 5)
        XCTAssertEqual(events.value, ["next(0)", "next(1)", "next(2)", "completed"])
        subscription.dispose()
    }
}

private enum FactoryError: Error {
    case failed
}

private func describe<Element>(_ event: Event<Element>) -> String {
    switch event {
    case .next(let element): return "next(\(element))"
    case .error(let error): return "error(\(error))"
    case .completed: return "completed"
    }
}

// MARK: - Virtual time

extension GenerateTests {
    func testGenerateWithSchedulerSendsOneStatePerAction() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start {
            Observable.generate(initialState: 0, condition: { $0 <= 3 }, scheduler: scheduler, iterate: { $0 + 1 })
        }
        XCTAssertEqual(observer.events, [.next(201, 0), .next(202, 1), .next(203, 2), .next(204, 3), .completed(205)])
    }

    func testGenerateWithSchedulerConditionError() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start {
            Observable.generate(initialState: 0, condition: { _ in throw FactoryError.failed }, scheduler: scheduler, iterate: { $0 + 1 })
        }
        XCTAssertEqual(observer.events, [.error(201, FactoryError.failed)])
    }

    func testGenerateWithSchedulerIterateError() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start {
            Observable.generate(initialState: 0, condition: { _ in true }, scheduler: scheduler, iterate: { _ in throw FactoryError.failed })
        }
        XCTAssertEqual(observer.events, [.next(201, 0), .error(202, FactoryError.failed)])
    }

    func testGenerateWithSchedulerDisposedBetweenStates() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start(disposed: 203) {
            Observable.generate(initialState: 0, condition: { _ in true }, scheduler: scheduler, iterate: { $0 + 1 })
        }
        XCTAssertEqual(observer.events, [.next(201, 0), .next(202, 1)])
    }
}
