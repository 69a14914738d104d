import RxSwift
import RxTest
import XCTest

final class OptionalTests: LeakCheckingTestCase {
    private func record<Element>(_ observable: Observable<Element>) -> [String] {
        let events = Captured<[String]>([])
        _ = observable.subscribe { event in events.value.append(describe(event)) }
        return events.value
    }

    func testFromOptionalWithValueSendsItThenCompletes() {
        XCTAssertEqual(record(Observable.from(optional: 4)), ["next(4)", "completed"])
    }

    func testFromOptionalNilOnlyCompletes() {
        XCTAssertEqual(record(Observable<Int>.from(optional: nil)), ["completed"])
    }

    func testFromOptionalDeliversToAnObserverSubscribedDirectly() {
        let events = Captured<[String]>([])
        let subscription = Observable.from(optional: "x").subscribe(AnyObserver { events.value.append(describe($0)) })
        XCTAssertEqual(events.value, ["next(x)", "completed"])
        subscription.dispose()
    }

    func testFromOptionalWithSchedulerWithValue() {
        XCTAssertEqual(record(Observable.from(optional: 4, scheduler: CurrentThreadScheduler.instance)), ["next(4)", "completed"])
    }

    func testFromOptionalWithSchedulerNil() {
        XCTAssertEqual(record(Observable<Int>.from(optional: nil, scheduler: CurrentThreadScheduler.instance)), ["completed"])
    }

    func testFromOptionalWithSchedulerRunsAfterTheCurrentTrampolineAction() {
        let events = Captured<[String]>([])
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            _ = Observable.from(optional: 1, scheduler: CurrentThreadScheduler.instance).subscribe { events.value.append(describe($0)) }
            events.value.append("subscribed")
            return Disposables.create()
        }
        XCTAssertEqual(events.value, ["subscribed", "next(1)", "completed"])
    }

    func testFromOptionalWithSchedulerDisposedBeforeItsActionRunsSendsNothing() {
        let events = Captured<[String]>([])
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            Observable.from(optional: 1, scheduler: CurrentThreadScheduler.instance).subscribe { events.value.append(describe($0)) }.dispose()
            return Disposables.create()
        }
        XCTAssertEqual(events.value, [])
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

extension OptionalTests {
    func testFromOptionalWithSchedulerSendsValueThenCompletionInSeparateActions() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start { Observable.from(optional: 9, scheduler: scheduler) }
        XCTAssertEqual(observer.events, [.next(201, 9), .completed(202)])
    }

    func testFromOptionalNilWithSchedulerCompletesInTheFirstAction() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start { Observable<Int>.from(optional: nil, scheduler: scheduler) }
        XCTAssertEqual(observer.events, [.completed(201)])
    }

    func testFromOptionalWithSchedulerDisposedBeforeCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start(disposed: 202) { Observable.from(optional: 9, scheduler: scheduler) }
        XCTAssertEqual(observer.events, [.next(201, 9)])
    }
}
