#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Android)
import Android
#endif

/// Debug-build detector of events delivered into one sink reentrantly (from inside its own
/// delivery) or from two threads at once; both break the sequence grammar. It warns, it does
/// not crash.
@usableFromInline
final class SynchronizationTracker: @unchecked Sendable {
    private let lock = RxLock()
    private var entriesByThread: [UInt: Int] = [:]

    /// Where warnings go; tests replace it to observe them.
    nonisolated(unsafe) static var report: (String) -> Void = { print($0) }
    private static let reportLock = RxLock()

    @usableFromInline
    init() {}

    /// Records that the current thread started delivering an event into the sink.
    @usableFromInline
    func register(operator name: String) {
        let thread = currentThreadIdentifier()
        let problem: String? = lock.withLock {
            let depth = entriesByThread[thread, default: 0] + 1
            entriesByThread[thread] = depth
            if depth > 1 {
                return "an event was sent while the previous one was still being delivered on the same thread (reentrancy)"
            }
            if entriesByThread.count > 1 {
                return "events were sent from two threads at once"
            }
            return nil
        }
        if let problem {
            let message = """
            ⚠️ RxSwift: reentrancy anomaly in `\(name)`: \(problem).
              The sequence grammar is `next* (error | completed)?`, delivered one event at a time.
              Fix: serialize the producer of these events (for example with `observe(on:)` on a serial
              scheduler), or schedule the nested event instead of sending it from inside `onNext`.
            """
            let report = Self.reportLock.withLock { Self.report }
            report(message)
        }
    }

    /// Records that the current thread finished delivering.
    @usableFromInline
    func unregister() {
        let thread = currentThreadIdentifier()
        lock.withLock {
            let depth = entriesByThread[thread, default: 1] - 1
            if depth == 0 {
                entriesByThread[thread] = nil
            } else {
                entriesByThread[thread] = depth
            }
        }
    }

    /// Replaces the warning sink; returns the previous one.
    static func setReport(_ newReport: @escaping (String) -> Void) -> (String) -> Void {
        reportLock.withLock {
            let previous = report
            report = newReport
            return previous
        }
    }
}

/// An identifier of the calling thread.
@usableFromInline
func currentThreadIdentifier() -> UInt {
    #if canImport(Darwin)
    return UInt(bitPattern: pthread_self())
    #else
    return UInt(pthread_self())
    #endif
}
