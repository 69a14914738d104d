import RxTest
import XCTest
@testable import RxSwift

final class BooleanDisposableTests: LeakCheckingTestCase {
    func testStartsNotDisposedAndRemembersDisposal() {
        let disposable = BooleanDisposable()
        XCTAssertFalse(disposable.isDisposed)

        disposable.dispose()

        XCTAssertTrue(disposable.isDisposed)
    }

    func testDisposingTwiceKeepsItDisposed() {
        let disposable = BooleanDisposable()

        disposable.dispose()
        disposable.dispose()

        XCTAssertTrue(disposable.isDisposed)
    }

    func testInitialStateIsTakenFromTheArgument() {
        XCTAssertTrue(BooleanDisposable(isDisposed: true).isDisposed)
        XCTAssertFalse(BooleanDisposable(isDisposed: false).isDisposed)
    }

    func testSharedTrueInstanceIsDisposed() {
        XCTAssertTrue(BooleanDisposable.BooleanDisposableTrue.isDisposed)
        XCTAssertTrue(BooleanDisposable.BooleanDisposableTrue === BooleanDisposable.BooleanDisposableTrue)
    }

    func testDisposalOnOneThreadIsSeenOnOthers() {
        for _ in 0..<200 {
            let disposable = BooleanDisposable()

            runConcurrently(threads: 4) { index in
                if index == 0 {
                    disposable.dispose()
                } else {
                    _ = disposable.isDisposed
                }
            }

            XCTAssertTrue(disposable.isDisposed)
        }
    }
}
