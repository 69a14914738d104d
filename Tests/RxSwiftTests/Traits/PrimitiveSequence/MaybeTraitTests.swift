import RxSwift
import RxTest
import XCTest

private struct TestError: Error, Equatable {}

final class MaybeTraitTests: LeakCheckingTestCase {
    func testCreateDeliversOnlyTheFirstOutcome() {
        let disposed = Captured(false)
        let maybe = Maybe<Int>.create { observer in
            observer(.completed)
            observer(.success(1))
            return Disposables.create { disposed.value = true }
        }
        let events = Captured<[String]>([])
        _ = maybe.subscribe { events.value.append(describe($0)) }
        XCTAssertEqual(events.value, ["completed"])
        XCTAssertTrue(disposed.value)
    }

    func testSubscribeHandlers() {
        let log = Captured<[String]>([])
        _ = Maybe.just(1).subscribe(onSuccess: { log.value.append("success(\($0))") }, onError: { _ in log.value.append("error") }, onCompleted: { log.value.append("completed") }, onDisposed: { log.value.append("disposed") })
        _ = Maybe<Int>.empty().subscribe(onSuccess: { _ in log.value.append("success") }, onCompleted: { log.value.append("completed") }, onDisposed: { log.value.append("disposed") })
        _ = Maybe<Int>.error(TestError()).subscribe(onError: { _ in log.value.append("error") }, onDisposed: { log.value.append("disposed") })
        XCTAssertEqual(log.value, ["success(1)", "disposed", "completed", "disposed", "error", "disposed"])
    }

    func testSubscribeWithObject() {
        final class Owner {}
        let owner = Owner()
        let completedWith = Captured<Owner?>(nil)
        _ = Maybe<Int>.empty().subscribe(with: owner, onCompleted: { completedWith.value = $0 })
        XCTAssertTrue(completedWith.value === owner)
    }

    func testFactoriesOnVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start { Maybe.just(1, scheduler: scheduler).asObservable() }
        XCTAssertEqual(observer.events, [.next(201, 1), .completed(202)])
        let never = scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) { Maybe<Int>.never().asObservable() }
        XCTAssertEqual(never.events, [])
    }

    func testOperators() {
        let events = Captured<[String]>([])
        _ = Maybe.just(2).map { $0 * 3 }.subscribe { events.value.append(describe($0)) }
        _ = Maybe.just(2).filter { $0 > 5 }.subscribe { events.value.append(describe($0)) }
        _ = Maybe.just("8").compactMap { Int($0) }.subscribe { events.value.append(describe($0)) }
        _ = Maybe.just(1).flatMap { Maybe.just($0 + 1) }.subscribe { events.value.append(describe($0)) }
        _ = Maybe<Int>.error(TestError()).catchAndReturn(9).subscribe { events.value.append(describe($0)) }
        XCTAssertEqual(events.value, ["success(6)", "completed", "success(8)", "success(2)", "success(9)"])
    }

    func testIfEmpty() {
        let values = Captured<[Int]>([])
        _ = Maybe<Int>.empty().ifEmpty(default: 4).subscribe(onSuccess: { values.value.append($0) })
        _ = Maybe<Int>.empty().ifEmpty(switchTo: Single.just(5)).subscribe(onSuccess: { values.value.append($0) })
        _ = Maybe<Int>.empty().ifEmpty(switchTo: Maybe.just(6)).subscribe(onSuccess: { values.value.append($0) })
        _ = Maybe.just(1).ifEmpty(default: 4).subscribe(onSuccess: { values.value.append($0) })
        XCTAssertEqual(values.value, [4, 5, 6, 1])
    }

    func testDo() {
        let log = Captured<[String]>([])
        _ = Maybe<Int>.empty()
            .do(onCompleted: { log.value.append("onCompleted") }, afterCompleted: { log.value.append("afterCompleted") })
            .subscribe(onCompleted: { log.value.append("completed") })
        XCTAssertEqual(log.value, ["onCompleted", "completed", "afterCompleted"])
    }

    func testZipOfACollectionIsEmptyWhenOneIsEmpty() {
        let events = Captured<[String]>([])
        _ = Maybe.zip([Maybe.just(1), Maybe<Int>.empty()]).subscribe { events.value.append(describe($0)) }
        _ = Maybe.zip([Maybe.just(1), Maybe.just(2)]).subscribe { events.value.append(describe($0)) }
        XCTAssertEqual(events.value, ["completed", "success([1, 2])"])
    }
}
