import RxTest
import XCTest
@testable import RxSwift

final class TaskSinkTests: LeakCheckingTestCase {
    func testElementsThenCompletionAreDeliveredFromTheTask() async {
        let source: Observable<Int> = taskObservable(detached: false, priority: nil) { sink in
            sink.deliver(1)
            await Task.yield()
            sink.deliver(2)
        }
        let recorder = Recorder<Event<Int>>()
        let subscription = source.subscribe { recorder.record($0) }
        let arrived = await eventually { recorder.recorded.count == 3 }
        XCTAssertTrue(arrived)
        subscription.dispose()
        XCTAssertEqual(recorder.recorded, [.next(1), .next(2), .completed])
    }

    func testWhatProduceThrowsIsTheErrorEvent() async {
        let source: Observable<Int> = taskObservable(detached: true, priority: nil) { sink in
            sink.deliver(1)
            throw ConcurrencyTestError(9)
        }
        let recorder = Recorder<Event<Int>>()
        let subscription = source.subscribe { recorder.record($0) }
        let arrived = await eventually { recorder.recorded.count == 2 }
        XCTAssertTrue(arrived)
        subscription.dispose()
        XCTAssertEqual(recorder.recorded.first, .next(1))
        XCTAssertEqual(recorder.recorded.last?.error as? ConcurrencyTestError, ConcurrencyTestError(9))
    }

    func testProduceRunsOncePerSubscription() async {
        let runs = Counter()
        let source: Observable<Int> = taskObservable(detached: false, priority: nil) { _ in runs.increment() }
        XCTAssertEqual(runs.value, 0)
        let completions = Counter()
        let first = source.subscribe(onCompleted: { completions.increment() })
        let second = source.subscribe(onCompleted: { completions.increment() })
        let completed = await eventually { completions.value == 2 }
        XCTAssertTrue(completed)
        first.dispose()
        second.dispose()
        XCTAssertEqual(runs.value, 2)
    }

    func testDisposalCancelsTheTaskAndDropsLaterDeliveries() async {
        let before = Resources.total
        let started = Flag(), sawCancellation = Flag()
        let source: Observable<Int> = taskObservable(detached: false, priority: nil) { sink in
            started.raise()
            while !Task.isCancelled { await Task.yield() }
            sawCancellation.raise()
            sink.deliver(1)
        }
        let recorder = Recorder<Event<Int>>()
        let subscription = source.subscribe { recorder.record($0) }
        let didStart = await eventually { started.isRaised }
        XCTAssertTrue(didStart)
        subscription.dispose()
        let cancelled = await eventually { sawCancellation.isRaised }
        XCTAssertTrue(cancelled)
        let released = await eventually { Resources.total == before }
        XCTAssertTrue(released, "the sink is released when the task ends")
        XCTAssertEqual(recorder.recorded, [], "neither the element nor the completion is delivered after disposal")
    }

    func testAnObserverDisposingFromInsideItsHandlerStopsTheTask() async {
        let subscription = SingleAssignmentDisposable()
        let before = Resources.total
        let sawCancellation = Flag()
        let subscribed = Flag()
        let source: Observable<Int> = taskObservable(detached: false, priority: nil) { sink in
            // The task may start before `subscribe` returns; until the subscription is stored,
            // disposing it from the handler cannot reach the task yet.
            while !subscribed.isRaised { await Task.yield() }
            var value = 0
            while !Task.isCancelled {
                sink.deliver(value)
                value += 1
                await Task.yield()
            }
            sawCancellation.raise()
        }
        let recorder = Recorder<Int>()
        subscription.setDisposable(source.subscribe(onNext: { value in
            recorder.record(value)
            if value == 3 { subscription.dispose() }
        }))
        subscribed.raise()
        let cancelled = await eventually { sawCancellation.isRaised }
        XCTAssertTrue(cancelled)
        let released = await eventually { Resources.total == before }
        XCTAssertTrue(released)
        XCTAssertEqual(recorder.recorded, [0, 1, 2, 3])
    }
}
