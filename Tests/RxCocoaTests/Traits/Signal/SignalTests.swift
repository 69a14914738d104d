import RxCocoa
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
}
