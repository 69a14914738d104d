import RxTest
import XCTest
@testable import RxSwift

final class SingleAssignmentDisposableTests: LeakCheckingTestCase {
    func testDisposeAfterAssignmentDisposesTheInner() {
        let holder = SingleAssignmentDisposable()
        let inner = DisposalRecorder()
        XCTAssertFalse(holder.isDisposed)

        holder.setDisposable(inner)
        XCTAssertEqual(inner.disposeCount, 0)
        XCTAssertFalse(holder.isDisposed)

        holder.dispose()
        XCTAssertEqual(inner.disposeCount, 1)
        XCTAssertTrue(holder.isDisposed)
    }

    func testAssignmentAfterDisposeDisposesAtOnce() {
        let holder = SingleAssignmentDisposable()
        holder.dispose()
        XCTAssertTrue(holder.isDisposed)
        let inner = DisposalRecorder()

        holder.setDisposable(inner)

        XCTAssertEqual(inner.disposeCount, 1)
        XCTAssertTrue(holder.isDisposed)
    }

    func testDisposingTwiceDisposesTheInnerOnce() {
        let holder = SingleAssignmentDisposable()
        let inner = DisposalRecorder()
        holder.setDisposable(inner)

        holder.dispose()
        holder.dispose()

        XCTAssertEqual(inner.disposeCount, 1)
    }

    func testInnerIsReleasedAfterDisposal() {
        final class TrackedDisposable: Disposable {
            func dispose() {}
        }
        let holder = SingleAssignmentDisposable()
        weak var weakInner: TrackedDisposable?
        do {
            let inner = TrackedDisposable()
            weakInner = inner
            holder.setDisposable(inner)
        }
        XCTAssertNotNil(weakInner)

        holder.dispose()

        XCTAssertNil(weakInner)
    }

    func testConcurrentAssignmentAndDisposeDisposeTheInnerOnce() {
        for _ in 0..<300 {
            let holder = SingleAssignmentDisposable()
            let inner = DisposalRecorder()

            runConcurrently(threads: 4) { index in
                if index == 0 {
                    holder.setDisposable(inner)
                } else {
                    holder.dispose()
                }
            }

            XCTAssertEqual(inner.disposeCount, 1)
            XCTAssertTrue(holder.isDisposed)
        }
    }
}
