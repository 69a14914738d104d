import RxSwift
import RxTest
import XCTest

final class InfallibleValuesTests: LeakCheckingTestCase {
    func testValuesOfACompletedInfallibleAreAllElementsInOrder() async throws {
        let elements = try await awaitResult {
            var elements: [Int] = []
            for await element in Infallible.of(1, 2, 3).values {
                elements.append(element)
            }
            return elements
        }
        XCTAssertEqual(elements, [1, 2, 3])
    }

    func testTheStreamIsAnAsyncStreamThatCannotThrow() {
        let stream: AsyncStream<Int> = Infallible.just(1).values
        XCTAssertNotNil(stream)
    }

    func testElementsDeliveredBeforeIterationAreBuffered() async throws {
        let elements = try await awaitResult {
            let send = Captured<Infallible<Int>.InfallibleObserver?>(nil)
            let source = Infallible<Int>.create { observer in
                send.value = observer
                return Disposables.create()
            }
            let stream = source.values
            for value in 0..<1_000 { send.value?(.next(value)) }
            send.value?(.completed)
            send.value = nil
            var elements: [Int] = []
            for await element in stream { elements.append(element) }
            return elements
        }
        XCTAssertEqual(elements, Array(0..<1_000))
    }

    func testBreakingOutOfTheLoopDisposesTheSubscription() async throws {
        let disposed = Flag()
        let elements = try await awaitResult {
            let source = Infallible<Int>.create { observer in
                for value in 1...5 { observer(.next(value)) }
                return Disposables.create { disposed.raise() }
            }
            var elements: [Int] = []
            for await element in source.values {
                elements.append(element)
                if element == 3 { break }
            }
            return elements
        }
        XCTAssertEqual(elements, [1, 2, 3])
        XCTAssertTrue(disposed.isRaised)
    }

    func testCancellingTheConsumingTaskDisposesTheSubscription() async throws {
        let subscribed = Counter(), disposed = Flag()
        let consumer = Task {
            let source = Infallible<Int>.create { _ in
                subscribed.increment()
                return Disposables.create { disposed.raise() }
            }
            var count = 0
            for await _ in source.values { count += 1 }
            return count
        }
        let started = await eventually { subscribed.value == 1 }
        XCTAssertTrue(started)
        consumer.cancel()
        let count = try await awaitResult { await consumer.value }
        XCTAssertEqual(count, 0)
        XCTAssertTrue(disposed.isRaised)
    }

    func testDroppingTheStreamDisposesTheSubscription() {
        let disposed = Flag()
        var stream: AsyncStream<Int>? = Infallible<Int>.create { _ in Disposables.create { disposed.raise() } }.values
        XCTAssertNotNil(stream)
        XCTAssertFalse(disposed.isRaised)
        stream = nil
        XCTAssertTrue(disposed.isRaised)
    }

    func testNonSendableElementsCrossIntoTheConsumingTask() async throws {
        let sum = try await awaitResult {
            var sum = 0
            for await box in Infallible.of(NonSendableBox(4), NonSendableBox(5)).values { sum += box.value }
            return sum
        }
        XCTAssertEqual(sum, 9)
    }
}
