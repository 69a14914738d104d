import RxSwift
import RxTest
import XCTest

private struct TestError: Error, Equatable {}

final class MaybeTraitTests: LeakCheckingTestCase {
    func testCreateDeliversOnlyTheFirstOutcome() {
        var disposed = false
        let maybe = Maybe<Int>.create { observer in
            observer(.completed)
            observer(.success(1))
            return Disposables.create { disposed = true }
        }
        var events: [String] = []
        _ = maybe.subscribe { events.append(describe($0)) }
        XCTAssertEqual(events, ["completed"])
        XCTAssertTrue(disposed)
    }

    func testSubscribeHandlers() {
        var log: [String] = []
        _ = Maybe.just(1).subscribe(onSuccess: { log.append("success(\($0))") }, onError: { _ in log.append("error") }, onCompleted: { log.append("completed") }, onDisposed: { log.append("disposed") })
        _ = Maybe<Int>.empty().subscribe(onSuccess: { _ in log.append("success") }, onCompleted: { log.append("completed") }, onDisposed: { log.append("disposed") })
        _ = Maybe<Int>.error(TestError()).subscribe(onError: { _ in log.append("error") }, onDisposed: { log.append("disposed") })
        XCTAssertEqual(log, ["success(1)", "disposed", "completed", "disposed", "error", "disposed"])
    }

    func testSubscribeWithObject() {
        final class Owner {}
        let owner = Owner()
        var completedWith: Owner?
        _ = Maybe<Int>.empty().subscribe(with: owner, onCompleted: { completedWith = $0 })
        XCTAssertTrue(completedWith === owner)
    }

    func testFactoriesOnVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start { Maybe.just(1, scheduler: scheduler).asObservable() }
        XCTAssertEqual(observer.events, [.next(201, 1), .completed(202)])
        let never = scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) { Maybe<Int>.never().asObservable() }
        XCTAssertEqual(never.events, [])
    }

    func testOperators() {
        var events: [String] = []
        _ = Maybe.just(2).map { $0 * 3 }.subscribe { events.append(describe($0)) }
        _ = Maybe.just(2).filter { $0 > 5 }.subscribe { events.append(describe($0)) }
        _ = Maybe.just("8").compactMap { Int($0) }.subscribe { events.append(describe($0)) }
        _ = Maybe.just(1).flatMap { Maybe.just($0 + 1) }.subscribe { events.append(describe($0)) }
        _ = Maybe<Int>.error(TestError()).catchAndReturn(9).subscribe { events.append(describe($0)) }
        XCTAssertEqual(events, ["success(6)", "completed", "success(8)", "success(2)", "success(9)"])
    }

    func testIfEmpty() {
        var values: [Int] = []
        _ = Maybe<Int>.empty().ifEmpty(default: 4).subscribe(onSuccess: { values.append($0) })
        _ = Maybe<Int>.empty().ifEmpty(switchTo: Single.just(5)).subscribe(onSuccess: { values.append($0) })
        _ = Maybe<Int>.empty().ifEmpty(switchTo: Maybe.just(6)).subscribe(onSuccess: { values.append($0) })
        _ = Maybe.just(1).ifEmpty(default: 4).subscribe(onSuccess: { values.append($0) })
        XCTAssertEqual(values, [4, 5, 6, 1])
    }

    func testDo() {
        var log: [String] = []
        _ = Maybe<Int>.empty()
            .do(onCompleted: { log.append("onCompleted") }, afterCompleted: { log.append("afterCompleted") })
            .subscribe(onCompleted: { log.append("completed") })
        XCTAssertEqual(log, ["onCompleted", "completed", "afterCompleted"])
    }

    func testZipOfACollectionIsEmptyWhenOneIsEmpty() {
        var events: [String] = []
        _ = Maybe.zip([Maybe.just(1), Maybe<Int>.empty()]).subscribe { events.append(describe($0)) }
        _ = Maybe.zip([Maybe.just(1), Maybe.just(2)]).subscribe { events.append(describe($0)) }
        XCTAssertEqual(events, ["completed", "success([1, 2])"])
    }
}
