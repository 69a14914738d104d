import Dispatch
import Foundation
import RxSwift
import RxTest
import XCTest

private struct LoadError: Error, Equatable {}

/// Where the sources deliver: a queue that is not the main thread.
private let background = SerialDispatchQueueScheduler(qos: .default)

/// A main-actor class that loads with `Single`, `Maybe` and `Completable` handlers written
/// `{ @MainActor in ... }`, recording what it receives and on which thread.
@MainActor
private final class LoadingModel {
    private(set) var log: [String] = []
    private(set) var onMainThread: [Bool] = []

    private func record(_ entry: String) {
        onMainThread.append(Thread.isMainThread)
        log.append(entry)
    }

    func load(_ items: Single<[String]>) -> Disposable {
        items
            .do(onSuccess: { @MainActor [weak self] in self?.record("do \($0.count)") })
            .subscribe(
                onSuccess: { @MainActor [weak self] in self?.record("success \($0)") },
                onFailure: { @MainActor [weak self] _ in self?.record("failure") },
                onDisposed: { @MainActor [weak self] in self?.record("disposed") }
            )
    }

    func loadWithSelf(_ items: Single<[String]>) -> Disposable {
        items.subscribe(
            with: self,
            onSuccess: { @MainActor model, items in model.record("success \(items)") },
            onFailure: { @MainActor model, _ in model.record("failure") },
            onDisposed: { @MainActor model in model.record("disposed") }
        )
    }

    func first(_ item: Maybe<String>) -> Disposable {
        item
            .do(onNext: { @MainActor [weak self] in self?.record("do \($0)") }, onCompleted: { @MainActor [weak self] in self?.record("do completed") })
            .subscribe(
                onSuccess: { @MainActor [weak self] in self?.record("success \($0)") },
                onError: { @MainActor [weak self] _ in self?.record("error") },
                onCompleted: { @MainActor [weak self] in self?.record("empty") },
                onDisposed: { @MainActor [weak self] in self?.record("disposed") }
            )
    }

    func firstWithSelf(_ item: Maybe<String>) -> Disposable {
        item.subscribe(
            with: self,
            onSuccess: { @MainActor model, item in model.record("success \(item)") },
            onError: { @MainActor model, _ in model.record("error") },
            onCompleted: { @MainActor model in model.record("empty") },
            onDisposed: { @MainActor model in model.record("disposed") }
        )
    }

    func save(_ saving: Completable) -> Disposable {
        saving
            .do(onError: { @MainActor [weak self] _ in self?.record("do error") }, onCompleted: { @MainActor [weak self] in self?.record("do saved") })
            .subscribe(
                onCompleted: { @MainActor [weak self] in self?.record("saved") },
                onError: { @MainActor [weak self] _ in self?.record("error") },
                onDisposed: { @MainActor [weak self] in self?.record("disposed") }
            )
    }

    func saveWithSelf(_ saving: Completable) -> Disposable {
        saving.subscribe(
            with: self,
            onCompleted: { @MainActor model in model.record("saved") },
            onError: { @MainActor model, _ in model.record("error") },
            onDisposed: { @MainActor model in model.record("disposed") }
        )
    }
}

final class PrimitiveSequenceMainActorHandlersTests: LeakCheckingTestCase {
    /// Runs `subscribe` on the main actor, waits on the main run loop until the model has logged
    /// `count` entries, and returns the log; every entry must have been made on the main thread.
    private func logOfModel(expecting count: Int, _ subscribe: @MainActor (LoadingModel) -> Disposable) -> [String] {
        MainActor.assumeIsolated {
            let model = LoadingModel()
            let subscription = subscribe(model)
            XCTAssertTrue(runMainRunLoop { model.log.count >= count })
            subscription.dispose()
            XCTAssertEqual(model.onMainThread, Array(repeating: true, count: model.log.count))
            return model.log
        }
    }

    func testSingleHandlersRunOnTheMainThreadWhenTheSourceDeliversInTheBackground() {
        let log = logOfModel(expecting: 3) { $0.load(Single.just(["a", "b"]).subscribe(on: background)) }
        XCTAssertEqual(log, ["do 2", "success [\"a\", \"b\"]", "disposed"])
    }

    func testSingleFailureReachesTheMainThread() {
        let log = logOfModel(expecting: 2) { $0.load(Single.error(LoadError()).subscribe(on: background)) }
        XCTAssertEqual(log, ["failure", "disposed"])
    }

    func testSingleSubscribeWithReceivesTheObjectOnTheMainThread() {
        let log = logOfModel(expecting: 2) { $0.loadWithSelf(Single.just(["a"]).subscribe(on: background)) }
        XCTAssertEqual(log, ["success [\"a\"]", "disposed"])
    }

    func testMaybeHandlersRunOnTheMainThreadForAnElementAndForEmpty() {
        // `do` sees the source's completion after its element; the subscription, a hop further
        // down, may get its element before or after that.
        let element = logOfModel(expecting: 4) { $0.first(Maybe.just("a").subscribe(on: background)) }
        XCTAssertEqual(element.filter { $0.hasPrefix("do") }, ["do a", "do completed"])
        XCTAssertEqual(element.filter { !$0.hasPrefix("do") }, ["success a", "disposed"])
        let empty = logOfModel(expecting: 3) { $0.first(Maybe.empty().subscribe(on: background)) }
        XCTAssertEqual(empty, ["do completed", "empty", "disposed"])
    }

    func testMaybeSubscribeWithReceivesTheObjectForAnError() {
        let log = logOfModel(expecting: 2) { $0.firstWithSelf(Maybe.error(LoadError()).subscribe(on: background)) }
        XCTAssertEqual(log, ["error", "disposed"])
    }

    func testCompletableHandlersRunOnTheMainThread() {
        let completed = logOfModel(expecting: 3) { $0.save(Completable.empty().subscribe(on: background)) }
        XCTAssertEqual(completed, ["do saved", "saved", "disposed"])
        let failed = logOfModel(expecting: 3) { $0.save(Completable.error(LoadError()).subscribe(on: background)) }
        XCTAssertEqual(failed, ["do error", "error", "disposed"])
    }

    func testCompletableSubscribeWithReceivesTheObject() {
        let log = logOfModel(expecting: 2) { $0.saveWithSelf(Completable.empty().subscribe(on: background)) }
        XCTAssertEqual(log, ["saved", "disposed"])
    }

    func testOnTheMainThreadTheOutcomeIsDeliveredAtOnceInVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 7), .completed(220)])
        let log = SchedulerTestLog<String>()
        scheduler.scheduleAt(200) {
            _ = source.asSingle().subscribe(
                onSuccess: { @MainActor in log.append("success \($0) at \(scheduler.clock)") },
                onDisposed: { @MainActor in log.append("disposed at \(scheduler.clock)") }
            )
        }
        scheduler.start()
        // `asSingle` waits for the completion to know the element is the only one.
        XCTAssertEqual(log.values, ["success 7 at 220", "disposed at 220"])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
    }

    func testDisposingFromAnotherThreadBeforeTheOutcomeRunsOnlyOnDisposedOnTheMainThread() {
        let subject = PublishSubject<Int>()
        let log = SchedulerTestLog<String>()
        let subscription = subject.asSingle().subscribe(
            onSuccess: { @MainActor in log.append("success \($0)") },
            onDisposed: { @MainActor in log.append("disposed on main: \(Thread.isMainThread)") }
        )
        let disposed = expectation(description: "disposed on another thread")
        DispatchQueue.global().async {
            subscription.dispose()
            disposed.fulfill()
        }
        wait(for: [disposed], timeout: 5)
        XCTAssertTrue(runMainRunLoop { log.count == 1 })
        subject.onNext(1)
        subject.onCompleted()
        drainMainDispatchQueue()
        XCTAssertEqual(log.values, ["disposed on main: true"])
        XCTAssertFalse(subject.hasObservers)
    }

    func testSubscribeWithDoesNotKeepTheObjectAlive() {
        final class Owner {}
        var owner: Owner? = Owner()
        weak let released = owner
        let subject = PublishSubject<Int>()
        let log = SchedulerTestLog<String>()
        let subscription = subject.asSingle().subscribe(with: owner!, onSuccess: { @MainActor _, value in log.append("success \(value)") })
        owner = nil
        XCTAssertNil(released)
        subject.onNext(1)
        subject.onCompleted()
        drainMainDispatchQueue()
        XCTAssertEqual(log.values, [])
        subscription.dispose()
    }

    func testASubscriptionWithNoHandlerStaysOnTheDeliveringThread() {
        // Its failure goes to the default error handler where the sequence delivers it: the
        // call picks the `@Sendable` form, not the one that moves to the main thread.
        let previous = Hooks.defaultErrorHandler
        defer { Hooks.defaultErrorHandler = previous }
        let threads = SchedulerTestLog<Bool>()
        let reported = expectation(description: "reported in the background")
        Hooks.defaultErrorHandler = { _, _ in
            threads.append(Thread.isMainThread)
            reported.fulfill()
        }
        let subscription = Single<Int>.error(LoadError()).subscribe(on: background).subscribe()
        wait(for: [reported], timeout: 5)
        XCTAssertEqual(threads.values, [false])
        subscription.dispose()
    }

    func testAClosureNotWrittenMainActorStillRunsOnTheDeliveringThread() {
        let threads = SchedulerTestLog<Bool>()
        let delivered = expectation(description: "delivered in the background")
        let subscription = Single.just(1).subscribe(on: background)
            .subscribe(onSuccess: { _ in threads.append(Thread.isMainThread) }, onDisposed: { delivered.fulfill() })
        wait(for: [delivered], timeout: 5)
        XCTAssertEqual(threads.values, [false])
        subscription.dispose()
    }
}
