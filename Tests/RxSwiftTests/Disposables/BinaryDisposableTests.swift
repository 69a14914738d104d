import RxTest
import XCTest
@testable import RxSwift

final class BinaryDisposableTests: LeakCheckingTestCase {
    func testDisposesBothInArgumentOrder() {
        let log = DisposalLog()
        let first = DisposalRecorder("first", log: log)
        let second = DisposalRecorder("second", log: log)
        let disposable = Disposables.create(first, second)
        XCTAssertFalse(disposable.isDisposed)
        XCTAssertEqual(log.names, [])

        disposable.dispose()

        XCTAssertTrue(disposable.isDisposed)
        XCTAssertEqual(log.names, ["first", "second"])
    }

    func testDisposingTwiceDisposesEachOnce() {
        let first = DisposalRecorder()
        let second = DisposalRecorder()
        let disposable = Disposables.create(first, second)

        disposable.dispose()
        disposable.dispose()

        XCTAssertEqual(first.disposeCount, 1)
        XCTAssertEqual(second.disposeCount, 1)
    }

    func testReleasingWithoutDisposingDisposesNothing() {
        let first = DisposalRecorder()
        let second = DisposalRecorder()
        do {
            _ = Disposables.create(first, second)
        }
        XCTAssertEqual(first.disposeCount, 0)
        XCTAssertEqual(second.disposeCount, 0)
    }

    func testConcurrentDisposeDisposesEachExactlyOnce() {
        for _ in 0..<200 {
            let first = DisposalRecorder()
            let second = DisposalRecorder()
            let disposable = Disposables.create(first, second)

            runConcurrently(threads: 4) { _ in disposable.dispose() }

            XCTAssertEqual(first.disposeCount, 1)
            XCTAssertEqual(second.disposeCount, 1)
        }
    }
}
