import RxCocoa
import RxSwift
import RxTest
import XCTest

private struct Point: Equatable {
    let x: Int
    let y: Int
}

final class SharedSequenceOperatorsTests: LeakCheckingTestCase {
    /// Runs `body` with the sharing scheduler mocked by a fresh test scheduler.
    private func virtualTime(_ body: (TestScheduler) -> Void) {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            body(scheduler)
        }
    }

    /// A driver of `events`, delivered one tick later on the test scheduler.
    private func driver<Element>(_ scheduler: TestScheduler, _ events: [Recorded<Event<Element>>], fallback: Element) -> Driver<Element> {
        scheduler.createHotObservable(events).asDriver(onErrorJustReturn: fallback)
    }

    func testMap() {
        virtualTime { scheduler in
            let source = driver(scheduler, [.next(210, 1), .next(220, 2), .completed(230)], fallback: 0)
            let observer = scheduler.start { source.map { $0 * 10 }.asObservable() }
            XCTAssertEqual(observer.events, [.next(211, 10), .next(221, 20), .completed(231)])
        }
    }

    func testCompactMap() {
        virtualTime { scheduler in
            let source = driver(scheduler, [.next(210, "1"), .next(220, "x"), .next(230, "3")], fallback: "")
            let observer = scheduler.start { source.compactMap { Int($0) }.asObservable() }
            XCTAssertEqual(observer.events, [.next(211, 1), .next(231, 3)])
        }
    }

    func testFilter() {
        virtualTime { scheduler in
            let source = driver(scheduler, [.next(210, 1), .next(220, 2), .next(230, 3)], fallback: 0)
            let observer = scheduler.start { source.filter { $0 % 2 == 1 }.asObservable() }
            XCTAssertEqual(observer.events, [.next(211, 1), .next(231, 3)])
        }
    }

    func testFlatMapMergesInnerSequences() {
        virtualTime { scheduler in
            let inner1 = driver(scheduler, [.next(215, 11), .next(235, 12)], fallback: 0)
            let inner2 = driver(scheduler, [.next(225, 21), .next(245, 22)], fallback: 0)
            let outer = driver(scheduler, [.next(210, 1), .next(220, 2)], fallback: 0)
            let observer = scheduler.start { outer.flatMap { $0 == 1 ? inner1 : inner2 }.asObservable() }
            XCTAssertEqual(observer.events, [.next(216, 11), .next(226, 21), .next(236, 12), .next(246, 22)])
        }
    }

    func testFlatMapLatestFollowsTheLatestInnerSequence() {
        virtualTime { scheduler in
            let inner1 = driver(scheduler, [.next(215, 11), .next(235, 12)], fallback: 0)
            let inner2 = driver(scheduler, [.next(225, 21), .next(245, 22)], fallback: 0)
            let outer = driver(scheduler, [.next(210, 1), .next(220, 2)], fallback: 0)
            let observer = scheduler.start { outer.flatMapLatest { $0 == 1 ? inner1 : inner2 }.asObservable() }
            XCTAssertEqual(observer.events, [.next(216, 11), .next(226, 21), .next(246, 22)])
        }
    }

    func testFlatMapFirstIgnoresElementsWhileAnInnerSequenceRuns() {
        virtualTime { scheduler in
            let inner1 = driver(scheduler, [.next(215, 11), .next(235, 12)], fallback: 0)
            let inner2 = driver(scheduler, [.next(225, 21), .next(245, 22)], fallback: 0)
            let outer = driver(scheduler, [.next(210, 1), .next(220, 2)], fallback: 0)
            let observer = scheduler.start { outer.flatMapFirst { $0 == 1 ? inner1 : inner2 }.asObservable() }
            XCTAssertEqual(observer.events, [.next(216, 11), .next(236, 12)])
        }
    }

    func testSwitchLatestAndMergeOfInnerSequences() {
        virtualTime { scheduler in
            let inner1 = driver(scheduler, [.next(215, 11), .next(235, 12)], fallback: 0)
            let inner2 = driver(scheduler, [.next(225, 21), .next(245, 22)], fallback: 0)
            let outer = driver(scheduler, [.next(210, inner1), .next(220, inner2)], fallback: Driver.never())
            let switched = scheduler.start { outer.switchLatest().asObservable() }
            XCTAssertEqual(switched.events, [.next(216, 11), .next(226, 21), .next(246, 22)])
        }
        virtualTime { scheduler in
            let inner1 = driver(scheduler, [.next(215, 11), .next(235, 12)], fallback: 0)
            let inner2 = driver(scheduler, [.next(225, 21), .next(245, 22)], fallback: 0)
            let outer = driver(scheduler, [.next(210, inner1), .next(220, inner2)], fallback: Driver.never())
            let merged = scheduler.start { outer.merge().asObservable() }
            XCTAssertEqual(merged.events, [.next(216, 11), .next(226, 21), .next(236, 12), .next(246, 22)])
        }
        virtualTime { scheduler in
            let inner1 = driver(scheduler, [.next(215, 11), .completed(240)], fallback: 0)
            let inner2 = driver(scheduler, [.next(225, 21), .next(245, 22)], fallback: 0)
            let outer = driver(scheduler, [.next(210, inner1), .next(220, inner2)], fallback: Driver.never())
            let limited = scheduler.start { outer.merge(maxConcurrent: 1).asObservable() }
            XCTAssertEqual(limited.events, [.next(216, 11), .next(246, 22)])
        }
    }

    /// A signal of `events`, delivered one tick later on the test scheduler.
    private func signal<Element>(_ scheduler: TestScheduler, _ events: [Recorded<Event<Element>>], fallback: Element) -> Signal<Element> {
        scheduler.createHotObservable(events).asSignal(onErrorJustReturn: fallback)
    }

    func testFlatMapFamilyOfADriverWhoseSelectorMakesSignalsGivesASignal() {
        virtualTime { scheduler in
            let inner1 = signal(scheduler, [.next(215, 11), .next(235, 12)], fallback: 0)
            let inner2 = signal(scheduler, [.next(225, 21), .next(245, 22)], fallback: 0)
            let outer = driver(scheduler, [.next(210, 1), .next(220, 2)], fallback: 0)
            let merged: Signal<Int> = outer.flatMap { $0 == 1 ? inner1 : inner2 }
            let latest: Signal<Int> = outer.flatMapLatest { $0 == 1 ? inner1 : inner2 }
            let first: Signal<Int> = outer.flatMapFirst { $0 == 1 ? inner1 : inner2 }
            let mergedObserver = scheduler.createObserver(Int.self)
            let latestObserver = scheduler.createObserver(Int.self)
            let firstObserver = scheduler.createObserver(Int.self)
            let subscriptions = [
                merged.emit(to: mergedObserver), latest.emit(to: latestObserver), first.emit(to: firstObserver),
            ]
            scheduler.start()
            subscriptions.forEach { $0.dispose() }
            XCTAssertEqual(mergedObserver.events, [.next(216, 11), .next(226, 21), .next(236, 12), .next(246, 22)])
            XCTAssertEqual(latestObserver.events, [.next(216, 11), .next(226, 21), .next(246, 22)])
            XCTAssertEqual(firstObserver.events, [.next(216, 11), .next(236, 12)])
        }
    }

    func testSwitchLatestAndMergeOfADriverOfSignalsGiveASignal() {
        virtualTime { scheduler in
            let inner1 = signal(scheduler, [.next(215, 11), .next(235, 12)], fallback: 0)
            let inner2 = signal(scheduler, [.next(225, 21), .next(245, 22)], fallback: 0)
            let outer = driver(scheduler, [.next(210, inner1), .next(220, inner2)], fallback: Signal.never())
            let switched: Signal<Int> = outer.switchLatest()
            let merged: Signal<Int> = outer.merge()
            let limited: Signal<Int> = outer.merge(maxConcurrent: 1)
            let switchedObserver = scheduler.createObserver(Int.self)
            let mergedObserver = scheduler.createObserver(Int.self)
            let limitedObserver = scheduler.createObserver(Int.self)
            let subscriptions = [
                switched.emit(to: switchedObserver), merged.emit(to: mergedObserver), limited.emit(to: limitedObserver),
            ]
            scheduler.start()
            subscriptions.forEach { $0.dispose() }
            XCTAssertEqual(switchedObserver.events, [.next(216, 11), .next(226, 21), .next(246, 22)])
            XCTAssertEqual(mergedObserver.events, [.next(216, 11), .next(226, 21), .next(236, 12), .next(246, 22)])
            XCTAssertEqual(limitedObserver.events, [.next(216, 11), .next(236, 12)])
        }
    }

    func testStaticMergeOfArrayVariadicAndCollection() {
        virtualTime { scheduler in
            let first = driver(scheduler, [.next(210, 1), .completed(250)], fallback: 0)
            let second = driver(scheduler, [.next(220, 2), .completed(260)], fallback: 0)
            XCTAssertEqual(scheduler.start { Driver.merge(first, second).asObservable() }.events, [.next(211, 1), .next(221, 2), .completed(261)])
        }
        virtualTime { scheduler in
            let first = driver(scheduler, [.next(210, 1)], fallback: 0)
            let second = driver(scheduler, [.next(220, 2)], fallback: 0)
            XCTAssertEqual(scheduler.start { Driver.merge([first, second]).asObservable() }.events, [.next(211, 1), .next(221, 2)])
        }
        virtualTime { scheduler in
            let first = driver(scheduler, [.next(210, 1)], fallback: 0)
            let second = driver(scheduler, [.next(220, 2)], fallback: 0)
            XCTAssertEqual(scheduler.start { Driver.merge(AnyCollection([first, second])).asObservable() }.events, [.next(211, 1), .next(221, 2)])
        }
    }

    func testConcatRunsSequencesOneAfterAnother() {
        virtualTime { scheduler in
            let first = driver(scheduler, [.next(210, 1), .completed(230)], fallback: 0)
            let second = driver(scheduler, [.next(220, 2), .next(240, 3), .completed(250)], fallback: 0)
            XCTAssertEqual(scheduler.start { Driver.concat([first, second]).asObservable() }.events, [.next(211, 1), .next(241, 3), .completed(251)])
        }
        virtualTime { scheduler in
            let first = driver(scheduler, [.next(210, 1), .completed(230)], fallback: 0)
            let second = driver(scheduler, [.next(240, 3), .completed(250)], fallback: 0)
            XCTAssertEqual(scheduler.start { Driver.concat(AnySequence([first, second])).asObservable() }.events, [.next(211, 1), .next(241, 3), .completed(251)])
        }
    }

    func testDoRunsSideEffectsInOrder() {
        virtualTime { scheduler in
            let log = Captured<[String]>([])
            let source = driver(scheduler, [.next(210, 1), .completed(220)], fallback: 0)
            let observer = scheduler.start {
                source.do(
                    onNext: { log.value.append("next \($0)") },
                    afterNext: { log.value.append("after next \($0)") },
                    onCompleted: { log.value.append("completed") },
                    afterCompleted: { log.value.append("after completed") },
                    onSubscribe: { log.value.append("subscribe") },
                    onSubscribed: { log.value.append("subscribed") },
                    onDispose: { log.value.append("dispose") }
                ).asObservable()
            }
            XCTAssertEqual(observer.events, [.next(211, 1), .completed(221)])
            // The connection ends with the completion, so the source is disposed before afterCompleted runs.
            XCTAssertEqual(log.value, ["subscribe", "subscribed", "next 1", "after next 1", "completed", "dispose", "after completed"])
        }
    }

    func testDebugPassesEventsThrough() {
        virtualTime { scheduler in
            let source = driver(scheduler, [.next(210, 1), .completed(220)], fallback: 0)
            let observer = scheduler.start { source.debug("test").asObservable() }
            XCTAssertEqual(observer.events, [.next(211, 1), .completed(221)])
        }
    }

    func testDistinctUntilChangedOverloads() {
        virtualTime { scheduler in
            let source = driver(scheduler, [.next(210, 1), .next(220, 1), .next(230, 2), .next(240, 2)], fallback: 0)
            XCTAssertEqual(scheduler.start { source.distinctUntilChanged().asObservable() }.events, [.next(211, 1), .next(231, 2)])
        }
        virtualTime { scheduler in
            let source = driver(scheduler, [.next(210, 1), .next(220, 3), .next(230, 4)], fallback: 0)
            XCTAssertEqual(scheduler.start { source.distinctUntilChanged { $0 % 2 }.asObservable() }.events, [.next(211, 1), .next(231, 4)])
        }
        virtualTime { scheduler in
            let source = driver(scheduler, [.next(210, 1), .next(220, 2), .next(230, 5)], fallback: 0)
            XCTAssertEqual(scheduler.start { source.distinctUntilChanged { abs($0 - $1) < 2 }.asObservable() }.events, [.next(211, 1), .next(231, 5)])
        }
        virtualTime { scheduler in
            let source = driver(scheduler, [.next(210, 10), .next(220, 12), .next(230, 25)], fallback: 0)
            XCTAssertEqual(scheduler.start { source.distinctUntilChanged({ $0 / 10 }, comparer: { $0 == $1 }).asObservable() }.events, [.next(211, 10), .next(231, 25)])
        }
        virtualTime { scheduler in
            let source = driver(scheduler, [.next(210, Point(x: 1, y: 1)), .next(220, Point(x: 1, y: 2)), .next(230, Point(x: 2, y: 2))], fallback: Point(x: 0, y: 0))
            XCTAssertEqual(scheduler.start { source.distinctUntilChanged(at: \.x).map(\.y).asObservable() }.events, [.next(211, 1), .next(231, 2)])
        }
    }

    func testThrottleAndDebounceRunOnTheSharingScheduler() {
        virtualTime { scheduler in
            let source = driver(scheduler, [.next(210, 1), .next(220, 2), .next(230, 3), .next(300, 4)], fallback: 0)
            XCTAssertEqual(scheduler.start { source.throttle(.seconds(50)).asObservable() }.events, [.next(211, 1), .next(261, 3), .next(311, 4)])
        }
        virtualTime { scheduler in
            let source = driver(scheduler, [.next(210, 1), .next(220, 2), .next(300, 3)], fallback: 0)
            XCTAssertEqual(scheduler.start { source.throttle(.seconds(50), latest: false).asObservable() }.events, [.next(211, 1), .next(301, 3)])
        }
        virtualTime { scheduler in
            let source = driver(scheduler, [.next(210, 1), .next(220, 2), .next(300, 3)], fallback: 0)
            XCTAssertEqual(scheduler.start { source.debounce(.seconds(50)).asObservable() }.events, [.next(271, 2), .next(351, 3)])
        }
    }

    func testDelayShiftsElements() {
        virtualTime { scheduler in
            let source = driver(scheduler, [.next(210, 1), .next(220, 2)], fallback: 0)
            XCTAssertEqual(scheduler.start { source.delay(.seconds(30)).asObservable() }.events, [.next(241, 1), .next(251, 2)])
        }
    }

    func testScanAndScanInto() {
        virtualTime { scheduler in
            let source = driver(scheduler, [.next(210, 1), .next(220, 2), .next(230, 3)], fallback: 0)
            XCTAssertEqual(scheduler.start { source.scan(0, accumulator: +).asObservable() }.events, [.next(211, 1), .next(221, 3), .next(231, 6)])
        }
        virtualTime { scheduler in
            let source = driver(scheduler, [.next(210, 1), .next(220, 2)], fallback: 0)
            XCTAssertEqual(scheduler.start { source.scan(into: [Int]()) { $0.append($1) }.map { $0.count }.asObservable() }.events, [.next(211, 1), .next(221, 2)])
        }
    }

    func testZipAndCombineLatestOfCollections() {
        virtualTime { scheduler in
            let first = driver(scheduler, [.next(210, 1), .next(230, 3)], fallback: 0)
            let second = driver(scheduler, [.next(220, 2)], fallback: 0)
            XCTAssertEqual(scheduler.start { Driver.combineLatest([first, second]).asObservable() }.events, [.next(221, [1, 2]), .next(231, [3, 2])])
        }
        virtualTime { scheduler in
            let first = driver(scheduler, [.next(210, 1), .next(230, 3)], fallback: 0)
            let second = driver(scheduler, [.next(220, 2)], fallback: 0)
            XCTAssertEqual(scheduler.start { Driver.combineLatest([first, second]) { $0.reduce(0, +) }.asObservable() }.events, [.next(221, 3), .next(231, 5)])
        }
        virtualTime { scheduler in
            let first = driver(scheduler, [.next(210, 1), .next(230, 3)], fallback: 0)
            let second = driver(scheduler, [.next(220, 2), .next(240, 4)], fallback: 0)
            XCTAssertEqual(scheduler.start { Driver.zip([first, second]).asObservable() }.events, [.next(221, [1, 2]), .next(241, [3, 4])])
        }
        virtualTime { scheduler in
            let first = driver(scheduler, [.next(210, 1), .next(230, 3)], fallback: 0)
            let second = driver(scheduler, [.next(220, 2), .next(240, 4)], fallback: 0)
            XCTAssertEqual(scheduler.start { Driver.zip([first, second]) { $0.reduce(0, +) }.asObservable() }.events, [.next(221, 3), .next(241, 7)])
        }
    }

    func testWithLatestFrom() {
        virtualTime { scheduler in
            let taps = driver(scheduler, [.next(210, 1), .next(230, 2), .next(250, 3)], fallback: 0)
            let text = driver(scheduler, [.next(220, "a"), .next(240, "b")], fallback: "")
            XCTAssertEqual(scheduler.start { taps.withLatestFrom(text).asObservable() }.events, [.next(231, "a"), .next(251, "b")])
        }
        virtualTime { scheduler in
            let taps = driver(scheduler, [.next(210, 1), .next(230, 2)], fallback: 0)
            let text = driver(scheduler, [.next(220, "a")], fallback: "")
            XCTAssertEqual(scheduler.start { taps.withLatestFrom(text) { "\($1)\($0)" }.asObservable() }.events, [.next(231, "a2")])
        }
    }

    func testWithUnretainedPairsWithTheObjectWhileAlive() {
        virtualTime { scheduler in
            let owner = NSObject()
            let ownerID = ObjectIdentifier(owner)
            let source = driver(scheduler, [.next(210, 1)], fallback: 0)
            XCTAssertEqual(scheduler.start { source.withUnretained(owner).map { ObjectIdentifier($0.0) == ownerID ? $0.1 : -1 }.asObservable() }.events, [.next(211, 1)])
        }
        virtualTime { scheduler in
            let owner = NSObject()
            let ownerID = ObjectIdentifier(owner)
            let source = driver(scheduler, [.next(210, 1)], fallback: 0)
            XCTAssertEqual(scheduler.start { source.withUnretained(owner) { ObjectIdentifier($0) == ownerID ? $1 * 2 : -1 }.asObservable() }.events, [.next(211, 2)])
        }
    }

    func testSkipAndStartWith() {
        virtualTime { scheduler in
            let source = driver(scheduler, [.next(210, 1), .next(220, 2)], fallback: 0)
            XCTAssertEqual(scheduler.start { source.skip(1).asObservable() }.events, [.next(221, 2)])
        }
        virtualTime { scheduler in
            let source = driver(scheduler, [.next(210, 1)], fallback: 0)
            XCTAssertEqual(scheduler.start { source.startWith(0).asObservable() }.events, [.next(200, 0), .next(211, 1)])
        }
    }

    func testOperatorResultsAreShared() {
        virtualTime { scheduler in
            let subscriptions = Captured(0)
            let source = scheduler.createColdObservable([.next(10, 1)])
                .do(onSubscribe: { subscriptions.value += 1 })
                .asDriver(onErrorJustReturn: 0)
                .map { $0 + 1 }
            let first = scheduler.createObserver(Int.self)
            let second = scheduler.createObserver(Int.self)
            var disposables: [Disposable] = []
            scheduler.scheduleAt(200) { disposables.append(source.asObservable().subscribe(first)) }
            scheduler.scheduleAt(205) { disposables.append(source.asObservable().subscribe(second)) }
            scheduler.scheduleAt(300) { disposables.forEach { $0.dispose() } }
            scheduler.start()
            XCTAssertEqual(subscriptions.value, 1)
            XCTAssertEqual(first.events, [.next(211, 2)])
            XCTAssertEqual(second.events, [.next(211, 2)])
        }
    }
}
