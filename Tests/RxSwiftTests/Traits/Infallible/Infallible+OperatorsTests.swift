import RxSwift
import RxTest
import XCTest

final class InfallibleOperatorsTests: LeakCheckingTestCase {
    private func elements<Element>(_ infallible: Infallible<Element>) -> [Element] {
        let received = Captured<[Element]>([])
        _ = infallible.subscribe(onNext: { received.value.append($0) })
        return received.value
    }

    func testElementOperators() {
        XCTAssertEqual(elements(Infallible.of(1, 2, 3, 4).filter { $0.isMultiple(of: 2) }), [2, 4])
        XCTAssertEqual(elements(Infallible.of(1, 2).map { $0 * 10 }), [10, 20])
        XCTAssertEqual(elements(Infallible.of("1", "x", "3").compactMap { Int($0) }), [1, 3])
        XCTAssertEqual(elements(Infallible.of(1, 1, 2, 2, 1).distinctUntilChanged()), [1, 2, 1])
        XCTAssertEqual(elements(Infallible.of(1, 3, 2, 4).distinctUntilChanged { $0 % 2 }), [1, 2])
        XCTAssertEqual(elements(Infallible.of(1, 2, 3).scan(0, accumulator: +)), [1, 3, 6])
        XCTAssertEqual(elements(Infallible.of(1, 2, 3).scan(into: 0) { $0 += $1 }), [1, 3, 6])
        XCTAssertEqual(elements(Infallible.of(2, 3).startWith(1)), [1, 2, 3])
        XCTAssertEqual(elements(Infallible.of(1, 2, 3).take(2)), [1, 2])
        XCTAssertEqual(elements(Infallible.of(1, 2, 3).skip(2)), [3])
        XCTAssertEqual(elements(Infallible.of(1, 2, 3, 1).take(while: { $0 < 3 })), [1, 2])
        XCTAssertEqual(elements(Infallible.of(1, 2, 3, 1).take(until: { $0 == 2 }, behavior: .inclusive)), [1, 2])
        XCTAssertEqual(elements(Infallible.of(1, 2, 3, 1).skip(while: { $0 < 3 })), [3, 1])
    }

    func testFlatteningOperators() {
        XCTAssertEqual(elements(Infallible.of(1, 2).flatMap { Infallible.of($0, $0 * 10) }), [1, 10, 2, 20])
        XCTAssertEqual(elements(Infallible.of(1, 2).concatMap { Infallible.of($0, $0 * 10) }), [1, 10, 2, 20])
        XCTAssertEqual(elements(Infallible.of(1).concat(Infallible.of(2))), [1, 2])
        XCTAssertEqual(elements(Infallible.concat([Infallible.of(1), Infallible.of(2)])), [1, 2])
        XCTAssertEqual(elements(Infallible.merge(Infallible.of(1), Infallible.of(2))), [1, 2])

        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let latest = scheduler.start {
            source.asInfallible(onErrorJustReturn: 0)
                .flatMapLatest { value in Infallible<Int>.timer(.seconds(15), scheduler: scheduler).map { _ in value } }
                .asObservable()
        }
        XCTAssertEqual(latest.events, [.next(235, 2), .completed(300)])
    }

    func testFlatMapFirstIgnoresWhileBusy() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3), .completed(300)])
        let observer = scheduler.start {
            source.asInfallible(onErrorJustReturn: 0)
                .flatMapFirst { value in Infallible<Int>.timer(.seconds(15), scheduler: scheduler).map { _ in value } }
                .asObservable()
        }
        XCTAssertEqual(observer.events, [.next(225, 1), .next(255, 3), .completed(300)])
    }

    func testTimeOperators() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .next(240, 3), .completed(300)])
        let debounced = scheduler.start { source.asInfallible(onErrorJustReturn: 0).debounce(.seconds(10), scheduler: scheduler).asObservable() }
        XCTAssertEqual(debounced.events, [.next(225, 2), .next(250, 3), .completed(300)])
        let throttleScheduler = TestScheduler(initialClock: 0)
        let burst = throttleScheduler.createHotObservable([.next(210, 1), .next(215, 2), .next(240, 3), .completed(300)])
        let throttled = throttleScheduler.start {
            burst.asInfallible(onErrorJustReturn: 0).throttle(.seconds(20), latest: false, scheduler: throttleScheduler).asObservable()
        }
        XCTAssertEqual(throttled.events, [.next(210, 1), .next(240, 3), .completed(300)])
    }

    func testTakeForDuration() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3)])
        let observer = scheduler.start {
            source.asInfallible(onErrorJustReturn: 0).take(for: .seconds(30), scheduler: scheduler).asObservable()
        }
        XCTAssertEqual(observer.events, [.next(210, 1), .next(220, 2), .completed(230)])
    }

    func testWithLatestFrom() {
        let scheduler = TestScheduler(initialClock: 0)
        let trigger = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let values = scheduler.createHotObservable([.next(220, "a"), .next(225, "b")])
        let observer = scheduler.start {
            trigger.asInfallible(onErrorJustReturn: 0)
                .withLatestFrom(values.asInfallible(onErrorJustReturn: "")) { "\($0)\($1)" }
                .asObservable()
        }
        XCTAssertEqual(observer.events, [.next(230, "2b"), .completed(300)])
    }

    func testDoAndWithUnretained() {
        final class Owner {}
        let owner = Owner()
        let log = Captured<[String]>([])
        let received = elements(Infallible.of(1).do(onNext: { log.value.append("onNext(\($0))") }, onCompleted: { log.value.append("onCompleted") }).withUnretained(owner))
        XCTAssertEqual(log.value, ["onNext(1)", "onCompleted"])
        XCTAssertEqual(received.map(\.1), [1])
        XCTAssertTrue(received.first?.0 === owner)
    }

    func testShareReplaysToLateSubscribers() {
        let subscriptions = Captured(0)
        let source = Infallible<Int>.deferred {
            subscriptions.value += 1
            return Infallible.of(1, 2)
        }
        let subject = PublishSubject<Int>()
        let shared = subject.asInfallible(onErrorJustReturn: 0).share(replay: 1, scope: .forever)
        let early = Captured<[Int]>([])
        let late = Captured<[Int]>([])
        let first = shared.subscribe(onNext: { early.value.append($0) })
        subject.onNext(1)
        subject.onNext(2)
        let second = shared.subscribe(onNext: { late.value.append($0) })
        subject.onNext(3)
        XCTAssertEqual(early.value, [1, 2, 3])
        XCTAssertEqual(late.value, [2, 3])
        first.dispose()
        second.dispose()

        let once = source.share()
        let received = Captured<[Int]>([])
        _ = once.subscribe(onNext: { received.value.append($0) })
        XCTAssertEqual(received.value, [1, 2])
        XCTAssertEqual(subscriptions.value, 1)
    }
}
