// The library's own calls of operators that take `@Sendable` closures (in Swift 6 mode) pass
// closures that the compiler cannot prove `Sendable` but that are as safe as the elements the
// library hands from thread to thread: they capture the sequence's own parameters (observers,
// key paths, decoders, generic conformances) or state that only the serialized events of one
// subscription touch. These functions relabel such a closure as `@Sendable`; a `@Sendable`
// function value has the same representation as any other, so relabelling costs nothing.
// Each use says what makes it safe.

/// Relabels `body`, a closure of one argument that may throw, as `@Sendable`.
@inlinable @inline(__always)
func assumeSendable<A, R>(_ body: @escaping (A) throws -> R) -> @Sendable (A) throws -> R {
    unsafeBitCast(body, to: (@Sendable (A) throws -> R).self)
}

/// Relabels `body`, a closure of two arguments that may throw, as `@Sendable`.
@inlinable @inline(__always)
func assumeSendable<A, B, R>(_ body: @escaping (A, B) throws -> R) -> @Sendable (A, B) throws -> R {
    unsafeBitCast(body, to: (@Sendable (A, B) throws -> R).self)
}

/// Relabels `body`, a closure of one argument that cannot throw, as `@Sendable`.
@inlinable @inline(__always)
func assumeSendableNonThrowing<A, R>(_ body: @escaping (A) -> R) -> @Sendable (A) -> R {
    unsafeBitCast(body, to: (@Sendable (A) -> R).self)
}

/// Relabels `body`, a closure without arguments that cannot throw, as `@Sendable`.
@inlinable @inline(__always)
func assumeSendableNonThrowing<R>(_ body: @escaping () -> R) -> @Sendable () -> R {
    unsafeBitCast(body, to: (@Sendable () -> R).self)
}
