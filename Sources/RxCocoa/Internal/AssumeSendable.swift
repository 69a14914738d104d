// RxCocoa's own calls of RxSwift operators that take `@Sendable` closures (in Swift 6 mode)
// pass closures that the compiler cannot prove `Sendable` but that are safe where they run:
// they capture the caller's observers (handed along the chain like any element), the shared
// sequence's own `@Sendable` closures with the conformances of its generic parameters, or
// controls, lists and proxies that they touch only on the main thread, where RxCocoa keeps
// them. These functions wrap such a closure in a `@Sendable` one that calls it, as RxSwift's
// `assumeSendable` does. Each use says what makes it safe.

/// Wraps `body`, a closure without arguments, as `@Sendable`.
@inlinable @inline(__always)
func assumeSendable<R>(_ body: @escaping () -> R) -> @Sendable () -> R {
    nonisolated(unsafe) let body = body
    return { body() }
}

/// Wraps `body`, a closure of one argument, as `@Sendable`.
@inlinable @inline(__always)
func assumeSendable<A, R>(_ body: @escaping (A) -> R) -> @Sendable (A) -> R {
    nonisolated(unsafe) let body = body
    return { body($0) }
}

/// Wraps `body`, a closure of one argument that may throw, as `@Sendable`.
@inlinable @inline(__always)
func assumeSendableThrowing<A, R>(_ body: @escaping (A) throws -> R) -> @Sendable (A) throws -> R {
    nonisolated(unsafe) let body = body
    return { try body($0) }
}
