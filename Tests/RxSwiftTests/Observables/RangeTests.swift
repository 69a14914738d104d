import Foundation
@testable import RxSwift
import RxTest
import XCTest

final class RangeTests: LeakCheckingTestCase {
    private func record<Element>(_ observable: Observable<Element>) -> [String] {
        let events = Captured<[String]>([])
        _ = observable.subscribe { event in events.value.append(describe(event)) }
        return events.value
    }

    func testRangeSendsCountConsecutiveIntegers() {
        XCTAssertEqual(record(Observable.range(start: 5, count: 3)), ["next(5)", "next(6)", "next(7)", "completed"])
    }

    func testRangeOfZeroOnlyCompletes() {
        XCTAssertEqual(record(Observable<Int>.range(start: 10, count: 0)), ["completed"])
    }

    func testRangeWithNegativeStart() {
        XCTAssertEqual(record(Observable<Int>.range(start: -2, count: 3)), ["next(-2)", "next(-1)", "next(0)", "completed"])
    }

    func testRangeEndingAtTheTypesMaximum() {
        XCTAssertEqual(record(Observable<Int8>.range(start: 125, count: 3)), ["next(125)", "next(126)", "next(127)", "completed"])
    }

    func testRangeOfUnsignedIntegers() {
        XCTAssertEqual(record(Observable<UInt8>.range(start: 254, count: 2)), ["next(254)", "next(255)", "completed"])
        XCTAssertEqual(record(Observable<UInt>.range(start: 0, count: 0)), ["completed"])
    }

    // MARK: restarting an ended sink (the merge's recycling)

    func testARangeRestartsAnEndedSinkOfItsOwnClassAsANewSubscription() {
        let events = Captured<[String]>([])
        let target = NSObject()
        let sink = Observable.range(start: 0, count: 2).reusableSinkProducer!.makeSink { events.value.append(describe($0)) }
        sink.setDeliveryTag(target)
        ScheduledIterationSink.startSubscription(sink)
        XCTAssertEqual(events.value, ["next(0)", "next(1)", "completed"])
        XCTAssertTrue(sink.isDisposed)

        XCTAssertTrue(Observable.range(start: 10, count: 3).reusableSinkProducer!.restartSink(sink))
        XCTAssertFalse(sink.isDisposed)
        XCTAssertEqual(ScheduledIterationSink<Int>.carriedDeliveryTag(of: sink), deliveryTag(of: target), "the sink keeps its delivery tag")
        ScheduledIterationSink.startSubscription(sink)
        XCTAssertEqual(events.value, ["next(0)", "next(1)", "completed", "next(10)", "next(11)", "next(12)", "completed"])
        XCTAssertTrue(sink.isDisposed)
    }

    func testOnlyARangeOnTheCurrentThreadSchedulerRestartsOnlyASinkOfARangeOfItsType() {
        final class OtherSink: ScheduledIterationSink<Int>, @unchecked Sendable {
            init() {
                super.init(scheduler: nil, runSteps: { _, _ in false }, observer: { _ in })
            }
        }
        let rangeSink = Observable.range(start: 0, count: 1).reusableSinkProducer!.makeSink { _ in }
        rangeSink.dispose()
        let otherSink = OtherSink()
        otherSink.dispose()
        XCTAssertFalse(Observable.range(start: 0, count: 1).reusableSinkProducer!.restartSink(otherSink), "a sink of another class")
        XCTAssertFalse(Observable.range(start: 0, count: 1, scheduler: SerialDispatchQueueScheduler(internalSerialQueueName: "range")).reusableSinkProducer!.restartSink(rangeSink), "a range on another scheduler")
        XCTAssertNil(Observable.just(0).reusableSinkProducer, "a sequence that builds no such sinks")
        XCTAssertTrue(rangeSink.isDisposed, "a refused sink is left as it was")
        XCTAssertTrue(otherSink.isDisposed)
    }

    func testLargeRangeThroughMapAndFilterIsDeliveredDuringSubscribe() {
        let sum = Captured(0)
        let count = Captured(0)
        let completed = Captured(false)
        _ = Observable.range(start: 0, count: 1_000_000)
            .map { $0 * 2 }
            .filter { $0 % 3 == 0 }
            .subscribe(onNext: { sum.value += $0; count.value += 1 }, onCompleted: { completed.value = true })
        XCTAssertTrue(completed.value)
        XCTAssertEqual(count.value, 333_334)
        XCTAssertEqual(sum.value, (0..<1_000_000).lazy.map { $0 * 2 }.filter { $0 % 3 == 0 }.reduce(0, +))
    }

    func testDisposingInsideOnNextStopsTheRange() {
        let events = Captured<[String]>([])
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            let holder = SingleAssignmentDisposable()
            holder.setDisposable(Observable.range(start: 0, count: 1_000).subscribe { event in
                events.value.append(describe(event))
                if case .next(2) = event {
                    holder.dispose()
                }
            })
            return Disposables.create()
        }
        XCTAssertEqual(events.value, ["next(0)", "next(1)", "next(2)"])
    }

    func testTwoRangesOnTheCurrentThreadSchedulerInterleave() {
        let events = Captured<[String]>([])
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            _ = Observable.range(start: 0, count: 2).subscribe { events.value.append("a " + describe($0)) }
            _ = Observable.range(start: 10, count: 2).subscribe { events.value.append("b " + describe($0)) }
            return Disposables.create()
        }
        XCTAssertEqual(events.value, [
            "a next(0)", "b next(10)", "a next(1)", "b next(11)", "a completed", "b completed",
        ])
    }

    func testRangeWithoutSchedulerWaitsForTheRunningTrampolineAction() {
        let events = Captured<[String]>([])
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            _ = Observable.range(start: 1, count: 2).subscribe { events.value.append(describe($0)) }
            events.value.append("action returns")
            return Disposables.create()
        }
        XCTAssertEqual(events.value, ["action returns", "next(1)", "next(2)", "completed"])
    }

    func testRangeWithTheCurrentThreadSchedulerNamedInterleavesWithTheDefaultForm() {
        let events = Captured<[String]>([])
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            _ = Observable.range(start: 0, count: 2, scheduler: CurrentThreadScheduler.instance)
                .subscribe { events.value.append("a " + describe($0)) }
            _ = Observable.range(start: 10, count: 2).subscribe { events.value.append("b " + describe($0)) }
            events.value.append("action returns")
            return Disposables.create()
        }
        XCTAssertEqual(events.value, [
            "action returns", "a next(0)", "b next(10)", "a next(1)", "b next(11)", "a completed", "b completed",
        ])
    }

    func testRangeOnASerialDispatchQueueScheduler() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "RangeTests.serial")
        let done = expectation(description: "completed")
        let events = Captured<[String]>([])
        let subscription = Observable.range(start: 1, count: 3, scheduler: scheduler).subscribe { event in
            events.value.append(describe(event))
            if event.isCompleted {
                done.fulfill()
            }
        }
        wait(for: [done], timeout: 5)
        XCTAssertEqual(events.value, ["next(1)", "next(2)", "next(3)", "completed"])
        subscription.dispose()
    }
}

private func describe<Element>(_ event: Event<Element>) -> String {
    switch event {
    case .next(let element): return "next(\(element))"
    case .error(let error): return "error(\(error))"
    case .completed: return "completed"
    }
}

// MARK: - Virtual time

extension RangeTests {
    func testRangeWithSchedulerSendsOneIntegerPerAction() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start { Observable.range(start: 1, count: 3, scheduler: scheduler) }
        XCTAssertEqual(observer.events, [.next(201, 1), .next(202, 2), .next(203, 3), .completed(204)])
    }

    func testRangeWithSchedulerDisposedBetweenIntegers() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start(disposed: 203) { Observable.range(start: -5, count: 100, scheduler: scheduler) }
        XCTAssertEqual(observer.events, [.next(201, -5), .next(202, -4)])
    }

    func testRangeWithSchedulerUpToTheMaximum() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start { Observable.range(start: Int.max, count: 1, scheduler: scheduler) }
        XCTAssertEqual(observer.events, [.next(201, Int.max), .completed(202)])
    }

    func testEmptyRangeWithSchedulerCompletesInTheFirstAction() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start { Observable.range(start: 0, count: 0, scheduler: scheduler) }
        XCTAssertEqual(observer.events, [.completed(201)])
    }
}
