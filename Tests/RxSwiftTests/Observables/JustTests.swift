@testable import RxSwift
import RxTest
import XCTest

final class JustTests: LeakCheckingTestCase {
    private func record<Element>(_ observable: Observable<Element>) -> [String] {
        let events = Captured<[String]>([])
        _ = observable.subscribe { event in events.value.append(describe(event)) }
        return events.value
    }

    func testOnlyJustWithoutASchedulerLetsAMergeTakeItsElementWithoutSubscribing() {
        XCTAssertEqual(Observable.just(1).innerSubscriptionShape, .immediateElement)
        XCTAssertEqual(Single.just(1).asObservable().innerSubscriptionShape, .immediateElement)
        XCTAssertEqual(Observable.just(1, scheduler: CurrentThreadScheduler.instance).innerSubscriptionShape, .handler)
        XCTAssertEqual(Observable.of(1).innerSubscriptionShape, .handler)
        XCTAssertEqual(Observable.range(start: 0, count: 1).innerSubscriptionShape, .reusableSink)
    }

    func testJustSendsElementThenCompletionDuringSubscribe() {
        XCTAssertEqual(record(Observable.just(42)), ["next(42)", "completed"])
    }

    func testJustDeliversToAnObserverSubscribedDirectly() {
        let events = Captured<[String]>([])
        let observer = AnyObserver<String> { events.value.append(describe($0)) }
        let subscription = Observable.just("a").subscribe(observer)
        XCTAssertEqual(events.value, ["next(a)", "completed"])
        subscription.dispose()
    }

    func testJustSendsToEverySubscriber() {
        let observable = Observable.just(7)
        XCTAssertEqual(record(observable), ["next(7)", "completed"])
        XCTAssertEqual(record(observable), ["next(7)", "completed"])
    }

    func testJustRunsOnDisposeAfterCompletion() {
        let log = Captured<[String]>([])
        let subscription = Observable.just(1).subscribe(
            onNext: { log.value.append("next \($0)") },
            onCompleted: { log.value.append("completed") },
            onDisposed: { log.value.append("disposed") }
        )
        XCTAssertEqual(log.value, ["next 1", "completed", "disposed"])
        subscription.dispose()
        XCTAssertEqual(log.value, ["next 1", "completed", "disposed"])
    }

    func testJustWithCurrentThreadSchedulerDeliversDuringSubscribeWhenNoTrampolineRuns() {
        XCTAssertEqual(record(Observable.just(3, scheduler: CurrentThreadScheduler.instance)), ["next(3)", "completed"])
    }

    func testJustWithSchedulerWaitsForTheRunningTrampolineAction() {
        let events = Captured<[String]>([])
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            _ = Observable.just(5, scheduler: CurrentThreadScheduler.instance).subscribe { events.value.append(describe($0)) }
            events.value.append("subscribed")
            return Disposables.create()
        }
        XCTAssertEqual(events.value, ["subscribed", "next(5)", "completed"])
    }

    func testJustWithSchedulerSendsNothingWhenDisposedBeforeItsActionRuns() {
        let events = Captured<[String]>([])
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            let subscription = Observable.just(5, scheduler: CurrentThreadScheduler.instance).subscribe { events.value.append(describe($0)) }
            subscription.dispose()
            return Disposables.create()
        }
        XCTAssertEqual(events.value, [])
    }

    func testJustWithSchedulerCanStopBetweenElementAndCompletion() {
        let events = Captured<[String]>([])
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            let holder = SingleAssignmentDisposable()
            holder.setDisposable(Observable.just(5, scheduler: CurrentThreadScheduler.instance).subscribe { event in
                events.value.append(describe(event))
                holder.dispose()
            })
            return Disposables.create()
        }
        XCTAssertEqual(events.value, ["next(5)"])
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

extension JustTests {
    func testJustWithSchedulerSendsElementAndCompletionInSeparateActions() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start { Observable.just(42, scheduler: scheduler) }
        XCTAssertEqual(observer.events, [.next(201, 42), .completed(202)])
    }

    func testJustWithSchedulerDisposedBetweenElementAndCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start(disposed: 202) { Observable.just(42, scheduler: scheduler) }
        XCTAssertEqual(observer.events, [.next(201, 42)])
    }

    func testJustWithSchedulerDisposedBeforeTheElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start(disposed: 201) { Observable.just(42, scheduler: scheduler) }
        XCTAssertEqual(observer.events, [])
    }

    func testJustSendsEverythingAtSubscriptionTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start { Observable.just(42) }
        XCTAssertEqual(observer.events, [.next(200, 42), .completed(200)])
    }
}
