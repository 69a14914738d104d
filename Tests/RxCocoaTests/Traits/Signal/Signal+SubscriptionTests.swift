import RxCocoa
import RxRelay
import RxSwift
import RxTest
import XCTest

private final class Owner {
    var received: [Int] = []
}

final class SignalSubscriptionTests: LeakCheckingTestCase {
    private func virtualTime(_ body: (TestScheduler) -> Void) {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            body(scheduler)
        }
    }

    private func numbers(_ scheduler: TestScheduler) -> Signal<Int> {
        scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)]).asSignal(onErrorJustReturn: 0)
    }

    func testEmitToObservers() {
        virtualTime { scheduler in
            let first = scheduler.createObserver(Int.self)
            let second = scheduler.createObserver(Int.self)
            let optional = scheduler.createObserver(Int?.self)
            let subscriptions = [numbers(scheduler).emit(to: first, second), numbers(scheduler).emit(to: optional)]
            scheduler.start()
            XCTAssertEqual(first.events, [.next(211, 1), .next(221, 2), .completed(231)])
            XCTAssertEqual(second.events, first.events)
            XCTAssertEqual(optional.events, [.next(211, Optional(1)), .next(221, Optional(2)), .completed(231)])
            subscriptions.forEach { $0.dispose() }
        }
    }

    func testEmitToRelays() {
        virtualTime { scheduler in
            let behavior = BehaviorRelay(value: 0)
            let optionalBehavior = BehaviorRelay<Int?>(value: nil)
            let publish = PublishRelay<Int>()
            let optionalPublish = PublishRelay<Int?>()
            let replay = ReplayRelay<Int>.createUnbounded()
            let optionalReplay = ReplayRelay<Int?>.createUnbounded()
            let published = Captured<[Int]>([])
            let optionalPublished = Captured<[Int?]>([])
            let readers = [publish.subscribe(onNext: { published.value.append($0) }), optionalPublish.subscribe(onNext: { optionalPublished.value.append($0) })]
            let subscriptions = [
                numbers(scheduler).emit(to: behavior),
                numbers(scheduler).emit(to: optionalBehavior),
                numbers(scheduler).emit(to: publish),
                numbers(scheduler).emit(to: optionalPublish),
                numbers(scheduler).emit(to: replay),
                numbers(scheduler).emit(to: optionalReplay),
            ]
            scheduler.start()
            let replayed = Captured<[Int]>([])
            let optionalReplayed = Captured<[Int?]>([])
            let replayReaders = [replay.subscribe(onNext: { replayed.value.append($0) }), optionalReplay.subscribe(onNext: { optionalReplayed.value.append($0) })]
            XCTAssertEqual(behavior.value, 2)
            XCTAssertEqual(optionalBehavior.value, 2)
            XCTAssertEqual(published.value, [1, 2])
            XCTAssertEqual(optionalPublished.value, [1, 2])
            XCTAssertEqual(replayed.value, [1, 2])
            XCTAssertEqual(optionalReplayed.value, [1, 2])
            (readers + subscriptions + replayReaders).forEach { $0.dispose() }
        }
    }

    func testEmitClosures() {
        virtualTime { scheduler in
            let received = Captured<[Int]>([])
            let completed = Captured(false)
            let disposed = Captured(false)
            _ = numbers(scheduler).emit(onNext: { received.value.append($0) }, onCompleted: { completed.value = true }, onDisposed: { disposed.value = true })
            scheduler.start()
            XCTAssertEqual(received.value, [1, 2])
            XCTAssertTrue(completed.value)
            XCTAssertTrue(disposed.value)
        }
    }

    func testEmitWithObject() {
        virtualTime { scheduler in
            let owner = Owner()
            let disposedWith = Captured<Owner?>(nil)
            _ = numbers(scheduler).emit(with: owner, onNext: { $0.received.append($1) }, onDisposed: { disposedWith.value = $0 })
            scheduler.start()
            XCTAssertEqual(owner.received, [1, 2])
            XCTAssertTrue(disposedWith.value === owner)
        }
    }

    func testEmitWithoutArgumentsSubscribes() {
        virtualTime { scheduler in
            let source = scheduler.createColdObservable([Recorded<Event<Int>>]())
            let subscription = source.asSignal(onErrorJustReturn: 0).emit()
            scheduler.advanceTo(10)
            XCTAssertEqual(source.subscriptions.count, 1)
            subscription.dispose()
        }
    }

    func testEmitOffTheMainThreadStops() {
        let emitLine: UInt = #line + 3
        if ChildProcess.isRunning(case: "emit") {
            let signal = Signal<Int>.never()
            _ = onBackgroundThread { signal.emit() }
            return
        }
        ChildProcess.assertProgrammerError(
            test: "SignalSubscriptionTests/testEmitOffTheMainThreadStops",
            case: "emit",
            mentions: ["`emit*` family of methods can be only called from `MainThread`.", "Signal+SubscriptionTests.swift:\(emitLine)"]
        )
    }

    func testEveryEmitFormRecordsItsCallerInTheSubscriptionInspector() {
        let wasEnabled = SubscriptionInspector.isEnabled
        defer { SubscriptionInspector.isEnabled = wasEnabled }
        SubscriptionInspector.isEnabled = true
        let known = Set(SubscriptionInspector.liveSubscriptions.map(\.id))
        let signal = PublishRelay<Int>().asSignal()
        let lines: [UInt] = [#line + 2, #line + 3, #line + 4, #line + 5, #line + 6]
        let subscriptions = [
            signal.emit(onNext: { _ in }),
            signal.emit(with: Owner(), onNext: { _, _ in }),
            signal.emit(to: PublishRelay<Int>()),
            signal.emit(to: AnyObserver<Int> { _ in }),
            signal.emit(),
        ]
        let recorded = SubscriptionInspector.liveSubscriptions.filter { !known.contains($0.id) }
        XCTAssertEqual(recorded.map(\.line), lines)
        XCTAssertTrue(recorded.allSatisfy { $0.file?.hasSuffix("Signal+SubscriptionTests.swift") ?? false }, "\(recorded)")
        subscriptions.forEach { $0.dispose() }
    }
}
