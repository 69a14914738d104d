import Dispatch
import RxSwift
import RxTest
import XCTest

/// Tests for awaiting `value` on `Single`, `Maybe` and `Completable` (implemented with the
/// traits, in `PrimitiveSequence+Concurrency.swift`).
final class PrimitiveSequenceValueTests: LeakCheckingTestCase {
    func testSingleValueIsTheElement() async throws {
        let value = try await awaitResult { try await Single.just(3).value }
        XCTAssertEqual(value, 3)
    }

    func testSingleValueThrowsTheFailure() async throws {
        let thrown = try await awaitResult { () -> ConcurrencyTestError? in
            do {
                _ = try await Single<Int>.error(ConcurrencyTestError(1)).value
                return nil
            } catch {
                return error as? ConcurrencyTestError
            }
        }
        XCTAssertEqual(thrown, ConcurrencyTestError(1))
    }

    func testSingleValueOfAnAsynchronousElement() async throws {
        let value = try await awaitResult {
            try await Observable<Int>.create { observer in
                let handle = TestUnchecked(observer)
                DispatchQueue.global().async {
                    handle.value.onNext(9)
                    handle.value.onCompleted()
                }
                return Disposables.create()
            }
            .asSingle()
            .value
        }
        XCTAssertEqual(value, 9)
    }

    func testSingleValueOfANonSendableElement() async throws {
        let value = try await awaitResult { try await Single.just(NonSendableBox(12)).value.value }
        XCTAssertEqual(value, 12)
    }

    func testMaybeValueIsTheElementOrNil() async throws {
        let element = try await awaitResult { try await Maybe.just("x").value }
        let empty = try await awaitResult { try await Maybe<String>.empty().value }
        XCTAssertEqual(element, "x")
        XCTAssertNil(empty)
    }

    func testMaybeValueThrowsTheError() async throws {
        let thrown = try await awaitResult { () -> ConcurrencyTestError? in
            do {
                _ = try await Maybe<Int>.error(ConcurrencyTestError(2)).value
                return nil
            } catch {
                return error as? ConcurrencyTestError
            }
        }
        XCTAssertEqual(thrown, ConcurrencyTestError(2))
    }

    func testCompletableValueReturnsOnCompletionAndThrowsTheError() async throws {
        let completed = try await awaitResult { () -> Bool in
            try await Completable.empty().value
            return true
        }
        XCTAssertTrue(completed)
        let thrown = try await awaitResult { () -> ConcurrencyTestError? in
            do {
                try await Completable.error(ConcurrencyTestError(4)).value
                return nil
            } catch {
                return error as? ConcurrencyTestError
            }
        }
        XCTAssertEqual(thrown, ConcurrencyTestError(4))
    }

    func testCancellingTheAwaitingTaskDisposesAndThrowsCancellationError() async throws {
        let subscribed = Flag(), disposed = Flag()
        let waiter = Task { () -> String in
            do {
                _ = try await Single<Int>.create { _ in
                    subscribed.raise()
                    return Disposables.create { disposed.raise() }
                }.value
                return "value"
            } catch is CancellationError {
                return "cancelled"
            } catch {
                return "other error"
            }
        }
        let didSubscribe = await eventually { subscribed.isRaised }
        XCTAssertTrue(didSubscribe)
        waiter.cancel()
        let result = try await awaitResult { await waiter.value }
        XCTAssertEqual(result, "cancelled")
        XCTAssertTrue(disposed.isRaised)
    }

    func testAnAlreadyCancelledTaskDoesNotWait() async throws {
        let result = try await awaitResult { () -> String in
            withUnsafeCurrentTask { $0?.cancel() }
            do {
                _ = try await Single<Int>.never().value
                return "value"
            } catch is CancellationError {
                return "cancelled"
            }
        }
        XCTAssertEqual(result, "cancelled")
    }

    // As in RxSwift: the sequence is subscribed even in a cancelled task, and an outcome it
    // reports during subscription wins over the cancellation.
    func testSynchronousOutcomesWinOverAnEarlierCancellation() async throws {
        let results = try await awaitResult { () -> [String] in
            withUnsafeCurrentTask { $0?.cancel() }
            var results: [String] = []
            do {
                let maybe = try await Maybe<Int>.empty().value
                results.append("maybe \(String(describing: maybe))")
                let element = try await Maybe.just(3).value
                results.append("maybe \(String(describing: element))")
                try await Completable.empty().value
                results.append("completable")
                let single = try await Single.just(7).value
                results.append("single \(single)")
            } catch {
                results.append("threw \(error)")
            }
            do {
                try await Completable.error(ConcurrencyTestError(9)).value
            } catch {
                results.append("error \((error as? ConcurrencyTestError)?.code ?? -1)")
            }
            return results
        }
        XCTAssertEqual(results, ["maybe nil", "maybe Optional(3)", "completable", "single 7", "error 9"])
    }

    func testAnAlreadyCancelledTaskDisposesASequenceStillRunning() async throws {
        let subscribed = Flag(), disposed = Flag()
        let result = try await awaitResult { () -> String in
            withUnsafeCurrentTask { $0?.cancel() }
            do {
                _ = try await Maybe<Int>.create { _ in
                    subscribed.raise()
                    return Disposables.create { disposed.raise() }
                }.value
                return "value"
            } catch is CancellationError {
                return "cancelled"
            }
        }
        XCTAssertEqual(result, "cancelled")
        XCTAssertTrue(subscribed.isRaised)
        XCTAssertTrue(disposed.isRaised)
    }
}
