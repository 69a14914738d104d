import Dispatch
import RxSwift
import RxTest
import XCTest

final class ObservableValuesTests: LeakCheckingTestCase {
    func testValuesOfACompletedSequenceAreAllElementsInOrder() async throws {
        let elements = try await awaitResult {
            var elements: [Int] = []
            for try await element in Observable.of(1, 2, 3).values {
                elements.append(element)
            }
            return elements
        }
        XCTAssertEqual(elements, [1, 2, 3])
    }

    func testTheSequenceErrorIsThrownAfterTheElementsBeforeIt() async throws {
        let (elements, thrown) = try await awaitResult { () -> ([Int], ConcurrencyTestError?) in
            let source = Observable<Int>.create { observer in
                observer.onNext(1)
                observer.onNext(2)
                observer.onError(ConcurrencyTestError(7))
                return Disposables.create()
            }
            var elements: [Int] = []
            do {
                for try await element in source.values {
                    elements.append(element)
                }
                return (elements, nil)
            } catch {
                return (elements, error as? ConcurrencyTestError)
            }
        }
        XCTAssertEqual(elements, [1, 2])
        XCTAssertEqual(thrown, ConcurrencyTestError(7))
    }

    func testAnEmptySequenceEndsTheLoopAtOnce() async throws {
        let count = try await awaitResult {
            var count = 0
            for try await _ in Observable<Int>.empty().values { count += 1 }
            return count
        }
        XCTAssertEqual(count, 0)
    }

    func testElementsDeliveredBeforeIterationAreBufferedWithoutBound() async throws {
        let elements = try await awaitResult {
            let subject = PublishSubject<Int>()
            let stream = subject.values
            for value in 0..<10_000 { subject.onNext(value) }
            subject.onCompleted()
            var elements: [Int] = []
            for try await element in stream { elements.append(element) }
            return elements
        }
        XCTAssertEqual(elements, Array(0..<10_000))
    }

    func testTheStreamSubscribesWhenItIsMadeAndEachStreamSubscribesAnew() async throws {
        let subscribed = Counter(), disposed = Flag()
        let source = silentObservable(subscribed: subscribed, disposed: disposed)
        var first: AsyncThrowingStream<Int, Error>? = source.values
        XCTAssertEqual(subscribed.value, 1, "making the stream subscribes")
        var second: AsyncThrowingStream<Int, Error>? = source.values
        XCTAssertEqual(subscribed.value, 2)
        XCTAssertNotNil(first)
        XCTAssertNotNil(second)
        first = nil
        second = nil
        XCTAssertTrue(disposed.isRaised)
    }

    func testDroppingAStreamThatWasNeverIteratedDisposesTheSubscription() {
        let subscribed = Counter(), disposed = Flag()
        var stream: AsyncThrowingStream<Int, Error>? = silentObservable(subscribed: subscribed, disposed: disposed).values
        XCTAssertEqual(subscribed.value, 1)
        XCTAssertFalse(disposed.isRaised)
        XCTAssertNotNil(stream)
        stream = nil
        XCTAssertTrue(disposed.isRaised, "dropping the stream disposes the subscription")
    }

    func testBreakingOutOfTheLoopDisposesTheSubscription() async throws {
        let disposed = Flag()
        let (elements, disposedAtLoopExit) = try await awaitResult {
            let source = Observable<Int>.create { observer in
                for value in 1...5 { observer.onNext(value) }
                return Disposables.create { disposed.raise() }
            }
            var elements: [Int] = []
            for try await element in source.values {
                elements.append(element)
                if element == 2 { break }
            }
            return (elements, disposed.isRaised)
        }
        XCTAssertEqual(elements, [1, 2])
        XCTAssertTrue(disposedAtLoopExit, "the subscription is disposed as soon as the loop is left")
    }

    func testCancellingTheConsumingTaskDisposesTheSubscriptionAndThrowsCancellationError() async throws {
        let subscribed = Counter(), disposed = Flag()
        let consumer = Task { await iterationOutcome(of: silentObservable(subscribed: subscribed, disposed: disposed)) }
        let started = await eventually { subscribed.value == 1 }
        XCTAssertTrue(started)
        XCTAssertFalse(disposed.isRaised)
        consumer.cancel()
        let outcome = try await awaitResult { await consumer.value }
        XCTAssertEqual(outcome, "cancelled", "as in RxSwift, the loop throws CancellationError")
        XCTAssertTrue(disposed.isRaised, "cancellation disposes the subscription")
    }

    func testIteratingInAnAlreadyCancelledTaskThrowsCancellationError() async throws {
        let subscribed = Counter(), disposed = Flag()
        let outcome = try await awaitResult { () -> String in
            withUnsafeCurrentTask { $0?.cancel() }
            return await iterationOutcome(of: silentObservable(subscribed: subscribed, disposed: disposed))
        }
        XCTAssertEqual(outcome, "cancelled")
        XCTAssertTrue(disposed.isRaised)
    }

    func testCompletionReleasesEverySubscriptionResource() async throws {
        let before = Resources.total
        let subject = PublishSubject<Int>()
        let stream = subject.values
        XCTAssertGreaterThan(Resources.total, before, "the stream holds a live subscription")
        subject.onNext(1)
        subject.onCompleted()
        let released = await eventually { Resources.total == before }
        XCTAssertTrue(released, "completion disposed the subscription while the stream is still alive")
        var elements: [Int] = []
        for try await element in stream { elements.append(element) }
        XCTAssertEqual(elements, [1])
    }

    func testAnErrorReleasesEverySubscriptionResource() async throws {
        let before = Resources.total
        let subject = PublishSubject<Int>()
        let stream = subject.values
        subject.onError(ConcurrencyTestError())
        let released = await eventually { Resources.total == before }
        XCTAssertTrue(released)
        do {
            for try await _ in stream {}
            XCTFail("the loop should throw")
        } catch {
            XCTAssertEqual(error as? ConcurrencyTestError, ConcurrencyTestError())
        }
    }

    func testElementsFromAnotherThreadArriveInOrder() async throws {
        let elements = try await awaitResult {
            let source = Observable<Int>.create { observer in
                let handle = TestUnchecked(observer)
                DispatchQueue.global().async {
                    for value in 0..<1_000 { handle.value.onNext(value) }
                    handle.value.onCompleted()
                }
                return Disposables.create()
            }
            var elements: [Int] = []
            for try await element in source.values { elements.append(element) }
            return elements
        }
        XCTAssertEqual(elements, Array(0..<1_000))
    }

    func testNonSendableElementsCrossIntoTheConsumingTask() async throws {
        let sum = try await awaitResult {
            var sum = 0
            for try await box in Observable.of(NonSendableBox(1), NonSendableBox(2)).values {
                sum += box.value
            }
            return sum
        }
        XCTAssertEqual(sum, 3)
    }

    func testPrimitiveSequencesHaveValuesToo() async throws {
        let elements = try await awaitResult {
            var elements: [String] = []
            for try await element in Single.just("one").values { elements.append(element) }
            for try await element in Maybe<String>.empty().values { elements.append(element) }
            return elements
        }
        XCTAssertEqual(elements, ["one"])
    }

    func testConsumersLeavingWhileElementsArriveFromAnotherThreadReleaseEverything() async throws {
        let rounds = 100
        let disposals = Counter()
        for round in 0..<rounds {
            let source = Observable<Int>.create { observer in
                let handle = TestUnchecked(observer)
                let stop = Flag()
                DispatchQueue.global().async {
                    var value = 0
                    while !stop.isRaised {
                        handle.value.onNext(value)
                        value += 1
                    }
                }
                return Disposables.create {
                    stop.raise()
                    disposals.increment()
                }
            }
            let shared = TestUnchecked(source)
            let received = try await awaitResult { () -> [Int] in
                var received: [Int] = []
                for try await element in shared.value.values {
                    received.append(element)
                    if received.count == 10 + round % 7 { break }
                }
                return received
            }
            XCTAssertEqual(received, Array(0..<(10 + round % 7)), "elements arrive in order, none lost")
        }
        XCTAssertEqual(disposals.value, rounds)
    }

    func testCancellingConsumersWhileElementsArriveReleasesEverything() async throws {
        let rounds = 100
        let disposals = Counter()
        for _ in 0..<rounds {
            let firstArrived = Flag()
            let consumer = Task {
                let source = Observable<Int>.create { observer in
                    let handle = TestUnchecked(observer)
                    let stop = Flag()
                    DispatchQueue.global().async {
                        while !stop.isRaised { handle.value.onNext(1) }
                    }
                    return Disposables.create {
                        stop.raise()
                        disposals.increment()
                    }
                }
                var count = 0
                do {
                    for try await _ in source.values {
                        count += 1
                        firstArrived.raise()
                    }
                } catch is CancellationError {
                    return (count, true)
                }
                return (count, false)
            }
            let started = await eventually { firstArrived.isRaised }
            XCTAssertTrue(started)
            consumer.cancel()
            let (count, threwCancellation) = try await awaitResult { try await consumer.value }
            XCTAssertGreaterThan(count, 0)
            XCTAssertTrue(threwCancellation)
        }
        XCTAssertEqual(disposals.value, rounds)
    }
}

/// How a `for try await` loop over `source.values` ended, in words: "element", "loop ended
/// without throwing", "cancelled" or "other error".
private func iterationOutcome(of source: Observable<Int>) async -> String {
    do {
        for try await _ in source.values {
            return "element"
        }
        return "loop ended without throwing"
    } catch is CancellationError {
        return "cancelled"
    } catch {
        return "other error"
    }
}
