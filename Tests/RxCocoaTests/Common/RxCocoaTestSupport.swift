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

/// A value that a test and the closures it hands to operators both read and write: operator
/// closures may be `@Sendable` for Swift 6 mode code and then cannot mutate a captured `var`.
/// Every access holds the lock.
final class Captured<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value

    /// Creates a box holding `value`.
    init(_ value: Value) {
        stored = value
    }

    /// The value; reads, writes and in-place changes each happen under the lock.
    var value: Value {
        get {
            lock.withLock { stored }
        }
        set {
            lock.withLock { stored = newValue }
        }
        _modify {
            lock.lock()
            defer { lock.unlock() }
            yield &stored
        }
    }
}
