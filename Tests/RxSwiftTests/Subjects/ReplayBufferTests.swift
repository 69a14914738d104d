@testable import RxSwift
import RxTest
import XCTest

final class ReplayBufferTests: LeakCheckingTestCase {
    func testBoundedBufferKeepsTheLatestElementsInOrderAcrossWrapAround() {
        var buffer = ReplayBuffer<Int>(limit: 3)
        var dropped: [Int] = []
        for value in 1...8 {
            if let old = buffer.append(value) {
                dropped.append(old)
            }
            XCTAssertEqual(Array(buffer.elements), Array(max(1, value - 2)...value))
        }
        XCTAssertEqual(dropped, [1, 2, 3, 4, 5])
        XCTAssertEqual(buffer.count, 3)
    }

    func testUnboundedBufferKeepsEverything() {
        var buffer = ReplayBuffer<Int>(limit: nil)
        for value in 0..<50 {
            XCTAssertNil(buffer.append(value))
        }
        XCTAssertEqual(Array(buffer.elements), Array(0..<50))
    }

    func testZeroSizedBufferKeepsNothing() {
        var buffer = ReplayBuffer<Int>(limit: 0)
        XCTAssertEqual(buffer.append(1), 1)
        XCTAssertEqual(buffer.count, 0)
        XCTAssertTrue(buffer.elements.isEmpty)
    }
}
