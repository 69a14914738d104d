@testable import RxSwift
import RxTest
import XCTest

final class RxMutableBoxTests: LeakCheckingTestCase {
    func testClosuresShareTheBoxedValue() {
        let counter = RxMutableBox(0)
        let subscription = Observable.of(1, 2, 3).subscribe(onNext: { counter.value += $0 })
        XCTAssertEqual(counter.value, 6)
        subscription.dispose()
    }

    func testTheValueCanBeReplaced() {
        let box = RxMutableBox([1])
        box.value.append(2)
        box.value = [3]
        XCTAssertEqual(box.value, [3])
        XCTAssertEqual(box.debugDescription, "MutatingBox([3])")
    }
}
