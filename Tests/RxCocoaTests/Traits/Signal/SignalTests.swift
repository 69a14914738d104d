import RxCocoa
import RxRelay
import RxSwift
import RxTest
import XCTest

final class SignalTests: LeakCheckingTestCase {
    func testReplaysNothingToALateSubscriber() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let signal = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3)]).asSignal(onErrorJustReturn: 0)
            let early = scheduler.createObserver(Int.self)
            let late = scheduler.createObserver(Int.self)
            var subscriptions: [Disposable] = []
            scheduler.scheduleAt(200) { subscriptions.append(signal.emit(to: early)) }
            scheduler.scheduleAt(230) { subscriptions.append(signal.emit(to: late)) }
            scheduler.scheduleAt(300) { subscriptions.forEach { $0.dispose() } }
            scheduler.start()
            XCTAssertEqual(early.events, [.next(211, 1), .next(221, 2), .next(241, 3)])
            XCTAssertEqual(late.events, [.next(241, 3)])
        }
    }

    func testSubscribersShareOneSourceSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let source = scheduler.createColdObservable([.next(10, 1)])
            let signal = source.asSignal(onErrorJustReturn: 0)
            var subscriptions: [Disposable] = []
            scheduler.scheduleAt(200) { subscriptions.append(signal.emit()) }
            scheduler.scheduleAt(220) { subscriptions.append(signal.emit()) }
            scheduler.scheduleAt(300) { subscriptions.forEach { $0.dispose() } }
            scheduler.start()
            XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
        }
    }

    func testAsSignalOfASignalIsTheSignal() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let signal = Signal.just(1)
            XCTAssertEqual(scheduler.start { signal.asSignal().asObservable() }.events, [.next(201, 1), .completed(201)])
        }
    }

    func testDeliversOnTheMainThreadWithTheRealScheduler() {
        let subject = PublishSubject<Int>()
        let signal = subject.asSignal(onErrorJustReturn: 0)
        let delivered = expectation(description: "delivered")
        let subscription = signal.emit(onNext: { _ in
            XCTAssertTrue(Thread.isMainThread)
            delivered.fulfill()
        })
        onBackgroundThread { subject.onNext(1) }
        wait(for: [delivered], timeout: 5)
        subscription.dispose()
    }

    // One thread accepts into a relay while two others keep subscribing to its Signal and
    // disposing: the emitted observer gets every element once, in order, on the main thread,
    // one at a time.
    func testSignalOfARelayFedFromAnotherThreadDeliversEverythingOnceOnTheMainThread() {
        let relay = PublishRelay<Int>()
        let signal = relay.asSignal()
        let log = MainThreadDeliveryLog()
        let subscription = signal.emit(onNext: { log.record($0) })
        let pusher: @Sendable () -> Void = { (0..<2_000).forEach { relay.accept($0) } }
        let churners: [@Sendable () -> Void] = (0..<2).map { _ in
            { (0..<200).forEach { _ in signal.asObservable().subscribe().dispose() } }
        }
        runOnThreadsPumpingTheMainLoop([pusher] + churners, until: { log.elements.count >= 2_000 })
        XCTAssertEqual(log.elements, Array(0..<2_000))
        XCTAssertEqual(log.deliveriesOffTheMainThread, 0)
        XCTAssertEqual(log.overlappingDeliveries, 0)
        subscription.dispose()
    }
}
