import Foundation
import Observation
import RxCocoa
import RxSwift
import RxTest
import XCTest

final class ReactiveObserveTests: LeakCheckingTestCase {
    // MARK: values and their timing, in virtual time

    func testEmitsTheCurrentValueThenTheValueAfterEachChange() {
        let scheduler = TestScheduler(initialClock: 0)
        let person = Person()
        scheduler.scheduleAt(250) { person.age = 1 }
        scheduler.scheduleAt(300) { person.age = 2 }
        let observer = scheduler.start { person.rx.observe(\.age, on: scheduler) }
        XCTAssertEqual(observer.events, [.next(201, 0), .next(251, 1), .next(301, 2)])
    }

    func testChangesMadeBeforeTheNextReadAreCoalesced() {
        let scheduler = TestScheduler(initialClock: 0)
        let person = Person()
        scheduler.scheduleAt(250) {
            person.age = 1
            person.age = 2
            person.age = 3
        }
        scheduler.scheduleAt(251) { person.age = 4 }
        scheduler.scheduleAt(252) { person.age = 5 }
        let observer = scheduler.start { person.rx.observe(\.age, on: scheduler) }
        // The change at 251 comes while the read of the changes at 250 is queued for 251: the
        // read at 251 runs after it, so it sees 4.
        XCTAssertEqual(observer.events, [.next(201, 0), .next(251, 4), .next(253, 5)])
    }

    func testSettingAnEqualValueReportsNoChange() {
        let scheduler = TestScheduler(initialClock: 0)
        let person = Person()
        scheduler.scheduleAt(250) { person.age = 0 }
        scheduler.scheduleAt(300) { person.age = 1 }
        let observer = scheduler.start { person.rx.observe(\.age, on: scheduler) }
        XCTAssertEqual(observer.events, [.next(201, 0), .next(301, 1)])
    }

    func testUnrelatedPropertiesAreNotTracked() {
        let scheduler = TestScheduler(initialClock: 0)
        let person = Person()
        scheduler.scheduleAt(250) { person.first = "Grace" }
        scheduler.scheduleAt(300) { person.age = 7 }
        let observer = scheduler.start { person.rx.observe(\.age, on: scheduler) }
        XCTAssertEqual(observer.events, [.next(201, 0), .next(301, 7)])
    }

    func testTracksWhatAComputedPropertyReads() {
        let scheduler = TestScheduler(initialClock: 0)
        let person = Person()
        scheduler.scheduleAt(250) { person.last = "Byron" }
        scheduler.scheduleAt(300) { person.first = "Grace" }
        scheduler.scheduleAt(350) { person.age = 3 }
        let observer = scheduler.start { person.rx.observe(\.fullName, on: scheduler) }
        XCTAssertEqual(observer.events, [.next(201, "Ada Lovelace"), .next(251, "Ada Byron"), .next(301, "Grace Byron")])
    }

    func testTracksNestedObservableObjects() {
        let scheduler = TestScheduler(initialClock: 0)
        let person = Person()
        let first = Pet(name: "Rex")
        let second = Pet(name: "Tom")
        person.pet = first
        scheduler.scheduleAt(250) { first.name = "Max" }
        scheduler.scheduleAt(300) { person.pet = second }
        scheduler.scheduleAt(350) { first.name = "no longer tracked" }
        scheduler.scheduleAt(400) { second.name = "Jerry" }
        let observer = scheduler.start { person.rx.observe(\.pet?.name, on: scheduler) }
        XCTAssertEqual(observer.events, [.next(201, "Rex"), .next(251, "Max"), .next(301, "Tom"), .next(401, "Jerry")])
    }

    // MARK: lifetime

    func testCompletesWhenTheModelIsDeallocated() {
        let scheduler = TestScheduler(initialClock: 0)
        var person: Person? = Person()
        weak let weakPerson = person
        let observable = person!.rx.observe(\.age, on: scheduler)
        scheduler.scheduleAt(300) { person = nil }
        let observer = scheduler.start { observable }
        XCTAssertNil(weakPerson, "the observation keeps the model alive")
        XCTAssertEqual(observer.events, [.next(201, 0), .completed(301)])
    }

    func testEverySubscriptionCompletesWhenTheModelIsDeallocated() {
        let scheduler = TestScheduler(initialClock: 0)
        var person: Person? = Person()
        let ages = person!.rx.observe(\.age, on: scheduler)
        let names = person!.rx.observe(\.fullName, on: scheduler)
        let agesObserver = scheduler.createObserver(Int.self)
        let namesObserver = scheduler.createObserver(String.self)
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(200) {
            subscriptions.append(ages.subscribe(agesObserver))
            subscriptions.append(names.subscribe(namesObserver))
        }
        scheduler.scheduleAt(300) { person = nil }
        scheduler.scheduleAt(1000) { subscriptions.forEach { $0.dispose() } }
        scheduler.start()
        XCTAssertEqual(agesObserver.events, [.next(201, 0), .completed(301)])
        XCTAssertEqual(namesObserver.events, [.next(201, "Ada Lovelace"), .completed(301)])
    }

    func testCompletesAtOnceWhenTheModelIsGoneBeforeSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        var person: Person? = Person()
        let observable = person!.rx.observe(\.age, on: scheduler)
        person = nil
        let observer = scheduler.start { observable }
        XCTAssertEqual(observer.events, [.completed(201)])
    }

    func testTheObservationDoesNotKeepTheModelAliveBeforeSubscription() {
        var person: Person? = Person()
        weak let weakPerson = person
        let observable = person!.rx.observe(\.age)
        person = nil
        XCTAssertNil(weakPerson)
        _ = observable
    }

    func testDisposingStopsTrackingAndArmsNothingAgain() {
        let scheduler = TestScheduler(initialClock: 0)
        let person = Person()
        scheduler.scheduleAt(250) { person.age = 1 }
        scheduler.scheduleAt(400) { person.age = 2 }
        scheduler.scheduleAt(450) { person.age = 3 }
        let observer = scheduler.start(disposed: 300) { person.rx.observe(\.trackedAge, on: scheduler) }
        XCTAssertEqual(observer.events, [.next(201, 0), .next(251, 1)])
        // Two deliveries while subscribed, each reading twice (once tracked, once after the
        // tracking is installed); the changes after the disposal read nothing: the tracking
        // they fire is not armed again.
        XCTAssertEqual(person.trackedAgeReads, 4)
    }

    func testDisposingWhileAReadIsQueuedCancelsTheRead() {
        let scheduler = TestScheduler(initialClock: 0)
        let person = Person()
        scheduler.scheduleAt(300) { person.age = 1 }
        let observer = scheduler.start(disposed: 300) { person.rx.observe(\.trackedAge, on: scheduler) }
        XCTAssertEqual(observer.events, [.next(201, 0)])
        XCTAssertEqual(person.trackedAgeReads, 2)
    }

    // MARK: threads

    func testAChangeMadeOnAnotherThreadWhileTheTrackingIsBeingArmedIsDelivered() {
        let scheduler = TestScheduler(initialClock: 0)
        let counter = SharedCounter()
        // The first read of the value, inside the tracked read, waits until another thread has
        // made a whole change: Observation installs the tracking only after the tracked read
        // returns, so that change is reported to nobody and only a later read sees it.
        counter.afterNextRead = {
            let changed = DispatchSemaphore(value: 0)
            Thread {
                counter.increment()
                changed.signal()
            }.start()
            changed.wait()
        }
        let observer = scheduler.start { counter.rx.observe(\.value, on: scheduler) }
        XCTAssertEqual(observer.events, [.next(201, 1)])
    }

    func testTwoThreadsChangingTheModelAtOnceEndWithTheLastValue() {
        let queue = DispatchQueue(label: "observation-tests.delivery")
        let scheduler = SerialDispatchQueueScheduler(queue: queue, internalSerialQueueName: "observation-tests.delivery.serial")
        for round in 0..<20 {
            let counter = SharedCounter()
            let values = Captured<[Int]>([])
            let subscription = counter.rx.observe(\.value, on: scheduler).subscribe(onNext: { values.value.append($0) })
            // The current value is read on the queue: wait for it before the threads start.
            queue.sync {}
            XCTAssertEqual(values.value, [0])
            let increments = 500
            let done = DispatchGroup()
            for _ in 0..<2 {
                done.enter()
                Thread {
                    for _ in 0..<increments {
                        counter.increment()
                    }
                    done.leave()
                }.start()
            }
            done.wait()
            // Every change was reported or seen by a read that started after it: the last value
            // arrives with no change after it.
            let expected = 2 * increments
            let deadline = Date().addingTimeInterval(10)
            while values.value.last != expected && Date() < deadline {
                Thread.sleep(forTimeInterval: 0.001)
            }
            queue.sync {}
            let seen = values.value
            XCTAssertEqual(seen.last, expected, "round \(round)")
            XCTAssertEqual(seen, seen.sorted(), "values out of order in round \(round)")
            XCTAssertLessThanOrEqual(seen.count, expected + 1)
            subscription.dispose()
        }
    }
}
