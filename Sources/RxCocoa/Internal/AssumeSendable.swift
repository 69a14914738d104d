// RxCocoa's own calls of RxSwift operators that take `@Sendable` closures (in Swift 6 mode)
// pass closures that the compiler cannot prove `Sendable` but that are safe where they run:
// they capture the caller's observers (handed along the chain like any element), the shared
// sequence's own `@Sendable` closures with the conformances of its generic parameters, or
// controls, lists and proxies that they touch only on the main thread, where RxCocoa keeps
// them. These functions relabel such a closure as `@Sendable`, as RxSwift's `assumeSendable`
// does; a `@Sendable` function value has the same representation as any other, so relabelling
// costs nothing. Each use says what makes it safe.

/// Relabels `body`, a closure without arguments, as `@Sendable`.
@inlinable @inline(__always)
func assumeSendable<R>(_ body: @escaping () -> R) -> @Sendable () -> R {
    unsafeBitCast(body, to: (@Sendable () -> R).self)
}

/// Relabels `body`, a closure of one argument, as `@Sendable`.
@inlinable @inline(__always)
func assumeSendable<A, R>(_ body: @escaping (A) -> R) -> @Sendable (A) -> R {
    unsafeBitCast(body, to: (@Sendable (A) -> R).self)
}

/// Relabels `body`, a closure of one argument that may throw, as `@Sendable`.
@inlinable @inline(__always)
func assumeSendableThrowing<A, R>(_ body: @escaping (A) throws -> R) -> @Sendable (A) throws -> R {
    unsafeBitCast(body, to: (@Sendable (A) throws -> R).self)
}
