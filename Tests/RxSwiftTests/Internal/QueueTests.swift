@testable import RxSwift
import RxTest
import XCTest

final class QueueTests: LeakCheckingTestCase {
    func testElementsLeaveInTheOrderTheyCame() {
        var queue = Queue<Int>()
        XCTAssertNil(queue.dequeue())
        for value in 0..<5 { queue.enqueue(value) }
        XCTAssertEqual(queue.peek(), 0)
        XCTAssertEqual((0..<5).map { _ in queue.dequeue() }, [0, 1, 2, 3, 4])
        XCTAssertTrue(queue.isEmpty)
    }

    func testOrderSurvivesWrappingAndGrowing() {
        var queue = Queue<Int>(capacity: 4)
        var expected: [Int] = []
        var received: [Int] = []
        var next = 0
        // Interleave so the head walks around the ring before it grows, several times.
        for round in 1...40 {
            for _ in 0..<(round % 7 + 1) {
                queue.enqueue(next)
                expected.append(next)
                next += 1
            }
            for _ in 0..<(round % 5) {
                if let value = queue.dequeue() { received.append(value) }
            }
            XCTAssertEqual(Array(queue), Array(expected[received.count...]))
        }
        while let value = queue.dequeue() { received.append(value) }
        XCTAssertEqual(received, expected)
    }

    func testCapacityRoundsUpToAPowerOfTwo() {
        XCTAssertEqual(Queue<Int>(capacity: 0).storage.count, 0)
        XCTAssertEqual(Queue<Int>(capacity: 1).storage.count, 1)
        XCTAssertEqual(Queue<Int>(capacity: 3).storage.count, 4)
        XCTAssertEqual(Queue<Int>(capacity: 4).storage.count, 4)
        XCTAssertEqual(Queue<Int>(capacity: 5).storage.count, 8)
    }

    func testRemoveAllEmptiesTheQueue() {
        var queue = Queue<Int>()
        for value in 0..<10 { queue.enqueue(value) }
        queue.removeAll()
        XCTAssertTrue(queue.isEmpty)
        queue.enqueue(42)
        XCTAssertEqual(queue.dequeue(), 42)
    }
}
