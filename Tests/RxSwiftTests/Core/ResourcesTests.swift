import RxSwift
import RxTest
import XCTest

final class ResourcesTests: LeakCheckingTestCase {
    func testALiveSubscriptionIsCountedAndReleasedOnDispose() {
        let before = Resources.total
        subscribeEmitAndDispose(before: before)
        XCTAssertEqual(Resources.total, before, "nothing stays alive once the subscription and its disposable are gone")
    }

    private func subscribeEmitAndDispose(before: Int32) {
        var emitter: AnyObserver<Int>?
        let subscription = Observable<Int>.create { observer in
            emitter = observer
            return Disposables.create()
        }
        .map { $0 }
        .subscribe(onNext: { _ in })
        XCTAssertGreaterThan(Resources.total, before, "sinks and observers of a live subscription are counted")
        emitter?.onNext(1)
        subscription.dispose()
        emitter = nil
    }

    func testIncrementAndDecrementReturnTheNewTotal() {
        let start = Resources.total
        XCTAssertEqual(Resources.incrementTotal(), start + 1)
        XCTAssertEqual(Resources.decrementTotal(), start)
    }
}
