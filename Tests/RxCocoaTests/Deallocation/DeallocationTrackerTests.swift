import RxCocoa
import RxSwift
import RxTest
import XCTest

private final class Model: DeallocationObservable {
    let deallocationTracker = DeallocationTracker()
}

final class DeallocationTrackerTests: LeakCheckingTestCase {
    func testEmitsOnceAndCompletesWhenTheOwnerIsDeallocated() {
        var model: Model? = Model()
        let elements = Captured(0)
        let completed = Captured(false)
        let subscription = model!.rx.deallocated.subscribe(onNext: { elements.value += 1 }, onCompleted: { completed.value = true })
        XCTAssertEqual(elements.value, 0)
        model = nil
        XCTAssertEqual(elements.value, 1)
        XCTAssertTrue(completed.value)
        subscription.dispose()
    }

    func testReplaysToLateSubscribers() {
        var model: Model? = Model()
        let deallocated = model!.rx.deallocated
        model = nil
        let elements = Captured(0)
        let completed = Captured(false)
        _ = deallocated.subscribe(onNext: { elements.value += 1 }, onCompleted: { completed.value = true })
        XCTAssertEqual(elements.value, 1)
        XCTAssertTrue(completed.value)
    }

    func testIsOneSequencePerObject() {
        let model = Model()
        XCTAssertTrue(model.rx.deallocated === model.rx.deallocated)
        XCTAssertFalse(model.rx.deallocated === Model().rx.deallocated)
    }

    func testDoesNotKeepTheObjectAlive() {
        var model: Model? = Model()
        weak let weakModel = model
        let subscription = model!.rx.deallocated.subscribe()
        model = nil
        XCTAssertNil(weakModel)
        subscription.dispose()
    }

    func testReportDeallocationReportsOnceOnly() {
        var model: Model? = Model()
        let elements = Captured(0)
        let subscription = model!.rx.deallocated.subscribe(onNext: { elements.value += 1 })
        model!.deallocationTracker.reportDeallocation()
        XCTAssertEqual(elements.value, 1)
        model!.deallocationTracker.reportDeallocation()
        model = nil
        XCTAssertEqual(elements.value, 1)
        subscription.dispose()
    }

    func testReportsADeallocationOnAnotherThread() {
        var model: Model? = Model()
        let deallocated = expectation(description: "deallocated")
        let subscription = model!.rx.deallocated.subscribe(onCompleted: { deallocated.fulfill() })
        let handOff = ThreadHandOff<Model>()
        handOff.value = model
        model = nil
        onBackgroundThread { handOff.value = nil }
        wait(for: [deallocated], timeout: 5)
        subscription.dispose()
    }
}
