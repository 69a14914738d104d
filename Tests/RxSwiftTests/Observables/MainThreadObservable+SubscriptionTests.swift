import Dispatch
import Foundation
import RxSwift
import RxTest
import XCTest

/// A main-actor class that subscribes to a sequence delivered on a background queue with
/// handlers written `{ @MainActor in ... }`.
@MainActor
private final class StatusModel {
    private(set) var statuses: [String] = []
    private(set) var onMainThread: [Bool] = []
    private(set) var sideEffects = 0

    func subscribe(_ statuses: Observable<String>) -> Disposable {
        statuses.subscribe(onNext: { @MainActor [weak self] status in
            self?.onMainThread.append(Thread.isMainThread)
            self?.statuses.append(status)
        })
    }

    func subscribeWithSelf(_ statuses: Observable<String>) -> Disposable {
        statuses.subscribe(
            with: self,
            onNext: { @MainActor model, status in
                model.onMainThread.append(Thread.isMainThread)
                model.statuses.append(status)
            },
            onDisposed: { @MainActor model in
                model.onMainThread.append(Thread.isMainThread)
                model.statuses.append("disposed")
            }
        )
    }

    func countSideEffects(_ statuses: Observable<String>) -> Observable<String> {
        statuses.do(onNext: { @MainActor [weak self] _ in self?.sideEffects += 1 })
    }
}

final class MainThreadObservableSubscriptionTests: LeakCheckingTestCase {
    private let background = SerialDispatchQueueScheduler(qos: .default)

    func testHandlersWrittenMainActorRunOnTheMainThreadWhicheverThreadDelivers() {
        let model = MainActor.assumeIsolated { StatusModel() }
        let statuses = Observable.of("loading", "done").subscribe(on: background)
        let subscription = MainActor.assumeIsolated {
            model.subscribe(statuses)
        }
        XCTAssertTrue(runMainRunLoop { MainActor.assumeIsolated { model.statuses.count == 2 } })
        MainActor.assumeIsolated {
            XCTAssertEqual(model.statuses, ["loading", "done"])
            XCTAssertEqual(model.onMainThread, [true, true])
        }
        subscription.dispose()
    }

    func testSubscribeWithHandlersWrittenMainActorRunOnTheMainThreadWhicheverThreadDelivers() {
        let model = MainActor.assumeIsolated { StatusModel() }
        let statuses = Observable.of("loading", "done").subscribe(on: background)
        let subscription = MainActor.assumeIsolated {
            model.subscribeWithSelf(statuses)
        }
        XCTAssertTrue(runMainRunLoop { MainActor.assumeIsolated { model.statuses.count == 3 } })
        MainActor.assumeIsolated {
            XCTAssertEqual(model.statuses, ["loading", "done", "disposed"])
            XCTAssertEqual(model.onMainThread, [true, true, true])
        }
        subscription.dispose()
    }

    func testDoWrittenMainActorMovesTheEventsToTheMainThreadAndKeepsThemThere() {
        let model = MainActor.assumeIsolated { StatusModel() }
        let threads = SchedulerTestLog<Bool>()
        let statuses = Observable.of("a", "b").subscribe(on: background)
        let subscription = MainActor.assumeIsolated {
            model.countSideEffects(statuses)
                .subscribe(onNext: { _ in threads.append(Thread.isMainThread) })
        }
        XCTAssertTrue(runMainRunLoop { threads.count == 2 })
        XCTAssertEqual(threads.values, [true, true])
        XCTAssertEqual(MainActor.assumeIsolated { model.sideEffects }, 2)
        subscription.dispose()
    }

    func testAClosureNotWrittenMainActorStillRunsOnTheDeliveringThread() {
        let threads = SchedulerTestLog<Bool>()
        let delivered = expectation(description: "delivered in the background")
        let subscription = Observable.just(1).subscribe(on: background)
            .subscribe(onNext: { _ in threads.append(Thread.isMainThread) }, onCompleted: { delivered.fulfill() })
        wait(for: [delivered], timeout: 5)
        XCTAssertEqual(threads.values, [false])
        subscription.dispose()
    }
}
