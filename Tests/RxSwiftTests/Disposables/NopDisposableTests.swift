import RxTest
import XCTest
@testable import RxSwift

final class NopDisposableTests: LeakCheckingTestCase {
    func testDisposingDoesNothingAndCanBeRepeated() {
        let before = Resources.total
        let disposable = Disposables.create()

        disposable.dispose()
        disposable.dispose()

        XCTAssertTrue(disposable is NopDisposable)
        XCTAssertEqual(Resources.total, before)
    }

    func testConcurrentDisposeIsHarmless() {
        let disposable = Disposables.create()
        runConcurrently(threads: 4) { _ in disposable.dispose() }
        XCTAssertTrue(disposable is NopDisposable)
    }
}
