import RxSwift
import RxTest
import XCTest

final class GroupByTests: LeakCheckingTestCase {
    private func source(_ scheduler: TestScheduler, end: Recorded<Event<String>>) -> TestableObservable<String> {
        scheduler.createHotObservable([
            .next(110, "z0"), .next(210, "a1"), .next(220, "b1"), .next(230, "a2"), .next(240, "c1"),
            .next(250, "b2"), .next(260, "a3"), end,
        ])
    }

    func testGroupBySendsEachKeyOnceWhenItFirstAppears() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, end: .completed(300))
        let res = scheduler.start { xs.groupBy(keySelector: { String($0.prefix(1)) }).map(\.key) }
        XCTAssertEqual(res.events, [.next(210, "a"), .next(220, "b"), .next(240, "c"), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    /// Subscribes to every group as it arrives and records its events by key.
    private func recordGroups(_ scheduler: TestScheduler, _ observable: Observable<GroupedObservable<String, String>>, disposeAt: TestTime) -> [String: TestableObserver<String>] {
        let groups = Captured<[String: TestableObserver<String>]>([:])
        let subscriptions = Captured<[Disposable]>([])
        scheduler.scheduleAt(200) {
            subscriptions.value.append(observable.subscribe(onNext: { group in
                let observer = scheduler.createObserver(String.self)
                groups.value[group.key] = observer
                subscriptions.value.append(group.subscribe(observer))
            }, onError: { _ in }))
        }
        scheduler.scheduleAt(disposeAt) {
            subscriptions.value.forEach { $0.dispose() }
            subscriptions.value = []
        }
        scheduler.start()
        return groups.value
    }

    func testGroupsReceiveTheirElementsIncludingTheFirstAndCompleteWithTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, end: .completed(300))
        let groups = recordGroups(scheduler, xs.groupBy(keySelector: { String($0.prefix(1)) }), disposeAt: 1000)
        XCTAssertEqual(groups["a"]?.events, [.next(210, "a1"), .next(230, "a2"), .next(260, "a3"), .completed(300)])
        XCTAssertEqual(groups["b"]?.events, [.next(220, "b1"), .next(250, "b2"), .completed(300)])
        XCTAssertEqual(groups["c"]?.events, [.next(240, "c1"), .completed(300)])
        XCTAssertNil(groups["z"])
    }

    func testTheSourceErrorEndsEveryGroupAndTheOuterSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let error = SharingTestError(code: 4)
        let xs = source(scheduler, end: .error(300, error))
        let groups = recordGroups(scheduler, xs.groupBy(keySelector: { String($0.prefix(1)) }), disposeAt: 1000)
        XCTAssertEqual(groups["b"]?.events, [.next(220, "b1"), .next(250, "b2"), .error(300, error)])
        XCTAssertEqual(groups["c"]?.events, [.next(240, "c1"), .error(300, error)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testAnErrorThrownByTheKeySelectorEndsEveryGroupAndTheOuterSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let error = SharingTestError(code: 5)
        let xs = source(scheduler, end: .completed(300))
        let grouped = xs.groupBy(keySelector: { (value: String) throws -> String in
            if value == "c1" { throw error }
            return String(value.prefix(1))
        })
        let keys = scheduler.record(grouped.map(\.key), subscribeAt: 200, disposeAt: 1000)
        let groups = recordGroups(scheduler, grouped, disposeAt: 1000)
        XCTAssertEqual(keys.events, [.next(210, "a"), .next(220, "b"), .error(240, error)])
        XCTAssertEqual(groups["a"]?.events, [.next(210, "a1"), .next(230, "a2"), .error(240, error)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240), Subscription(200, 240)])
    }

    func testDisposingTheOuterSubscriptionKeepsSubscribedGroupsAlive() {
        let subject = PublishSubject<Int>()
        let groups = Captured<[Int: GroupedObservable<Int, Int>]>([:])
        let outer = subject.groupBy(keySelector: { $0 % 2 }).subscribe(onNext: { groups.value[$0.key] = $0 })
        subject.onNext(1)
        let odd = Captured<[Int]>([])
        let oddSubscription = groups.value[1]?.subscribe(onNext: { odd.value.append($0) })
        outer.dispose()
        XCTAssertTrue(subject.hasObservers)
        subject.onNext(3)
        subject.onNext(4)
        XCTAssertNil(groups.value[0], "no new group is sent after the outer subscription was disposed")
        XCTAssertEqual(odd.value, [3])
        oddSubscription?.dispose()
        XCTAssertFalse(subject.hasObservers)
    }

    func testDisposingTheOuterSubscriptionWithoutGroupSubscribersUnsubscribesTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, end: .completed(300))
        let res = scheduler.start(disposed: 235) { xs.groupBy(keySelector: { String($0.prefix(1)) }).map(\.key) }
        XCTAssertEqual(res.events, [.next(210, "a"), .next(220, "b")])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 235)])
    }
}
