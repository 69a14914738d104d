@testable import RxSwift
import RxTest
import XCTest

final class SubscriptionDisposerTests: LeakCheckingTestCase {
    /// Stands for whatever an observer captures (often the object that keeps the subscription).
    private final class Captured {}

    func testASubscriptionKeptAfterCompletionDoesNotKeepTheObserverAlive() {
        let subject = PublishSubject<Int>()
        weak var captured: Captured?
        var subscription: Disposable?
        do {
            let object = Captured()
            captured = object
            subscription = subject.map { $0 }.subscribe(onNext: { _ in withExtendedLifetime(object) {} })
        }
        XCTAssertNotNil(captured, "a live subscription keeps its observer")
        subject.onCompleted()
        XCTAssertNil(captured, "the end of the sequence lets go of the observer")
        subscription?.dispose()
    }

    func testASubscriptionKeptAfterDisposalDoesNotKeepTheObserverAlive() {
        let subject = PublishSubject<Int>()
        weak var captured: Captured?
        var subscription: Disposable?
        do {
            let object = Captured()
            captured = object
            subscription = subject.filter { _ in true }.subscribe { _ in withExtendedLifetime(object) {} }
        }
        subscription?.dispose()
        XCTAssertNil(captured, "disposal lets go of the observer")
        XCTAssertNotNil(subscription)
    }

    func testTheObserverOfSubscribeIsReleasedWhenTheSequenceEnds() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        weak var captured: Captured?
        var subscription: Disposable?
        do {
            let object = Captured()
            captured = object
            let observer = AnyObserver<Int> { _ in withExtendedLifetime(object) {} }
            subscription = source.map { $0 }.subscribe(observer)
        }
        scheduler.start()
        XCTAssertNil(captured)
        subscription?.dispose()
    }

    func testOnDisposedRunsOnceAfterTheTerminalHandler() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        let subscription = subject.subscribe(
            onError: { _ in log.append("error") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") }
        )
        subject.onCompleted()
        subscription.dispose()
        XCTAssertEqual(log, ["completed", "disposed"])
    }

    func testOnDisposedRunsOnceOnDisposal() {
        var log: [String] = []
        let subscription = Observable<Int>.never().subscribe(onDisposed: { log.append("disposed") })
        subscription.dispose()
        subscription.dispose()
        XCTAssertEqual(log, ["disposed"])
    }

    func testNothingIsDeliveredAfterTheFirstTerminalEvent() {
        var received: [Event<Int>] = []
        // A source that breaks the grammar: the subscriber still sees one terminal event.
        let subscription = Observable<Int>.create { observer in
            observer.onCompleted()
            observer.onNext(1)
            observer.onError(TestError.dummy)
            return Disposables.create()
        }.asObservable().subscribe { received.append($0) }
        XCTAssertEqual(received, [.completed])
        subscription.dispose()
    }

    func testClaimingTheTerminalEventSucceedsOnce() {
        let disposer = SubscriptionDisposer()
        XCTAssertFalse(disposer.isStopped)
        XCTAssertTrue(disposer.claimTerminalEvent())
        XCTAssertFalse(disposer.claimTerminalEvent())
        XCTAssertTrue(disposer.isStopped)
    }

    func testEndingLetsGoWithoutDisposingTheSubscription() {
        var disposals = 0
        let disposer = SubscriptionDisposer(onDispose: {})
        disposer.setSubscription(Disposables.create { disposals += 1 })
        disposer.end()
        disposer.dispose()
        XCTAssertEqual(disposals, 0, "the sinks of an ended sequence dispose themselves")
    }
}

private enum TestError: Error {
    case dummy
}
