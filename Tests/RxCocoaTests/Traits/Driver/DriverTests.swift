import RxCocoa
import RxSwift
import RxTest
import XCTest

final class DriverTests: LeakCheckingTestCase {
    func testReplaysTheLatestElementToALateSubscriber() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3)]).asDriver(onErrorJustReturn: 0)
            let early = scheduler.createObserver(Int.self)
            let late = scheduler.createObserver(Int.self)
            var subscriptions: [Disposable] = []
            scheduler.scheduleAt(200) { subscriptions.append(driver.drive(early)) }
            scheduler.scheduleAt(230) { subscriptions.append(driver.drive(late)) }
            scheduler.scheduleAt(300) { subscriptions.forEach { $0.dispose() } }
            scheduler.start()
            XCTAssertEqual(early.events, [.next(211, 1), .next(221, 2), .next(241, 3)])
            XCTAssertEqual(late.events, [.next(230, 2), .next(241, 3)])
        }
    }

    func testForgetsTheLatestElementWhenTheLastSubscriberLeaves() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = scheduler.createHotObservable([.next(210, 1), .next(260, 2)]).asDriver(onErrorJustReturn: 0)
            let first = scheduler.createObserver(Int.self)
            let second = scheduler.createObserver(Int.self)
            var subscription: Disposable?
            scheduler.scheduleAt(200) { subscription = driver.drive(first) }
            scheduler.scheduleAt(230) { subscription?.dispose() }
            scheduler.scheduleAt(250) { subscription = driver.drive(second) }
            scheduler.scheduleAt(300) { subscription?.dispose() }
            scheduler.start()
            XCTAssertEqual(first.events, [.next(211, 1)])
            XCTAssertEqual(second.events, [.next(261, 2)])
        }
    }

    func testSubscribersShareOneSourceSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let source = scheduler.createColdObservable([.next(10, 1)])
            let driver = source.asDriver(onErrorJustReturn: 0)
            var subscriptions: [Disposable] = []
            scheduler.scheduleAt(200) { subscriptions.append(driver.drive()) }
            scheduler.scheduleAt(220) { subscriptions.append(driver.drive()) }
            scheduler.scheduleAt(300) { subscriptions.forEach { $0.dispose() } }
            scheduler.start()
            XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
        }
    }

    func testAsDriverOfADriverIsTheDriver() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = Driver.just(1)
            XCTAssertEqual(scheduler.start { driver.asDriver().asObservable() }.events, [.next(201, 1), .completed(201)])
        }
    }

    func testDeliversOnTheMainThreadWithTheRealScheduler() {
        let subject = PublishSubject<Int>()
        let driver = subject.asDriver(onErrorJustReturn: 0)
        let delivered = expectation(description: "delivered")
        let subscription = driver.drive(onNext: { _ in
            XCTAssertTrue(Thread.isMainThread)
            delivered.fulfill()
        })
        onBackgroundThread { subject.onNext(1) }
        wait(for: [delivered], timeout: 5)
        subscription.dispose()
    }

    // Three threads push into the sources of a merged Driver while two others keep subscribing
    // to it and disposing: the driven observer gets every element once, in each source's
    // order, on the main thread, one at a time, then the completion.
    func testDriverOfSourcesPushedFromSeveralThreadsDeliversEverythingOnceOnTheMainThread() {
        let subjects = (0..<3).map { _ in PublishSubject<Int>() }
        let driver = Observable.merge(subjects.map { $0.asObservable() }).asDriver(onErrorJustReturn: -1)
        let log = MainThreadDeliveryLog()
        let subscription = driver.drive(onNext: { log.record($0) }, onCompleted: { log.complete() })
        let pushers: [@Sendable () -> Void] = subjects.enumerated().map { thread, subject in
            {
                for index in 0..<1_000 {
                    subject.onNext(thread * 1_000_000 + index)
                }
                subject.onCompleted()
            }
        }
        let churners: [@Sendable () -> Void] = (0..<2).map { _ in
            { (0..<200).forEach { _ in driver.asObservable().subscribe().dispose() } }
        }
        runOnThreadsPumpingTheMainLoop(pushers + churners, until: { log.completed })
        XCTAssertEqual(log.elements.count, 3_000)
        for thread in 0..<3 {
            XCTAssertEqual(log.elements.filter { $0 / 1_000_000 == thread }, (0..<1_000).map { thread * 1_000_000 + $0 })
        }
        XCTAssertEqual(log.deliveriesOffTheMainThread, 0)
        XCTAssertEqual(log.overlappingDeliveries, 0)
        subscription.dispose()
    }
}
