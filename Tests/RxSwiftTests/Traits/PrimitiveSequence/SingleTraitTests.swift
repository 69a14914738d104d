import Foundation
import RxSwift
import RxTest
import XCTest

private struct TestError: Error, Equatable {}

final class SingleTraitTests: LeakCheckingTestCase {
    func testCreateDeliversOnlyTheFirstOutcome() {
        var disposed = false
        let single = Single<Int>.create { observer in
            observer(.success(1))
            observer(.success(2))
            observer(.failure(TestError()))
            return Disposables.create { disposed = true }
        }
        var events: [String] = []
        _ = single.subscribe { event in
            switch event {
            case .success(let element): events.append("success(\(element))")
            case .failure: events.append("failure")
            }
        }
        XCTAssertEqual(events, ["success(1)"])
        XCTAssertTrue(disposed)
    }

    func testCreateFailure() {
        let single = Single<Int>.create { observer in
            observer(.failure(TestError()))
            return Disposables.create()
        }
        var failure: Error?
        var disposed = false
        _ = single.subscribe(onSuccess: { _ in XCTFail("no success expected") }, onFailure: { failure = $0 }, onDisposed: { disposed = true })
        XCTAssertEqual(failure as? TestError, TestError())
        XCTAssertTrue(disposed)
    }

    func testDisposingBeforeTheOutcomeStopsDeliveryAndRunsOnDisposed() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        let subscription = subject.asSingle().subscribe(onSuccess: { log.append("success(\($0))") }, onFailure: { _ in log.append("failure") }, onDisposed: { log.append("disposed") })
        subject.onNext(1)
        subscription.dispose()
        subject.onCompleted()
        XCTAssertEqual(log, ["disposed"])
        XCTAssertFalse(subject.hasObservers)
    }

    func testSubscribeWithObjectPassesTheObject() {
        final class Owner {}
        let owner = Owner()
        var received: (Owner, Int)?
        var disposedWith: Owner?
        _ = Single.just(3).subscribe(with: owner, onSuccess: { received = ($0, $1) }, onDisposed: { disposedWith = $0 })
        XCTAssertTrue(received?.0 === owner)
        XCTAssertEqual(received?.1, 3)
        XCTAssertTrue(disposedWith === owner)
    }

    func testUnhandledFailureGoesToTheDefaultErrorHandler() {
        let previous = Hooks.defaultErrorHandler
        defer { Hooks.defaultErrorHandler = previous }
        var reported: Error?
        Hooks.defaultErrorHandler = { _, error in reported = error }
        _ = Single<Int>.error(TestError()).subscribe(onSuccess: { _ in })
        XCTAssertEqual(reported as? TestError, TestError())
    }

    @available(*, deprecated)
    func testDeprecatedOnErrorSpellingStillWorks() {
        var failure: Error?
        _ = Single<Int>.error(TestError()).subscribe(onSuccess: nil, onError: { failure = $0 })
        XCTAssertEqual(failure as? TestError, TestError())
    }

    func testFactories() {
        let scheduler = TestScheduler(initialClock: 0)
        let just = scheduler.start { Single.just(1).asObservable() }
        XCTAssertEqual(just.events, [.next(200, 1), .completed(200)])
        let scheduled = scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) { Single.just(2, scheduler: scheduler).asObservable() }
        XCTAssertEqual(scheduled.events, [.next(1201, 2), .completed(1202)])
        let failing = scheduler.start(created: 2100, subscribed: 2200, disposed: 3000) { Single<Int>.error(TestError()).asObservable() }
        XCTAssertEqual(failing.events, [.error(2200, TestError())])
        let never = scheduler.start(created: 3100, subscribed: 3200, disposed: 4000) { Single<Int>.never().asObservable() }
        XCTAssertEqual(never.events, [])
    }

    func testMapFilterCompactMap() {
        var mapped: Int?
        _ = Single.just(2).map { $0 * 10 }.subscribe(onSuccess: { mapped = $0 })
        XCTAssertEqual(mapped, 20)

        var kept: [MaybeEvent<Int>] = []
        _ = Single.just(2).filter { $0 > 1 }.subscribe { kept.append($0) }
        _ = Single.just(0).filter { $0 > 1 }.subscribe { kept.append($0) }
        XCTAssertEqual(kept.map(describe), ["success(2)", "completed"])

        var compacted: [MaybeEvent<Int>] = []
        _ = Single.just("4").compactMap { Int($0) }.subscribe { compacted.append($0) }
        _ = Single.just("x").compactMap { Int($0) }.subscribe { compacted.append($0) }
        XCTAssertEqual(compacted.map(describe), ["success(4)", "completed"])
    }

    func testMapErrorBecomesFailure() {
        var failure: Error?
        _ = Single.just(1).map { _ -> Int in throw TestError() }.subscribe(onFailure: { failure = $0 })
        XCTAssertEqual(failure as? TestError, TestError())
    }

    func testFlatMapVariants() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start {
            Single.just(1).flatMap { value in Single.just(value + 1).delay(.seconds(10), scheduler: scheduler) }.asObservable()
        }
        XCTAssertEqual(observer.events, [.next(210, 2), .completed(211)])

        var maybe: [MaybeEvent<Int>] = []
        _ = Single.just(1).flatMapMaybe { _ in Maybe<Int>.empty() }.subscribe { maybe.append($0) }
        XCTAssertEqual(maybe.map(describe), ["completed"])

        var completed = false
        _ = Single.just(1).flatMapCompletable { _ in Completable.empty() }.subscribe(onCompleted: { completed = true })
        XCTAssertTrue(completed)
    }

    func testZipOfACollection() {
        var result: [Int]?
        _ = Single.zip([Single.just(1), Single.just(2), Single.just(3)]).subscribe(onSuccess: { result = $0 })
        XCTAssertEqual(result, [1, 2, 3])

        var sum: Int?
        _ = Single.zip([Single.just(1), Single.just(2)]) { $0.reduce(0, +) }.subscribe(onSuccess: { sum = $0 })
        XCTAssertEqual(sum, 3)

        var empty: [Int]?
        _ = Single.zip([Single<Int>]()).subscribe(onSuccess: { empty = $0 })
        XCTAssertEqual(empty, [])

        var failure: Error?
        _ = Single.zip([Single.just(1), Single<Int>.error(TestError())]).subscribe(onFailure: { failure = $0 })
        XCTAssertEqual(failure as? TestError, TestError())
    }

    func testDoRunsSideEffectsInOrder() {
        var log: [String] = []
        _ = Single.just(1)
            .do(onSuccess: { log.append("onSuccess(\($0))") },
                afterSuccess: { log.append("afterSuccess(\($0))") },
                onSubscribe: { log.append("onSubscribe") },
                onSubscribed: { log.append("onSubscribed") },
                onDispose: { log.append("onDispose") })
            .subscribe(onSuccess: { log.append("success(\($0))") })
        XCTAssertEqual(log, ["onSubscribe", "onSuccess(1)", "success(1)", "afterSuccess(1)", "onSubscribed", "onDispose"])
    }

    func testCatchAndReturn() {
        var value: Int?
        _ = Single<Int>.error(TestError()).catchAndReturn(7).subscribe(onSuccess: { value = $0 })
        XCTAssertEqual(value, 7)
    }

    func testConversions() {
        var maybe: [MaybeEvent<Int>] = []
        _ = Single.just(5).asMaybe().subscribe { maybe.append($0) }
        XCTAssertEqual(maybe.map(describe), ["success(5)"])

        var completed = false
        _ = Single.just(5).asCompletable().subscribe(onCompleted: { completed = true })
        XCTAssertTrue(completed)
    }
}

func describe<Element>(_ event: MaybeEvent<Element>) -> String {
    switch event {
    case .success(let element): return "success(\(element))"
    case .error(let error): return "error(\(error))"
    case .completed: return "completed"
    }
}
