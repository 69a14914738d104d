@testable import RxSwift
import RxTest
import XCTest

final class PriorityQueueTests: LeakCheckingTestCase {
    func testDequeuesInPriorityOrder() {
        var queue = PriorityQueue<Int>(hasHigherPriority: <)
        for value in [5, 3, 9, 1, 7, 3, 0, 8] {
            queue.enqueue(value)
        }
        XCTAssertEqual(queue.count, 8)
        XCTAssertEqual(queue.peek(), 0)
        var drained: [Int] = []
        while let value = queue.dequeue() {
            drained.append(value)
        }
        XCTAssertEqual(drained, [0, 1, 3, 3, 5, 7, 8, 9])
        XCTAssertTrue(queue.isEmpty)
        XCTAssertNil(queue.peek())
    }

    func testInterleavedEnqueueAndDequeue() {
        var queue = PriorityQueue<Int>(hasHigherPriority: >)
        var reference: [Int] = []
        var generator = SystemRandomNumberGenerator()
        for step in 0..<500 {
            if step % 3 == 2, let top = queue.dequeue() {
                XCTAssertEqual(top, reference.max())
                reference.remove(at: reference.firstIndex(of: top)!)
            } else {
                let value = Int.random(in: 0..<50, using: &generator)
                queue.enqueue(value)
                reference.append(value)
            }
        }
        XCTAssertEqual(queue.count, reference.count)
    }

    func testRemoveAllEmptiesTheQueue() {
        var queue = PriorityQueue<Int>(hasHigherPriority: <)
        queue.enqueue(2)
        queue.enqueue(1)
        XCTAssertEqual(queue.removeAll().sorted(), [1, 2])
        XCTAssertTrue(queue.isEmpty)
    }
}
