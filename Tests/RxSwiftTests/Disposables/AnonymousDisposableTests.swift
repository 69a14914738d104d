import RxTest
import XCTest
@testable import RxSwift

final class AnonymousDisposableTests: LeakCheckingTestCase {
    func testActionRunsOnDispose() {
        let runs = Captured(0)
        let disposable = Disposables.create { runs.value += 1 }
        XCTAssertFalse(disposable.isDisposed)
        XCTAssertEqual(runs.value, 0)

        disposable.dispose()

        XCTAssertTrue(disposable.isDisposed)
        XCTAssertEqual(runs.value, 1)
    }

    func testDisposingTwiceRunsTheActionOnce() {
        let runs = Captured(0)
        let disposable = Disposables.create { runs.value += 1 }

        disposable.dispose()
        disposable.dispose()

        XCTAssertEqual(runs.value, 1)
        XCTAssertTrue(disposable.isDisposed)
    }

    func testReleasingWithoutDisposingDoesNotRunTheAction() {
        let runs = Captured(0)
        do {
            let disposable = Disposables.create { runs.value += 1 }
            XCTAssertFalse(disposable.isDisposed)
        }
        XCTAssertEqual(runs.value, 0)
    }

    func testActionIsReleasedAfterItRuns() {
        final class Payload: Sendable {}
        weak var weakCaptured: Payload?
        let disposable: Cancelable
        do {
            let captured = Payload()
            weakCaptured = captured
            disposable = Disposables.create { _ = captured }
        }
        XCTAssertNotNil(weakCaptured)

        disposable.dispose()

        XCTAssertNil(weakCaptured)
    }

    func testActionMayDisposeItsOwnDisposable() {
        let runs = Captured(0)
        let disposable = Captured<Cancelable?>(nil)
        disposable.value = Disposables.create {
            runs.value += 1
            disposable.value?.dispose()
        }

        disposable.value?.dispose()

        XCTAssertEqual(runs.value, 1)
        disposable.value = nil
    }

    func testConcurrentDisposeRunsTheActionExactlyOnce() {
        for _ in 0..<200 {
            let recorder = DisposalRecorder()
            let disposable = Disposables.create(with: recorder.dispose)

            runConcurrently(threads: 4) { _ in disposable.dispose() }

            XCTAssertEqual(recorder.disposeCount, 1)
            XCTAssertTrue(disposable.isDisposed)
        }
    }
}
