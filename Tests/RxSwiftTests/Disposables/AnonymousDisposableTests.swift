import RxTest
import XCTest
@testable import RxSwift

final class AnonymousDisposableTests: LeakCheckingTestCase {
    func testActionRunsOnDispose() {
        var runs = 0
        let disposable = Disposables.create { runs += 1 }
        XCTAssertFalse(disposable.isDisposed)
        XCTAssertEqual(runs, 0)

        disposable.dispose()

        XCTAssertTrue(disposable.isDisposed)
        XCTAssertEqual(runs, 1)
    }

    func testDisposingTwiceRunsTheActionOnce() {
        var runs = 0
        let disposable = Disposables.create { runs += 1 }

        disposable.dispose()
        disposable.dispose()

        XCTAssertEqual(runs, 1)
        XCTAssertTrue(disposable.isDisposed)
    }

    func testReleasingWithoutDisposingDoesNotRunTheAction() {
        var runs = 0
        do {
            let disposable = Disposables.create { runs += 1 }
            XCTAssertFalse(disposable.isDisposed)
        }
        XCTAssertEqual(runs, 0)
    }

    func testActionIsReleasedAfterItRuns() {
        final class Captured {}
        weak var weakCaptured: Captured?
        let disposable: Cancelable
        do {
            let captured = Captured()
            weakCaptured = captured
            disposable = Disposables.create { _ = captured }
        }
        XCTAssertNotNil(weakCaptured)

        disposable.dispose()

        XCTAssertNil(weakCaptured)
    }

    func testActionMayDisposeItsOwnDisposable() {
        var runs = 0
        var disposable: Cancelable?
        disposable = Disposables.create {
            runs += 1
            disposable?.dispose()
        }

        disposable?.dispose()

        XCTAssertEqual(runs, 1)
        disposable = nil
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
