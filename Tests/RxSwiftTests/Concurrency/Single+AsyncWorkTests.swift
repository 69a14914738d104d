import RxSwift
import RxTest
import XCTest

private enum TaskLocals {
    @TaskLocal static var marker: String?
}

final class SingleAsyncWorkTests: LeakCheckingTestCase {
    private func outcome<Element: Sendable>(of single: Single<Element>) async -> SingleEvent<Element>? {
        let recorder = Recorder<SingleEvent<Element>>()
        let subscription = single.subscribe { recorder.record($0) }
        let arrived = await eventually { !recorder.recorded.isEmpty }
        XCTAssertTrue(arrived, "the Single delivered no outcome")
        subscription.dispose()
        XCTAssertLessThanOrEqual(recorder.recorded.count, 1)
        return recorder.recorded.first
    }

    func testTheReturnedValueIsTheElement() async throws {
        let single = Single<Int>.create {
            await Task.yield()
            return 42
        }
        let outcome = await outcome(of: single)
        XCTAssertEqual(try outcome?.get(), 42)
    }

    func testTheThrownErrorIsTheFailure() async {
        let single = Single<Int>.create { () async throws -> Int in
            throw ConcurrencyTestError(5)
        }
        guard case .failure(let error)? = await outcome(of: single) else {
            return XCTFail("expected a failure")
        }
        XCTAssertEqual(error as? ConcurrencyTestError, ConcurrencyTestError(5))
    }

    func testEverySubscriptionRunsTheWorkAgain() async {
        let runs = Counter()
        let single = Single<Int>.create {
            runs.increment()
            return runs.value
        }
        XCTAssertEqual(runs.value, 0, "nothing runs before a subscription")
        _ = await outcome(of: single)
        _ = await outcome(of: single)
        XCTAssertEqual(runs.value, 2)
    }

    func testDisposingCancelsTheWorkAndDropsItsOutcome() async {
        let before = Resources.total
        let started = Flag(), sawCancellation = Flag()
        let single = Single<Int>.create {
            started.raise()
            do {
                try await Task.sleep(for: .seconds(60))
            } catch {
                sawCancellation.raise()
                throw error
            }
            return 1
        }
        let recorder = Recorder<SingleEvent<Int>>()
        let subscription = single.subscribe { recorder.record($0) }
        let didStart = await eventually { started.isRaised }
        XCTAssertTrue(didStart)
        subscription.dispose()
        let cancelled = await eventually { sawCancellation.isRaised }
        XCTAssertTrue(cancelled, "disposal cancels the task running the work")
        let released = await eventually { Resources.total == before }
        XCTAssertTrue(released)
        XCTAssertTrue(recorder.recorded.isEmpty, "the CancellationError is not delivered")
    }

    func testTheTaskInheritsTaskLocalsUnlessDetached() async {
        let attached = Single<String>.create { TaskLocals.marker ?? "none" }
        let detached = Single<String>.create(detached: true) { TaskLocals.marker ?? "none" }
        let attachedRecorder = Recorder<SingleEvent<String>>()
        let detachedRecorder = Recorder<SingleEvent<String>>()
        let subscriptions = TaskLocals.$marker.withValue("subscriber") {
            [attached.subscribe { attachedRecorder.record($0) }, detached.subscribe { detachedRecorder.record($0) }]
        }
        let arrived = await eventually { attachedRecorder.recorded.count == 1 && detachedRecorder.recorded.count == 1 }
        XCTAssertTrue(arrived)
        subscriptions.forEach { $0.dispose() }
        XCTAssertEqual(try attachedRecorder.recorded.first?.get(), "subscriber")
        XCTAssertEqual(try detachedRecorder.recorded.first?.get(), "none")
    }

    func testTheTaskRunsWithTheGivenPriority() async {
        let single = Single<Int>.create(detached: true, priority: .low) {
            Int(Task.basePriority?.rawValue ?? 0)
        }
        let outcome = await outcome(of: single)
        XCTAssertEqual(try outcome?.get(), Int(TaskPriority.low.rawValue))
    }

    func testTheSubscribeClosureFormStillPicksTheSynchronousCreate() {
        let delivered = Captured<Int?>(nil)
        let single = Single<Int>.create { observer in
            observer(.success(7))
            return Disposables.create()
        }
        single.subscribe(onSuccess: { delivered.value = $0 }).dispose()
        XCTAssertEqual(delivered.value, 7, "the synchronous create delivers during subscribe")
    }

    func testAwaitingValueOfAnAsyncSingle() async throws {
        let value = try await awaitResult {
            try await Single<Int>.create { 6 * 7 }.value
        }
        XCTAssertEqual(value, 42)
    }
}
