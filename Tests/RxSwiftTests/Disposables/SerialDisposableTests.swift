import RxTest
import XCTest
@testable import RxSwift

final class SerialDisposableTests: LeakCheckingTestCase {
    func testStartsEmptyAndNotDisposed() {
        let serial = SerialDisposable()

        XCTAssertFalse(serial.isDisposed)
        XCTAssertTrue(serial.disposable is NopDisposable)
    }

    func testAssigningReplacesAndDisposesThePrevious() {
        let serial = SerialDisposable()
        let first = DisposalRecorder("first")
        let second = DisposalRecorder("second")

        serial.disposable = first
        XCTAssertTrue(serial.disposable as AnyObject === first)
        XCTAssertEqual(first.disposeCount, 0)

        serial.disposable = second
        XCTAssertTrue(serial.disposable as AnyObject === second)
        XCTAssertEqual(first.disposeCount, 1)
        XCTAssertEqual(second.disposeCount, 0)
        XCTAssertFalse(serial.isDisposed)
    }

    func testDisposeDisposesTheCurrentOnce() {
        let serial = SerialDisposable()
        let current = DisposalRecorder()
        serial.disposable = current

        serial.dispose()
        serial.dispose()

        XCTAssertTrue(serial.isDisposed)
        XCTAssertEqual(current.disposeCount, 1)
        XCTAssertTrue(serial.disposable is NopDisposable)
    }

    func testAssigningAfterDisposeDisposesAtOnce() {
        let serial = SerialDisposable()
        serial.dispose()
        let late = DisposalRecorder()

        serial.disposable = late

        XCTAssertEqual(late.disposeCount, 1)
        XCTAssertTrue(serial.disposable is NopDisposable)
    }

    func testReplacedDisposableMayReenterTheSerial() {
        let serial = SerialDisposable()
        let replacement = DisposalRecorder()
        var currentSeen: Disposable?
        serial.disposable = ReentrantDisposable { currentSeen = serial.disposable }

        guard assertFinishes({ serial.disposable = replacement }) else { return }

        XCTAssertTrue(currentSeen as AnyObject === replacement)
        serial.dispose()
        XCTAssertEqual(replacement.disposeCount, 1)
        currentSeen = nil
    }

    func testDisposedMemberMayAssignAgain() {
        let serial = SerialDisposable()
        let late = DisposalRecorder()
        serial.disposable = ReentrantDisposable { serial.disposable = late }

        guard assertFinishes({ serial.dispose() }) else { return }

        XCTAssertEqual(late.disposeCount, 1)
    }

    func testConcurrentAssignmentsAndDisposeDisposeEveryAssignedOnce() {
        for _ in 0..<50 {
            let serial = SerialDisposable()
            let recorders = (0..<4).map { _ in (0..<20).map { _ in DisposalRecorder() } }

            runConcurrently(threads: 5) { index in
                if index == 4 {
                    serial.dispose()
                    return
                }
                for recorder in recorders[index] {
                    serial.disposable = recorder
                }
            }
            serial.dispose()

            XCTAssertTrue(recorders.joined().allSatisfy { $0.disposeCount == 1 })
        }
    }
}
