import Foundation

/// A value that a test and the closures it hands to operators both read and write:
/// `let seen = Captured<[Int]>([])`, then `subscribe(onNext: { seen.value.append($0) })`.
///
/// Operator closures are `@Sendable` for Swift 6 mode code (docs/Concurrency.md), so they
/// cannot mutate a captured `var`; a test records what the closures see in one of these instead.
/// `@unchecked Sendable`: every access to `stored` holds `lock`.
public final class Captured<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value

    /// Creates a box holding `value`.
    public init(_ value: Value) {
        stored = value
    }

    /// The value; reading, writing and modifying in place (`value += 1`, `value.append(x)`)
    /// each happen under the lock.
    public var value: Value {
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
