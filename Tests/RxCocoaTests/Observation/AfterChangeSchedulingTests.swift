import Foundation
import Observation
import RxCocoa
import RxSwift
import RxTest
import XCTest

/// How `rx.observe` queues its reads on each kind of scheduler (`AfterChangeScheduling`); the
/// virtual-time route is in `ReactiveObserveTests`.
final class AfterChangeSchedulingTests: LeakCheckingTestCase {
    func testOnTheMainSchedulerTheCurrentValueComesAtOnce() {
        let person = Person()
        let received = Captured<[Int]>([])
        let subscription = person.rx.observe(\.age).subscribe(onNext: { received.value.append($0) })
        XCTAssertEqual(received.value, [0])
        subscription.dispose()
    }

    func testAChangeOnTheMainThreadIsReadAfterItIsMade() {
        for scheduler: SchedulerType in [MainScheduler.instance, ConcurrentMainScheduler.instance] {
            let person = Person()
            let received = Captured<[Int]>([])
            let subscription = person.rx.observe(\.age, on: scheduler).subscribe(onNext: { received.value.append($0) })
            person.age = 1
            // Observation reports the change before it is stored: a read inside the report would
            // see 0 again.
            XCTAssertEqual(received.value, [0], "\(scheduler)")
            drainMainQueue()
            XCTAssertEqual(received.value, [0, 1], "\(scheduler)")
            subscription.dispose()
        }
    }

    func testAChangeOnAnotherThreadIsReadOnTheMainThread() {
        // The model is changed on two threads, so it guards its storage (`SharedCounter`).
        let counter = SharedCounter()
        let received = Captured<[Int]>([])
        let onMainThread = Captured<[Bool]>([])
        let subscription = counter.rx.observe(\.value).subscribe(onNext: {
            received.value.append($0)
            onMainThread.value.append(Thread.isMainThread)
        })
        onBackgroundThread { counter.increment() }
        drainMainQueue()
        // Observation reports the background change before it is stored, so its read may still
        // see 0; a change made on the main thread is always read after it is stored.
        counter.increment()
        drainMainQueue()
        XCTAssertEqual(received.value.first, 0)
        XCTAssertEqual(received.value.last, 2)
        XCTAssertEqual(received.value, received.value.sorted())
        XCTAssertEqual(Set(onMainThread.value), [true])
        subscription.dispose()
    }

    func testReadsAndDeliversOnTheGivenDispatchQueue() {
        let queue = DispatchQueue(label: "observation-tests")
        let key = DispatchSpecificKey<Bool>()
        queue.setSpecific(key: key, value: true)
        let counter = SharedCounter()
        let onQueue = Captured<[Bool]>([])
        let values = Captured<[Int]>([])
        let delivered = expectation(description: "two values")
        delivered.expectedFulfillmentCount = 2
        let subscription = counter.rx.observe(\.value, on: SerialDispatchQueueScheduler(queue: queue, internalSerialQueueName: "observation-tests.serial"))
            .subscribe(onNext: { value in
                onQueue.value.append(DispatchQueue.getSpecific(key: key) == true)
                values.value.append(value)
                delivered.fulfill()
            })
        queue.sync { counter.increment() }
        wait(for: [delivered], timeout: 5)
        XCTAssertEqual(values.value, [0, 1])
        XCTAssertEqual(onQueue.value, [true, true])
        subscription.dispose()
    }
}
