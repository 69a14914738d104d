import Foundation
import RxSwift
import RxTest
import XCTest

private struct TestError: Error, Equatable {}

final class PrimitiveSequenceConcurrencyTests: LeakCheckingTestCase {
    /// `value` runs on the caller's actor, so code on the main actor can await a trait whose
    /// element is not `Sendable` (this test compiles only if that holds).
    @MainActor
    func testValueIsAwaitableFromTheMainActor() async throws {
        final class Box { let number: Int; init(_ number: Int) { self.number = number } }
        let single = Single.just(Box(7))
        let boxed = try await single.value
        XCTAssertEqual(boxed.number, 7)
        let maybe = Maybe<Box>.empty()
        let nothing = try await maybe.value
        XCTAssertNil(nothing)
        try await Completable.empty().value
    }

    func testSingleValue() async throws {
        let value = try await Single.just(3).value
        XCTAssertEqual(value, 3)
        do {
            _ = try await Single<Int>.error(TestError()).value
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error as? TestError, TestError())
        }
    }

    func testSingleValueFromAnotherThread() async throws {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "PrimitiveSequenceConcurrencyTests")
        let value = try await Single.just(4).delay(.milliseconds(5), scheduler: scheduler).value
        XCTAssertEqual(value, 4)
    }

    func testMaybeValue() async throws {
        let present = try await Maybe.just(5).value
        XCTAssertEqual(present, 5)
        let absent = try await Maybe<Int>.empty().value
        XCTAssertNil(absent)
    }

    func testCompletableValue() async throws {
        try await Completable.empty().value
        do {
            try await Completable.error(TestError()).value
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error as? TestError, TestError())
        }
    }

    func testCancellationDisposesAndThrows() async {
        let subscribed = expectation(description: "subscribed")
        let disposed = expectation(description: "subscription disposed")
        let pending = Single<Int>.create { _ in
            subscribed.fulfill()
            return Disposables.create { disposed.fulfill() }
        }
        let task = Task {
            try await pending.value
        }
        await fulfillment(of: [subscribed], timeout: 5)
        task.cancel()
        do {
            _ = try await task.value
            XCTFail("expected cancellation")
        } catch {
            XCTAssertTrue(error is CancellationError)
        }
        await fulfillment(of: [disposed], timeout: 5)
    }
}
