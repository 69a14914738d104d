import Dispatch
import Foundation
import RxBlocking
import RxSwift
import RxTest
import XCTest

/// Moves a value into a `@Sendable` closure in tests that synchronize it themselves.
private struct BlockingTestBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

private struct BlockingTestError: Error, Equatable {
    let code: Int
}

/// Counts how many times a source's subscription was disposed.
private final class DisposalCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var disposals = 0

    func record() {
        lock.lock()
        disposals += 1
        lock.unlock()
    }

    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return disposals
    }
}

final class BlockingObservableOperatorsTests: LeakCheckingTestCase {
    /// Emits `values` then ends with `error` (or completes), synchronously on subscription.
    private func sequence(_ values: [Int], error: Error? = nil, disposals: DisposalCounter? = nil) -> Observable<Int> {
        Observable.create { observer in
            for value in values {
                observer.onNext(value)
            }
            if let error {
                observer.onError(error)
            } else {
                observer.onCompleted()
            }
            return Disposables.create { disposals?.record() }
        }
    }

    /// Emits `values` and completes on a global queue.
    private func backgroundSequence(_ values: [Int]) -> Observable<Int> {
        Observable.create { observer in
            let box = BlockingTestBox(observer)
            DispatchQueue.global().async {
                for value in values {
                    box.value.onNext(value)
                }
                box.value.onCompleted()
            }
            return Disposables.create()
        }
    }

    /// Never emits; records when its subscription is disposed.
    private func never(disposals: DisposalCounter) -> Observable<Int> {
        Observable.create { _ in
            Disposables.create { disposals.record() }
        }
    }

    private func assertRxError(_ error: Error, is expected: RxError, file: StaticString = #filePath, line: UInt = #line) {
        guard let rxError = error as? RxError else {
            return XCTFail("expected \(expected), got \(error)", file: file, line: line)
        }
        XCTAssertEqual(rxError.debugDescription, expected.debugDescription, file: file, line: line)
    }

    // MARK: toArray

    func testToArrayReturnsEveryElement() throws {
        XCTAssertEqual(try sequence([1, 2, 3]).toBlocking().toArray(), [1, 2, 3])
    }

    func testToArrayOfEmptySequenceIsEmpty() throws {
        XCTAssertEqual(try sequence([]).toBlocking().toArray(), [])
    }

    func testToArrayThrowsTheSequenceError() {
        XCTAssertThrowsError(try sequence([1], error: BlockingTestError(code: 1)).toBlocking().toArray()) { error in
            XCTAssertEqual(error as? BlockingTestError, BlockingTestError(code: 1))
        }
    }

    func testToArrayWaitsForElementsFromAnotherThread() throws {
        XCTAssertEqual(try backgroundSequence(Array(0..<50)).toBlocking(timeout: 5).toArray(), Array(0..<50))
    }

    // MARK: first

    func testFirstReturnsTheFirstElementAndDisposesTheSubscription() throws {
        let disposals = DisposalCounter()
        let source = Observable<Int>.create { observer in
            observer.onNext(10)
            observer.onNext(20)
            return Disposables.create { disposals.record() }
        }

        XCTAssertEqual(try source.toBlocking(timeout: 5).first(), 10)
        XCTAssertEqual(disposals.count, 1)
    }

    func testFirstOfEmptySequenceIsNil() throws {
        XCTAssertNil(try sequence([]).toBlocking().first())
    }

    func testFirstThrowsAnErrorThatComesBeforeAnyElement() {
        XCTAssertThrowsError(try sequence([], error: BlockingTestError(code: 2)).toBlocking().first()) { error in
            XCTAssertEqual(error as? BlockingTestError, BlockingTestError(code: 2))
        }
    }

    func testFirstIgnoresAnErrorAfterTheFirstElement() throws {
        XCTAssertEqual(try sequence([1], error: BlockingTestError(code: 3)).toBlocking().first(), 1)
    }

    // MARK: last

    func testLastReturnsTheLastElement() throws {
        XCTAssertEqual(try sequence([1, 2, 3]).toBlocking().last(), 3)
        XCTAssertEqual(try backgroundSequence([4, 5]).toBlocking(timeout: 5).last(), 5)
    }

    func testLastOfEmptySequenceIsNil() throws {
        XCTAssertNil(try sequence([]).toBlocking().last())
    }

    func testLastThrowsTheSequenceError() {
        XCTAssertThrowsError(try sequence([1, 2], error: BlockingTestError(code: 4)).toBlocking().last()) { error in
            XCTAssertEqual(error as? BlockingTestError, BlockingTestError(code: 4))
        }
    }

    // MARK: single

    func testSingleReturnsTheOnlyElement() throws {
        XCTAssertEqual(try sequence([42]).toBlocking().single(), 42)
    }

    func testSingleOfEmptySequenceThrowsNoElements() {
        XCTAssertThrowsError(try sequence([]).toBlocking().single()) { error in
            self.assertRxError(error, is: .noElements)
        }
    }

    func testSingleOfSeveralElementsThrowsMoreThanOneElementAndDisposes() {
        let disposals = DisposalCounter()
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onNext(2)
            return Disposables.create { disposals.record() }
        }

        XCTAssertThrowsError(try source.toBlocking(timeout: 5).single()) { error in
            self.assertRxError(error, is: .moreThanOneElement)
        }
        XCTAssertEqual(disposals.count, 1)
    }

    func testSingleThrowsTheSequenceError() {
        XCTAssertThrowsError(try sequence([1], error: BlockingTestError(code: 5)).toBlocking().single()) { error in
            XCTAssertEqual(error as? BlockingTestError, BlockingTestError(code: 5))
        }
    }

    func testSingleWithPredicateReturnsTheOnlyMatch() throws {
        XCTAssertEqual(try sequence([1, 2, 3]).toBlocking().single { $0 % 2 == 0 }, 2)
    }

    func testSingleWithPredicateThrowsNoElementsWithoutMatch() {
        XCTAssertThrowsError(try sequence([1, 3]).toBlocking().single { $0 % 2 == 0 }) { error in
            self.assertRxError(error, is: .noElements)
        }
    }

    func testSingleWithPredicateThrowsMoreThanOneElementForTwoMatches() {
        XCTAssertThrowsError(try sequence([2, 3, 4]).toBlocking().single { $0 % 2 == 0 }) { error in
            self.assertRxError(error, is: .moreThanOneElement)
        }
    }

    func testSingleWithThrowingPredicateThrowsItsError() {
        let disposals = DisposalCounter()
        XCTAssertThrowsError(
            try sequence([1, 2], disposals: disposals).toBlocking().single { _ in throw BlockingTestError(code: 6) }
        ) { error in
            XCTAssertEqual(error as? BlockingTestError, BlockingTestError(code: 6))
        }
        XCTAssertEqual(disposals.count, 1)
    }

    // MARK: materialize

    func testMaterializeOfCompletedSequence() {
        guard case .completed(let elements) = sequence([1, 2]).toBlocking().materialize() else {
            return XCTFail("expected completed")
        }
        XCTAssertEqual(elements, [1, 2])
    }

    func testMaterializeOfFailedSequenceKeepsTheElementsBeforeTheError() {
        guard case .failed(let elements, let error) = sequence([1, 2], error: BlockingTestError(code: 7)).toBlocking().materialize() else {
            return XCTFail("expected failed")
        }
        XCTAssertEqual(elements, [1, 2])
        XCTAssertEqual(error as? BlockingTestError, BlockingTestError(code: 7))
    }

    // MARK: timeout

    func testTimeoutThrowsTimeoutAndDisposesTheSubscription() {
        let disposals = DisposalCounter()
        let started = Date()

        XCTAssertThrowsError(try never(disposals: disposals).toBlocking(timeout: 0.1).toArray()) { error in
            self.assertRxError(error, is: .timeout)
        }

        XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(started), 0.1)
        XCTAssertEqual(disposals.count, 1)
    }

    func testTimeoutOfMaterializeKeepsTheElementsSoFar() {
        let disposals = DisposalCounter()
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            return Disposables.create { disposals.record() }
        }

        guard case .failed(let elements, let error) = source.toBlocking(timeout: 0.05).materialize() else {
            return XCTFail("expected failed")
        }
        XCTAssertEqual(elements, [1])
        assertRxError(error, is: .timeout)
        XCTAssertEqual(disposals.count, 1)
    }

    func testTimeoutOnABackgroundThread() {
        let disposals = DisposalCounter()
        let source = BlockingTestBox(never(disposals: disposals))
        let outcome = BlockingTestBox(OutcomeBox())
        let done = DispatchSemaphore(value: 0)

        DispatchQueue.global().async {
            do {
                _ = try source.value.toBlocking(timeout: 0.05).first()
            } catch {
                outcome.value.error = error
            }
            done.signal()
        }

        XCTAssertEqual(done.wait(timeout: .now() + 5), .success)
        if let error = outcome.value.error {
            assertRxError(error, is: .timeout)
        } else {
            XCTFail("expected a timeout")
        }
        XCTAssertEqual(disposals.count, 1)
    }

    // MARK: threads

    func testBlockingOnTheMainThreadLetsMainQueueWorkRun() throws {
        try XCTSkipUnless(Thread.isMainThread, "this test needs the main thread")
        let source = Observable<Int>.create { observer in
            let box = BlockingTestBox(observer)
            DispatchQueue.main.async {
                box.value.onNext(1)
                box.value.onNext(2)
                box.value.onCompleted()
            }
            return Disposables.create()
        }

        XCTAssertEqual(try source.toBlocking(timeout: 5).toArray(), [1, 2])
    }

    func testBlockingOnTheMainThreadWakesPromptlyForBackgroundWork() throws {
        try XCTSkipUnless(Thread.isMainThread, "this test needs the main thread")
        let started = Date()
        for _ in 0..<20 {
            XCTAssertEqual(try backgroundSequence([1]).toBlocking(timeout: 5).single(), 1)
        }
        // Twenty waits, each woken by the background work rather than by a run-loop slice.
        XCTAssertLessThan(Date().timeIntervalSince(started), 0.9)
    }

    func testBlockingOnABackgroundThread() {
        let source = BlockingTestBox(backgroundSequence([3, 4]))
        let outcome = BlockingTestBox(OutcomeBox())
        let done = DispatchSemaphore(value: 0)

        DispatchQueue.global().async {
            outcome.value.elements = try? source.value.toBlocking(timeout: 5).toArray()
            done.signal()
        }

        XCTAssertEqual(done.wait(timeout: .now() + 5), .success)
        XCTAssertEqual(outcome.value.elements, [3, 4])
    }

    func testBlockingOnASubject() throws {
        let subject = ReplaySubject<Int>.createUnbounded()
        subject.onNext(1)
        subject.onNext(2)
        subject.onCompleted()

        XCTAssertEqual(try subject.toBlocking().toArray(), [1, 2])
    }
}

/// What a background blocking call produced, read after a semaphore hand-off.
private final class OutcomeBox: @unchecked Sendable {
    var error: Error?
    var elements: [Int]?
}
