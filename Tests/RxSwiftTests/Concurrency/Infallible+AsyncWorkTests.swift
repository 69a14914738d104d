import RxSwift
import RxTest
import XCTest

final class InfallibleAsyncWorkTests: LeakCheckingTestCase {
    func testTheResultIsDeliveredThenTheSequenceCompletes() async {
        let infallible = Infallible<String>.create {
            await Task.yield()
            return "done"
        }
        let recorder = Recorder<Event<String>>()
        let subscription = infallible.subscribe { recorder.record($0) }
        let arrived = await eventually { recorder.recorded.count == 2 }
        XCTAssertTrue(arrived)
        subscription.dispose()
        XCTAssertEqual(recorder.recorded, [.next("done"), .completed])
    }

    func testEverySubscriptionRunsTheWorkAgain() async throws {
        let runs = Counter()
        let infallible = Infallible<Int>.create { () async -> Int in
            runs.increment()
            return 1
        }
        XCTAssertEqual(runs.value, 0)
        let shared = TestUnchecked(infallible)
        let first = try await awaitResult { await Array(shared.value.values) }
        let second = try await awaitResult { await Array(shared.value.values) }
        XCTAssertEqual(first, [1])
        XCTAssertEqual(second, [1])
        XCTAssertEqual(runs.value, 2)
    }

    func testDisposingCancelsTheWorkAndDropsItsResult() async {
        let before = Resources.total
        let started = Flag(), sawCancellation = Flag()
        let infallible = Infallible<Int>.create { () async -> Int in
            started.raise()
            do {
                try await Task.sleep(for: .seconds(60))
            } catch {
                sawCancellation.raise()
            }
            return 1
        }
        let recorder = Recorder<Event<Int>>()
        let subscription = infallible.subscribe { recorder.record($0) }
        let didStart = await eventually { started.isRaised }
        XCTAssertTrue(didStart)
        subscription.dispose()
        let cancelled = await eventually { sawCancellation.isRaised }
        XCTAssertTrue(cancelled)
        let released = await eventually { Resources.total == before }
        XCTAssertTrue(released)
        XCTAssertTrue(recorder.recorded.isEmpty, "nothing is delivered after disposal")
    }

    func testTheSubscribeClosureFormStillPicksTheSynchronousCreate() {
        let delivered = Captured<[Int]>([])
        let infallible = Infallible<Int>.create { observer in
            observer(.next(3))
            observer(.completed)
            return Disposables.create()
        }
        infallible.subscribe(onNext: { delivered.value.append($0) }).dispose()
        XCTAssertEqual(delivered.value, [3])
    }
}

private extension Array {
    /// Collects every element of `stream`.
    init(_ stream: AsyncStream<Element>) async {
        self.init()
        for await element in stream { append(element) }
    }
}
