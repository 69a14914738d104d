import Foundation
import RxSwift

/// A one-shot gate the awaiting operators wait on: the async counterpart of `BlockingGate`.
///
/// Waiting suspends the task (no thread is blocked) until the gate opens, the timeout elapses
/// or the task is cancelled, whichever comes first.
final class AsyncGate: @unchecked Sendable {
    /// How a wait ended.
    enum Outcome {
        case opened
        case timedOut
        case cancelled
    }

    private let lock = RxLock()
    private var outcome: Outcome?
    private var waiter: CheckedContinuation<Outcome, Never>?

    init() {}

    /// Opens the gate, once; later calls, and calls after a timeout or a cancellation, do
    /// nothing.
    func open() {
        end(.opened)
    }

    /// Suspends until the gate opens, `timeout` seconds pass (`nil`: no limit) or the task is
    /// cancelled, and says which came first.
    nonisolated(nonsending) func wait(timeout: TimeInterval?) async -> Outcome {
        let timer = timeout.map { seconds in
            Task { [self] in
                // A cancelled sleep is the wait having ended first: the timer then does nothing.
                guard (try? await Task.sleep(for: .seconds(seconds))) != nil else { return }
                end(.timedOut)
            }
        }
        defer { timer?.cancel() }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                lock.lock()
                if let outcome {
                    lock.unlock()
                    continuation.resume(returning: outcome)
                } else {
                    waiter = continuation
                    lock.unlock()
                }
            }
        } onCancel: {
            end(.cancelled)
        }
    }

    /// Records the first outcome and resumes the waiter, if it is waiting already.
    private func end(_ ending: Outcome) {
        lock.lock()
        guard outcome == nil else {
            lock.unlock()
            return
        }
        outcome = ending
        let resumed = waiter
        waiter = nil
        lock.unlock()
        resumed?.resume(returning: ending)
    }
}
