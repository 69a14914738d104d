import Foundation
import Synchronization
import XCTest

/// What a stress test's main-thread observer saw: elements in order, deliveries off the main
/// thread, deliveries that overlapped.
final class MainThreadDeliveryLog: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Int] = []
    private var offMain = 0
    private var overlapping = 0
    private let inside = Atomic<Int>(0)
    private var isCompleted = false

    /// Records one element.
    func record(_ value: Int) {
        if inside.add(1, ordering: .sequentiallyConsistent).oldValue != 0 {
            lock.withLock { overlapping += 1 }
        }
        let onMain = Thread.isMainThread
        lock.withLock {
            values.append(value)
            if !onMain { offMain += 1 }
        }
        inside.subtract(1, ordering: .sequentiallyConsistent)
    }

    /// Records the completion.
    func complete() {
        lock.withLock { isCompleted = true }
    }

    var elements: [Int] { lock.withLock { values } }
    var completed: Bool { lock.withLock { isCompleted } }
    var deliveriesOffTheMainThread: Int { lock.withLock { offMain } }
    var overlappingDeliveries: Int { lock.withLock { overlapping } }
}

/// Starts every body on its own thread and runs the main run loop until all have returned and
/// `until` holds, for at most `timeout` seconds; fails the test with a message otherwise (a
/// deadlock, or elements that never reached the main thread).
func runOnThreadsPumpingTheMainLoop(_ bodies: [@Sendable () -> Void], until condition: () -> Bool, timeout: TimeInterval = 20, file: StaticString = #filePath, line: UInt = #line) {
    let finished = Atomic<Int>(0)
    for body in bodies {
        Thread {
            body()
            finished.add(1, ordering: .sequentiallyConsistent)
        }.start()
    }
    let deadline = Date().addingTimeInterval(timeout)
    while finished.load(ordering: .sequentiallyConsistent) < bodies.count || !condition() {
        if Date() > deadline {
            XCTFail("\(finished.load(ordering: .sequentiallyConsistent)) of \(bodies.count) threads finished and the main thread's condition did not hold within \(timeout) s (deadlock?)", file: file, line: line)
            return
        }
        RunLoop.main.run(until: Date().addingTimeInterval(0.002))
    }
}
