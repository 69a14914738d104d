import Foundation

/// The error the tests send through sequences.
let testError = NSError(domain: "RxCocoaTests", code: 1)

/// A value handed between threads by the tests, which order the accesses themselves.
final class ThreadHandOff<Value>: @unchecked Sendable {
    var value: Value?
}

/// Runs `body` on a background thread and returns its result, running the main run loop
/// meanwhile so that work `body` sends to the main thread is done.
func onBackgroundThread<Result>(_ body: @escaping () -> Result) -> Result {
    let work = ThreadHandOff<() -> Result>()
    work.value = body
    let result = ThreadHandOff<Result>()
    let done = DispatchSemaphore(value: 0)
    Thread {
        result.value = work.value?()
        done.signal()
    }.start()
    while done.wait(timeout: .now()) == .timedOut {
        RunLoop.main.run(until: Date().addingTimeInterval(0.002))
    }
    return result.value!
}

/// Runs the main run loop until the work queued to the main thread so far is done.
func drainMainQueue() {
    let drained = ThreadHandOff<Bool>()
    DispatchQueue.main.async { drained.value = true }
    while drained.value != true {
        RunLoop.main.run(until: Date().addingTimeInterval(0.002))
    }
}
