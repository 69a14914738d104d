@testable import RxSwift
import RxTest
import XCTest

final class SubscriptionDisposerTests: LeakCheckingTestCase {
    /// Stands for whatever an observer captures (often the object that keeps the subscription).
    private final class Payload: Sendable {}

    func testASubscriptionKeptAfterCompletionDoesNotKeepTheObserverAlive() {
        assertKeptSubscriptionLetsGoAtCompletion { subject, object in
            subject.map { $0 }.subscribe(onNext: { _ in withExtendedLifetime(object) {} })
        }
    }

    func testASubjectSubscriptionKeptAfterCompletionDoesNotKeepTheObserverAlive() {
        // The subject stores the handlers themselves; `onDisposed` is held apart from them.
        assertKeptSubscriptionLetsGoAtCompletion { subject, object in
            subject.subscribe(onNext: { _ in withExtendedLifetime(object) {} }, onDisposed: { withExtendedLifetime(object) {} })
        }
    }

    /// Subscribes with handlers that capture an object, keeps the subscription, completes the
    /// subject, and checks the object was released at completion.
    private func assertKeptSubscriptionLetsGoAtCompletion(
        _ subscribe: (PublishSubject<Int>, Payload) -> Disposable,
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        let subject = PublishSubject<Int>()
        weak var captured: Payload?
        var subscription: Disposable?
        do {
            let object = Payload()
            captured = object
            subscription = subscribe(subject, object)
        }
        XCTAssertNotNil(captured, "a live subscription keeps its observer", file: file, line: line)
        subject.onCompleted()
        XCTAssertNil(captured, "the end of the sequence lets go of the observer", file: file, line: line)
        subscription?.dispose()
    }

    func testASubscriptionKeptAfterDisposalDoesNotKeepTheObserverAlive() {
        let subject = PublishSubject<Int>()
        weak var captured: Payload?
        var subscription: Disposable?
        do {
            let object = Payload()
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
        weak var captured: Payload?
        var subscription: Disposable?
        do {
            let object = Payload()
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
        let log = Captured<[String]>([])
        let subscription = subject.subscribe(
            onError: { _ in log.value.append("error") },
            onCompleted: { log.value.append("completed") },
            onDisposed: { log.value.append("disposed") }
        )
        subject.onCompleted()
        subscription.dispose()
        XCTAssertEqual(log.value, ["completed", "disposed"])
    }

    func testOnDisposedRunsOnceOnDisposal() {
        let log = Captured<[String]>([])
        let subscription = Observable<Int>.never().subscribe(onDisposed: { log.value.append("disposed") })
        subscription.dispose()
        subscription.dispose()
        XCTAssertEqual(log.value, ["disposed"])
    }

    func testNothingIsDeliveredAfterTheFirstTerminalEvent() {
        let received = Captured<[Event<Int>]>([])
        // A source that breaks the grammar: the subscriber still sees one terminal event.
        let subscription = Observable<Int>.create { observer in
            observer.onCompleted()
            observer.onNext(1)
            observer.onError(TestError.dummy)
            return Disposables.create()
        }.asObservable().subscribe { received.value.append($0) }
        XCTAssertEqual(received.value, [.completed])
        subscription.dispose()
    }

    func testEndingLetsGoWithoutDisposingTheSubscription() {
        let disposals = Captured(0)
        let disposer = SubscriptionDisposer(onDispose: {})
        disposer.setSubscription(Disposables.create { disposals.value += 1 })
        disposer.end()
        disposer.dispose()
        XCTAssertEqual(disposals.value, 0, "the sinks of an ended sequence dispose themselves")
    }
}

private enum TestError: Error {
    case dummy
}
