import Foundation
import RxSwift
import RxTest
import XCTest

private struct TestError: Error, Equatable {}

final class SingleTraitTests: LeakCheckingTestCase {
    func testCreateDeliversOnlyTheFirstOutcome() {
        let disposed = Captured(false)
        let single = Single<Int>.create { observer in
            observer(.success(1))
            observer(.success(2))
            observer(.failure(TestError()))
            return Disposables.create { disposed.value = true }
        }
        let events = Captured<[String]>([])
        _ = single.subscribe { event in
            switch event {
            case .success(let element): events.value.append("success(\(element))")
            case .failure: events.value.append("failure")
            }
        }
        XCTAssertEqual(events.value, ["success(1)"])
        XCTAssertTrue(disposed.value)
    }

    func testCreateFailure() {
        let single = Single<Int>.create { observer in
            observer(.failure(TestError()))
            return Disposables.create()
        }
        let failure = Captured<Error?>(nil)
        let disposed = Captured(false)
        _ = single.subscribe(onSuccess: { _ in XCTFail("no success expected") }, onFailure: { failure.value = $0 }, onDisposed: { disposed.value = true })
        XCTAssertEqual(failure.value as? TestError, TestError())
        XCTAssertTrue(disposed.value)
    }

    func testDisposingBeforeTheOutcomeStopsDeliveryAndRunsOnDisposed() {
        let subject = PublishSubject<Int>()
        let log = Captured<[String]>([])
        let subscription = subject.asSingle().subscribe(onSuccess: { log.value.append("success(\($0))") }, onFailure: { _ in log.value.append("failure") }, onDisposed: { log.value.append("disposed") })
        subject.onNext(1)
        subscription.dispose()
        subject.onCompleted()
        XCTAssertEqual(log.value, ["disposed"])
        XCTAssertFalse(subject.hasObservers)
    }

    func testSubscribeWithObjectPassesTheObject() {
        final class Owner {}
        let owner = Owner()
        let received = Captured<(Owner, Int)?>(nil)
        let disposedWith = Captured<Owner?>(nil)
        _ = Single.just(3).subscribe(with: owner, onSuccess: { received.value = ($0, $1) }, onDisposed: { disposedWith.value = $0 })
        XCTAssertTrue(received.value?.0 === owner)
        XCTAssertEqual(received.value?.1, 3)
        XCTAssertTrue(disposedWith.value === owner)
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
        let failure = Captured<Error?>(nil)
        _ = Single<Int>.error(TestError()).subscribe(onSuccess: nil, onError: { failure.value = $0 })
        XCTAssertEqual(failure.value as? TestError, TestError())
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
        let mapped = Captured<Int?>(nil)
        _ = Single.just(2).map { $0 * 10 }.subscribe(onSuccess: { mapped.value = $0 })
        XCTAssertEqual(mapped.value, 20)

        let kept = Captured<[MaybeEvent<Int>]>([])
        _ = Single.just(2).filter { $0 > 1 }.subscribe { kept.value.append($0) }
        _ = Single.just(0).filter { $0 > 1 }.subscribe { kept.value.append($0) }
        XCTAssertEqual(kept.value.map(describe), ["success(2)", "completed"])

        let compacted = Captured<[MaybeEvent<Int>]>([])
        _ = Single.just("4").compactMap { Int($0) }.subscribe { compacted.value.append($0) }
        _ = Single.just("x").compactMap { Int($0) }.subscribe { compacted.value.append($0) }
        XCTAssertEqual(compacted.value.map(describe), ["success(4)", "completed"])
    }

    func testMapErrorBecomesFailure() {
        let failure = Captured<Error?>(nil)
        _ = Single.just(1).map { _ -> Int in throw TestError() }.subscribe(onFailure: { failure.value = $0 })
        XCTAssertEqual(failure.value as? TestError, TestError())
    }

    func testFlatMapVariants() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start {
            Single.just(1).flatMap { value in Single.just(value + 1).delay(.seconds(10), scheduler: scheduler) }.asObservable()
        }
        XCTAssertEqual(observer.events, [.next(210, 2), .completed(211)])

        let maybe = Captured<[MaybeEvent<Int>]>([])
        _ = Single.just(1).flatMapMaybe { _ in Maybe<Int>.empty() }.subscribe { maybe.value.append($0) }
        XCTAssertEqual(maybe.value.map(describe), ["completed"])

        let completed = Captured(false)
        _ = Single.just(1).flatMapCompletable { _ in Completable.empty() }.subscribe(onCompleted: { completed.value = true })
        XCTAssertTrue(completed.value)
    }

    func testZipOfACollection() {
        let result = Captured<[Int]?>(nil)
        _ = Single.zip([Single.just(1), Single.just(2), Single.just(3)]).subscribe(onSuccess: { result.value = $0 })
        XCTAssertEqual(result.value, [1, 2, 3])

        let sum = Captured<Int?>(nil)
        _ = Single.zip([Single.just(1), Single.just(2)]) { $0.reduce(0, +) }.subscribe(onSuccess: { sum.value = $0 })
        XCTAssertEqual(sum.value, 3)

        let empty = Captured<[Int]?>(nil)
        _ = Single.zip([Single<Int>]()).subscribe(onSuccess: { empty.value = $0 })
        XCTAssertEqual(empty.value, [])

        let failure = Captured<Error?>(nil)
        _ = Single.zip([Single.just(1), Single<Int>.error(TestError())]).subscribe(onFailure: { failure.value = $0 })
        XCTAssertEqual(failure.value as? TestError, TestError())
    }

    func testDoRunsSideEffectsInOrder() {
        let log = Captured<[String]>([])
        _ = Single.just(1)
            .do(onSuccess: { log.value.append("onSuccess(\($0))") },
                afterSuccess: { log.value.append("afterSuccess(\($0))") },
                onSubscribe: { log.value.append("onSubscribe") },
                onSubscribed: { log.value.append("onSubscribed") },
                onDispose: { log.value.append("onDispose") })
            .subscribe(onSuccess: { log.value.append("success(\($0))") })
        XCTAssertEqual(log.value, ["onSubscribe", "onSuccess(1)", "success(1)", "afterSuccess(1)", "onSubscribed", "onDispose"])
    }

    func testCatchAndReturn() {
        let value = Captured<Int?>(nil)
        _ = Single<Int>.error(TestError()).catchAndReturn(7).subscribe(onSuccess: { value.value = $0 })
        XCTAssertEqual(value.value, 7)
    }

    func testConversions() {
        let maybe = Captured<[MaybeEvent<Int>]>([])
        _ = Single.just(5).asMaybe().subscribe { maybe.value.append($0) }
        XCTAssertEqual(maybe.value.map(describe), ["success(5)"])

        let completed = Captured(false)
        _ = Single.just(5).asCompletable().subscribe(onCompleted: { completed.value = true })
        XCTAssertTrue(completed.value)
    }
}

func describe<Element>(_ event: MaybeEvent<Element>) -> String {
    switch event {
    case .success(let element): return "success(\(element))"
    case .error(let error): return "error(\(error))"
    case .completed: return "completed"
    }
}
