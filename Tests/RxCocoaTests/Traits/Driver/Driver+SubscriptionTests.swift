import RxCocoa
import RxRelay
import RxSwift
import RxTest
import XCTest

private final class Owner {
    var received: [Int] = []
}

final class DriverSubscriptionTests: LeakCheckingTestCase {
    private func virtualTime(_ body: (TestScheduler) -> Void) {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            body(scheduler)
        }
    }

    private func numbers(_ scheduler: TestScheduler) -> Driver<Int> {
        scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)]).asDriver(onErrorJustReturn: 0)
    }

    func testDriveObservers() {
        virtualTime { scheduler in
            let driver = numbers(scheduler)
            let first = scheduler.createObserver(Int.self)
            let second = scheduler.createObserver(Int.self)
            let subscription = driver.drive(first, second)
            scheduler.start()
            XCTAssertEqual(first.events, [.next(211, 1), .next(221, 2), .completed(231)])
            XCTAssertEqual(second.events, first.events)
            subscription.dispose()
        }
    }

    func testDriveOptionalObservers() {
        virtualTime { scheduler in
            let observer = scheduler.createObserver(Int?.self)
            let subscription = numbers(scheduler).drive(observer)
            scheduler.start()
            XCTAssertEqual(observer.events, [.next(211, Optional(1)), .next(221, Optional(2)), .completed(231)])
            subscription.dispose()
        }
    }

    func testDriveBehaviorRelays() {
        virtualTime { scheduler in
            let relay = BehaviorRelay(value: 0)
            let optional = BehaviorRelay<Int?>(value: nil)
            let subscriptions = [numbers(scheduler).drive(relay), numbers(scheduler).drive(optional)]
            scheduler.start()
            XCTAssertEqual(relay.value, 2)
            XCTAssertEqual(optional.value, 2)
            subscriptions.forEach { $0.dispose() }
        }
    }

    func testDriveReplayRelays() {
        virtualTime { scheduler in
            let relay = ReplayRelay<Int>.createUnbounded()
            let optional = ReplayRelay<Int?>.createUnbounded()
            let subscriptions = [numbers(scheduler).drive(relay), numbers(scheduler).drive(optional)]
            scheduler.start()
            let replayed = Captured<[Int]>([])
            let replayedOptional = Captured<[Int?]>([])
            let readers = [relay.subscribe(onNext: { replayed.value.append($0) }), optional.subscribe(onNext: { replayedOptional.value.append($0) })]
            XCTAssertEqual(replayed.value, [1, 2])
            XCTAssertEqual(replayedOptional.value, [1, 2])
            (subscriptions + readers).forEach { $0.dispose() }
        }
    }

    func testDriveWithTransformationAndCurriedArgument() {
        virtualTime { scheduler in
            let driver = Driver.just(3)
            let transformed: Disposable = driver.drive { (source: Observable<Int>) in source.subscribe() }
            let curried: String = driver.drive({ (_: Observable<Int>) in { (prefix: String) in prefix + "!" } }, curriedArgument: "done")
            XCTAssertEqual(curried, "done!")
            scheduler.start()
            transformed.dispose()
        }
    }

    func testDriveClosures() {
        virtualTime { scheduler in
            let received = Captured<[Int]>([])
            let completed = Captured(false)
            let disposed = Captured(false)
            _ = numbers(scheduler).drive(onNext: { received.value.append($0) }, onCompleted: { completed.value = true }, onDisposed: { disposed.value = true })
            scheduler.start()
            XCTAssertEqual(received.value, [1, 2])
            XCTAssertTrue(completed.value)
            XCTAssertTrue(disposed.value)
        }
    }

    func testDriveWithObject() {
        virtualTime { scheduler in
            let owner = Owner()
            let completedWith = Captured<Owner?>(nil)
            _ = numbers(scheduler).drive(with: owner, onNext: { $0.received.append($1) }, onCompleted: { completedWith.value = $0 })
            scheduler.start()
            XCTAssertEqual(owner.received, [1, 2])
            XCTAssertTrue(completedWith.value === owner)
        }
    }

    func testDriveWithoutArgumentsSubscribes() {
        virtualTime { scheduler in
            let source = scheduler.createColdObservable([Recorded<Event<Int>>]())
            let subscription = source.asDriver(onErrorJustReturn: 0).drive()
            scheduler.advanceTo(10)
            XCTAssertEqual(source.subscriptions.count, 1)
            subscription.dispose()
        }
    }

    func testDriveOffTheMainThreadStopsWithTheUpstreamMessage() {
        let driveLine: UInt = #line + 3
        if ChildProcess.isRunning(case: "drive") {
            let driver = Driver<Int>.never()
            _ = onBackgroundThread { driver.drive() }
            return
        }
        ChildProcess.assertProgrammerError(
            test: "DriverSubscriptionTests/testDriveOffTheMainThreadStopsWithTheUpstreamMessage",
            case: "drive",
            mentions: [
                "`drive*` family of methods can be only called from `MainThread`.", "the last replayed `Driver` element is delivered on `MainThread`",
                "Driver+SubscriptionTests.swift:\(driveLine)",
            ]
        )
    }

    func testEveryDriveFormRecordsItsCallerInTheSubscriptionInspector() {
        let wasEnabled = SubscriptionInspector.isEnabled
        defer { SubscriptionInspector.isEnabled = wasEnabled }
        SubscriptionInspector.isEnabled = true
        let known = Set(SubscriptionInspector.liveSubscriptions.map(\.id))
        let driver = PublishSubject<Int>().asDriver(onErrorJustReturn: 0)
        let owner = Owner()
        var lines: [UInt] = []
        var subscriptions: [Disposable] = []
        lines.append(#line); subscriptions.append(driver.drive(onNext: { _ in }))
        lines.append(#line); subscriptions.append(driver.drive(with: owner, onNext: { _, _ in }))
        lines.append(#line); subscriptions.append(driver.drive(BehaviorRelay(value: 0)))
        lines.append(#line); subscriptions.append(driver.drive(AnyObserver<Int> { _ in }))
        lines.append(#line); subscriptions.append(driver.drive())
        let recorded = SubscriptionInspector.liveSubscriptions.filter { !known.contains($0.id) }
        XCTAssertEqual(recorded.map(\.line), lines)
        XCTAssertTrue(recorded.allSatisfy { $0.file?.hasSuffix("Driver+SubscriptionTests.swift") ?? false }, "\(recorded)")
        subscriptions.forEach { $0.dispose() }
    }
}
