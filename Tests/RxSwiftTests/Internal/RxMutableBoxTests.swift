@testable import RxSwift
import RxTest
import XCTest

final class RxMutableBoxTests: LeakCheckingTestCase {
    func testClosuresShareTheBoxedValue() {
        let counter = RxMutableBox(0)
        let add = { (value: Int) in counter.value += value }
        for value in [1, 2, 3] { add(value) }
        XCTAssertEqual(counter.value, 6)
    }

    func testTheValueCanBeReplaced() {
        let box = RxMutableBox([1])
        box.value.append(2)
        box.value = [3]
        XCTAssertEqual(box.value, [3])
        XCTAssertEqual(box.debugDescription, "MutatingBox([3])")
    }
}
