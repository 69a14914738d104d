import RxSwift
import RxTest
import XCTest
import TestSupport

final class ResourcesTests: LeakCheckingTestCase {
    func testALiveSubscriptionIsCountedAndReleasedOnDispose() {
        let before = Resources.total
        subscribeEmitAndDispose(before: before)
        XCTAssertEqual(Resources.total, before, "nothing stays alive once the subscription and its disposable are gone")
    }

    private func subscribeEmitAndDispose(before: Int32) {
        let emitter = Captured<AnyObserver<Int>?>(nil)
        let subscription = Observable<Int>.create { observer in
            emitter.value = observer
            return Disposables.create()
        }
        .map { $0 }
        .subscribe(onNext: { _ in })
        XCTAssertGreaterThan(Resources.total, before, "sinks and observers of a live subscription are counted")
        emitter.value?.onNext(1)
        subscription.dispose()
        emitter.value = nil
    }

    func testIncrementAndDecrementReturnTheNewTotal() {
        let start = Resources.total
        XCTAssertEqual(Resources.incrementTotal(), start + 1)
        XCTAssertEqual(Resources.decrementTotal(), start)
    }
}
