import Dispatch
import Foundation
import Synchronization

/// A one-shot gate the blocking operators wait on.
///
/// Off the main thread the wait is a semaphore wait. On the main thread it runs the main run
/// loop in short slices instead, so work queued to the main queue (and main-thread timers)
/// keeps running while the caller blocks; opening the gate wakes that loop.
final class BlockingGate: @unchecked Sendable {
    private let semaphore = DispatchSemaphore(value: 0)
    private let opened = Atomic<Bool>(false)
    private let waitingOnMainThread = Atomic<Bool>(false)

    /// The longest single run-loop slice while waiting on the main thread.
    private static let runLoopSlice: TimeInterval = 0.05

    init() {}

    /// Opens the gate, once; later calls do nothing.
    func open() {
        if opened.exchange(true, ordering: .acquiringAndReleasing) { return }
        semaphore.signal()
        if waitingOnMainThread.load(ordering: .acquiring) {
            // An empty main-queue item wakes the run loop the waiter is running.
            DispatchQueue.main.async {}
        }
    }

    /// Blocks until the gate opens or `timeout` seconds pass; returns whether it opened.
    func wait(timeout: TimeInterval?) -> Bool {
        if Thread.isMainThread {
            return waitRunningMainRunLoop(timeout: timeout)
        }
        guard let timeout else {
            semaphore.wait()
            return true
        }
        return semaphore.wait(timeout: .now() + timeout) == .success || opened.load(ordering: .acquiring)
    }

    private func waitRunningMainRunLoop(timeout: TimeInterval?) -> Bool {
        waitingOnMainThread.store(true, ordering: .releasing)
        let deadline = timeout.map { Date().addingTimeInterval($0) } ?? .distantFuture
        while !opened.load(ordering: .acquiring) {
            let now = Date()
            if now >= deadline {
                return opened.load(ordering: .acquiring)
            }
            let sliceEnd = min(deadline, now.addingTimeInterval(Self.runLoopSlice))
            if !RunLoop.current.run(mode: .default, before: sliceEnd) {
                // The run loop had nothing to run: wait on the semaphore for the slice instead.
                _ = semaphore.wait(timeout: .now() + sliceEnd.timeIntervalSince(now))
            }
        }
        return true
    }
}
