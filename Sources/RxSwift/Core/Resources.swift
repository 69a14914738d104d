import Synchronization

/// Counts the library's live resources (sinks, observers, subject subscriptions and scheduled
/// items), so tests can assert that every subscription was released.
///
/// Unlike upstream, it needs no compile flag: one relaxed atomic add per resource is cheap
/// enough to leave on.
public enum Resources {
    /// The number of live resources now.
    public static var total: Int32 {
        resourceCounter.load(ordering: .relaxed)
    }

    /// Counts one more live resource; returns the new total.
    @discardableResult
    @inlinable
    public static func incrementTotal() -> Int32 {
        resourceCounter.wrappingAdd(1, ordering: .relaxed).newValue
    }

    /// Counts one fewer live resource; returns the new total.
    @discardableResult
    @inlinable
    public static func decrementTotal() -> Int32 {
        resourceCounter.wrappingSubtract(1, ordering: .relaxed).newValue
    }
}

@usableFromInline
let resourceCounter = Atomic<Int32>(0)
