import Dispatch
import Foundation
import Synchronization
import XCTest
@testable import RxSwift

/// A thread-safe record of disposal events, in the order they happened.
final class DisposalLog: Sendable {
    private let entries = Mutex<[String]>([])

    /// Records that `name` was disposed.
    func record(_ name: String) {
        entries.withLock { $0.append(name) }
    }

    /// The names recorded so far, oldest first.
    var names: [String] {
        entries.withLock { $0 }
    }
}

/// A thread-safe disposable that counts its `dispose()` calls and, given a log, records its
/// name there on each call.
final class DisposalRecorder: Disposable, Sendable {
    let name: String
    private let log: DisposalLog?
    private let calls = Atomic<Int>(0)

    init(_ name: String = "", log: DisposalLog? = nil) {
        self.name = name
        self.log = log
    }

    /// How many times `dispose()` was called.
    var disposeCount: Int {
        calls.load(ordering: .acquiring)
    }

    func dispose() {
        calls.wrappingAdd(1, ordering: .acquiringAndReleasing)
        log?.record(name)
    }
}

/// A disposable that runs a closure on every `dispose()` call; used to re-enter the container
/// that disposes it.
final class ReentrantDisposable: Disposable, @unchecked Sendable {
    private let onDispose: () -> Void

    init(_ onDispose: @escaping () -> Void) {
        self.onDispose = onDispose
    }

    func dispose() {
        onDispose()
    }
}

/// Runs `body(index)` for every index in `0..<threads` on as many threads as the machine
/// offers, and returns when all have finished.
func runConcurrently(threads: Int, _ body: (Int) -> Void) {
    withoutActuallyEscaping(body) { body in
        let work = UncheckedSendable(body)
        DispatchQueue.concurrentPerform(iterations: threads) { index in
            work.value(index)
        }
    }
}

/// Runs `body` on another thread and fails the test if it has not returned within `timeout`
/// seconds (a deadlock, for instance, when a container disposes a member under its lock).
/// Returns whether it finished; a caller should stop touching the object under test if not.
@discardableResult
func assertFinishes(within timeout: TimeInterval = 5, file: StaticString = #filePath, line: UInt = #line, _ body: @escaping () -> Void) -> Bool {
    let finished = DispatchSemaphore(value: 0)
    let work = UncheckedSendable(body)
    let thread = Thread {
        work.value()
        finished.signal()
    }
    thread.start()
    if finished.wait(timeout: .now() + timeout) == .timedOut {
        XCTFail("did not finish within \(timeout) s", file: file, line: line)
        return false
    }
    return true
}
