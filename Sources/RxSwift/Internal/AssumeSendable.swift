// The library's own calls of operators that take `@Sendable` closures (in Swift 6 mode) pass
// closures that the compiler cannot prove `Sendable` but that are as safe as the elements the
// library hands from thread to thread: they capture the sequence's own parameters (observers,
// key paths, decoders, generic conformances) or state that only the serialized events of one
// subscription touch. These functions wrap such a closure in a `@Sendable` one that calls it:
// a real conversion the compiler checks, never a cast of the function value (a cast between
// function types that differ in more than `@Sendable`, such as an `@escaping` parameter, changes
// how the closure is called). Each use says what makes it safe.

/// Wraps `body`, a closure of one argument that may throw, as `@Sendable`.
@inlinable @inline(__always)
func assumeSendable<A, R>(_ body: @escaping (A) throws -> R) -> @Sendable (A) throws -> R {
    nonisolated(unsafe) let body = body
    return { try body($0) }
}

/// Wraps `body`, a closure of two arguments that may throw, as `@Sendable`.
@inlinable @inline(__always)
func assumeSendable<A, B, R>(_ body: @escaping (A, B) throws -> R) -> @Sendable (A, B) throws -> R {
    nonisolated(unsafe) let body = body
    return { try body($0, $1) }
}

/// Wraps `body`, a closure of one argument that cannot throw, as `@Sendable`.
@inlinable @inline(__always)
func assumeSendableNonThrowing<A, R>(_ body: @escaping (A) -> R) -> @Sendable (A) -> R {
    nonisolated(unsafe) let body = body
    return { body($0) }
}

/// Wraps `body`, a closure without arguments that cannot throw, as `@Sendable`.
@inlinable @inline(__always)
func assumeSendableNonThrowing<R>(_ body: @escaping () -> R) -> @Sendable () -> R {
    nonisolated(unsafe) let body = body
    return { body() }
}
