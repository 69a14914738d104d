import RxTest
import XCTest
@testable import RxSwift

final class RefCountDisposableTests: LeakCheckingTestCase {
    func testDisposeWithoutDependentsDisposesTheUnderlyingAtOnce() {
        let underlying = DisposalRecorder()
        let refCount = RefCountDisposable(disposable: underlying)
        XCTAssertFalse(refCount.isDisposed)

        refCount.dispose()

        XCTAssertTrue(refCount.isDisposed)
        XCTAssertEqual(underlying.disposeCount, 1)

        refCount.dispose()

        XCTAssertEqual(underlying.disposeCount, 1)
    }

    func testUnderlyingWaitsForTheLastDependent() {
        let underlying = DisposalRecorder()
        let refCount = RefCountDisposable(disposable: underlying)
        let first = refCount.retain()
        let second = refCount.retain()

        refCount.dispose()
        XCTAssertEqual(underlying.disposeCount, 0)
        XCTAssertFalse(refCount.isDisposed)

        first.dispose()
        XCTAssertEqual(underlying.disposeCount, 0)

        second.dispose()
        XCTAssertEqual(underlying.disposeCount, 1)
        XCTAssertTrue(refCount.isDisposed)
    }

    func testReleasedDependentsDoNotDisposeWithoutThePrimary() {
        let underlying = DisposalRecorder()
        let refCount = RefCountDisposable(disposable: underlying)
        let first = refCount.retain()
        let second = refCount.retain()

        first.dispose()
        second.dispose()
        XCTAssertEqual(underlying.disposeCount, 0)
        XCTAssertFalse(refCount.isDisposed)

        refCount.dispose()
        XCTAssertEqual(underlying.disposeCount, 1)
    }

    func testReleasingADependentTwiceCountsOnce() {
        let underlying = DisposalRecorder()
        let refCount = RefCountDisposable(disposable: underlying)
        let first = refCount.retain()
        let second = refCount.retain()
        refCount.dispose()

        first.dispose()
        first.dispose()
        XCTAssertEqual(underlying.disposeCount, 0)

        second.dispose()
        XCTAssertEqual(underlying.disposeCount, 1)
    }

    func testRetainAfterPrimaryDisposalStillHolds() {
        let underlying = DisposalRecorder()
        let refCount = RefCountDisposable(disposable: underlying)
        let first = refCount.retain()
        refCount.dispose()

        let late = refCount.retain()
        first.dispose()
        XCTAssertEqual(underlying.disposeCount, 0)

        late.dispose()
        XCTAssertEqual(underlying.disposeCount, 1)
    }

    func testRetainAfterUnderlyingDisposalIsHarmless() {
        let underlying = DisposalRecorder()
        let refCount = RefCountDisposable(disposable: underlying)
        refCount.dispose()

        let late = refCount.retain()
        late.dispose()
        late.dispose()
        refCount.dispose()

        XCTAssertEqual(underlying.disposeCount, 1)
        XCTAssertTrue(refCount.isDisposed)
    }

    func testUnderlyingMayReenterWhileBeingDisposed() {
        var refCount: RefCountDisposable?
        var seen: (isDisposed: Bool, retained: Disposable)?
        refCount = RefCountDisposable(disposable: ReentrantDisposable {
            seen = (refCount!.isDisposed, refCount!.retain())
        })
        let dependent = refCount!.retain()
        refCount!.dispose()

        guard assertFinishes({ dependent.dispose() }) else { return }

        XCTAssertEqual(seen?.isDisposed, true)
        seen?.retained.dispose()
        seen = nil
        refCount = nil
    }

    func testConcurrentDependentsDisposeTheUnderlyingOnceAfterAllAreReleased() {
        for _ in 0..<100 {
            let underlying = DisposalRecorder()
            let refCount = RefCountDisposable(disposable: underlying)
            let anchor = refCount.retain()

            runConcurrently(threads: 4) { index in
                if index == 0 {
                    refCount.dispose()
                }
                for _ in 0..<20 {
                    let dependent = refCount.retain()
                    dependent.dispose()
                    dependent.dispose()
                }
            }

            XCTAssertEqual(underlying.disposeCount, 0)
            XCTAssertFalse(refCount.isDisposed)

            anchor.dispose()

            XCTAssertEqual(underlying.disposeCount, 1)
            XCTAssertTrue(refCount.isDisposed)
        }
    }

    func testConcurrentReleaseOfTheLastDependentsDisposesOnce() {
        for _ in 0..<100 {
            let underlying = DisposalRecorder()
            let refCount = RefCountDisposable(disposable: underlying)
            let dependents = (0..<4).map { _ in refCount.retain() }

            runConcurrently(threads: 5) { index in
                if index == 4 {
                    refCount.dispose()
                } else {
                    dependents[index].dispose()
                }
            }

            XCTAssertEqual(underlying.disposeCount, 1)
            XCTAssertTrue(refCount.isDisposed)
        }
    }
}
