import Foundation
import RxSwift
import RxTest
import XCTest

private let testError = NSError(domain: "DoTests", code: 1)
private let handlerError = NSError(domain: "DoTests", code: 2)

final class DoTests: LeakCheckingTestCase {
    func testHandlersRunAroundEachEventInOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 0),
            .next(210, 1),
            .next(220, 2),
            .completed(250),
        ])
        let log = Captured<[String]>([])
        let res = scheduler.start {
            xs.do(
                onNext: { log.value.append("\(scheduler.clock) onNext \($0)") },
                afterNext: { log.value.append("\(scheduler.clock) afterNext \($0)") },
                onError: { _ in log.value.append("onError") },
                afterError: { _ in log.value.append("afterError") },
                onCompleted: { log.value.append("\(scheduler.clock) onCompleted") },
                afterCompleted: { log.value.append("\(scheduler.clock) afterCompleted") },
                onSubscribe: { log.value.append("\(scheduler.clock) onSubscribe") },
                onSubscribed: { log.value.append("\(scheduler.clock) onSubscribed") },
                onDispose: { log.value.append("\(scheduler.clock) onDispose") }
            )
            .do(onNext: { log.value.append("\(scheduler.clock) downstream \($0)") }, onCompleted: { log.value.append("\(scheduler.clock) downstream completed") })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(log.value, [
            "200 onSubscribe",
            "200 onSubscribed",
            "210 onNext 1",
            "210 downstream 1",
            "210 afterNext 1",
            "220 onNext 2",
            "220 downstream 2",
            "220 afterNext 2",
            "250 onCompleted",
            "250 downstream completed",
            // The downstream operator disposes its subscription as soon as it has the
            // completion, before control returns here for `afterCompleted`.
            "250 onDispose",
            "250 afterCompleted",
        ])
    }

    func testErrorHandlersRunAroundTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable([
            .error(230, testError),
        ])
        let log = Captured<[String]>([])
        let res = scheduler.start {
            xs.do(
                onError: { log.value.append("onError \(($0 as NSError).code)") },
                afterError: { log.value.append("afterError \(($0 as NSError).code)") },
                onCompleted: { log.value.append("onCompleted") },
                onDispose: { log.value.append("onDispose \(scheduler.clock)") }
            )
            .do(onError: { _ in log.value.append("downstream error") })
        }
        XCTAssertEqual(res.events, [.error(230, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(log.value, ["onError 1", "downstream error", "onDispose 230", "afterError 1"])
    }

    func testWithoutADownstreamOperatorDisposalFollowsTheAfterHandler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable([
            .completed(230),
        ])
        let log = Captured<[String]>([])
        let res = scheduler.start {
            xs.do(
                onCompleted: { log.value.append("onCompleted") },
                afterCompleted: { log.value.append("afterCompleted") },
                onDispose: { log.value.append("onDispose") }
            )
        }
        XCTAssertEqual(res.events, [.completed(230)])
        XCTAssertEqual(log.value, ["onCompleted", "afterCompleted", "onDispose"])
    }

    func testOnDisposeRunsOnceWhenTheSubscriberDisposes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1),
        ])
        let disposals = Captured<[Int]>([])
        let res = scheduler.start(disposed: 300) { xs.do(onDispose: { disposals.value.append(scheduler.clock) }) }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(disposals.value, [300])
    }

    func testAThrowingOnNextEndsTheSequenceBeforeTheElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1),
            .next(220, 2),
            .completed(250),
        ])
        let res = scheduler.start {
            xs.do(onNext: { if $0 == 2 { throw handlerError } })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, handlerError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testAThrowingAfterNextEndsTheSequenceAfterTheElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1),
            .next(220, 2),
            .completed(250),
        ])
        let res = scheduler.start {
            xs.do(afterNext: { if $0 == 1 { throw handlerError } })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .error(210, handlerError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testAThrowingOnErrorReplacesTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable([
            .error(230, testError),
        ])
        let res = scheduler.start { xs.do(onError: { _ in throw handlerError }) }
        XCTAssertEqual(res.events, [.error(230, handlerError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testAThrowingOnCompletedReplacesTheCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable([
            .completed(230),
        ])
        let res = scheduler.start { xs.do(onCompleted: { throw handlerError }) }
        XCTAssertEqual(res.events, [.error(230, handlerError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testThrowingAfterTheTerminalEventAddsNoSecondTerminalEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let completing: TestableObservable<Int> = scheduler.createHotObservable([.completed(230)])
        let failing: TestableObservable<Int> = scheduler.createHotObservable([.error(240, testError)])
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(200) {
            subscriptions.append(completing.do(afterCompleted: { throw handlerError }).materialize().dematerialize().subscribe(first))
            subscriptions.append(failing.do(afterError: { _ in throw handlerError }).materialize().dematerialize().subscribe(second))
        }
        scheduler.scheduleAt(1000) { subscriptions.forEach { $0.dispose() } }
        scheduler.start()
        XCTAssertEqual(first.events, [.completed(230)])
        XCTAssertEqual(second.events, [.error(240, testError)])
    }
}
