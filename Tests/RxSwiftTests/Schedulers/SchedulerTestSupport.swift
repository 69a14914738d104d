import Dispatch
import Foundation
import RxSwift

/// A thread-safe list of values recorded by scheduled actions, for the scheduler tests.
final class SchedulerTestLog<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [Value] = []

    func append(_ value: Value) {
        lock.lock()
        recorded.append(value)
        lock.unlock()
    }

    var values: [Value] {
        lock.lock()
        defer { lock.unlock() }
        return recorded
    }

    var count: Int { values.count }
}

/// A thread-safe counter that also tracks how many callers are inside a section at once.
final class SchedulerTestConcurrencyProbe: @unchecked Sendable {
    private let lock = NSLock()
    private var inside = 0
    private(set) var maximumInside = 0
    private(set) var entries = 0

    func enter() {
        lock.lock()
        inside += 1
        entries += 1
        maximumInside = max(maximumInside, inside)
        lock.unlock()
    }

    func leave() {
        lock.lock()
        inside -= 1
        lock.unlock()
    }

    var snapshot: (entries: Int, maximumInside: Int) {
        lock.lock()
        defer { lock.unlock() }
        return (entries, maximumInside)
    }
}

/// Runs the main run loop (which drains `DispatchQueue.main`) until `condition` holds or
/// `timeout` seconds pass; returns whether the condition held. Call it on the main thread.
@discardableResult
func runMainRunLoop(timeout: TimeInterval = 3, until condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while !condition() {
        if Date() >= deadline { return false }
        RunLoop.main.run(until: Date().addingTimeInterval(0.005))
    }
    return true
}

/// Runs the main run loop until everything queued on `DispatchQueue.main` before the call has
/// run. Call it on the main thread.
func drainMainDispatchQueue() {
    let marker = SchedulerTestLog<Bool>()
    DispatchQueue.main.async { marker.append(true) }
    runMainRunLoop { marker.count == 1 }
}

/// Blocks the calling thread until every action scheduled on `scheduler` before the call has
/// run (for serial schedulers). Returns whether that happened within `timeout` seconds.
@discardableResult
func waitForSerialScheduler(_ scheduler: ImmediateSchedulerType, timeout: TimeInterval = 3) -> Bool {
    let reached = DispatchSemaphore(value: 0)
    _ = scheduler.schedule(()) { _ in
        reached.signal()
        return Disposables.create()
    }
    return reached.wait(timeout: .now() + timeout) == .success
}
