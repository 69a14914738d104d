// How the library crosses from code that runs on the main thread by contract, but is not
// isolated to the main actor (a sequence's delivery into a `Binder`, a `drive`, a control's
// subscription), into main-actor code. It crosses only through these functions.
//
// Each checks the thread as `MainActor.assumeIsolated` does and stops with a message naming its
// caller off the main thread. The check reads the thread's mark (a thread-local), where the
// runtime's own check makes a system call on Linux (about 100 ns, on every element). Then it
// calls the main-actor function as the standard library's `assumeIsolated` does once it has
// checked: a synchronous function isolated to a global actor is called like any other, so the
// function is called through its nonisolated type (the two types differ only in isolation).
extension MainScheduler {
    /// Runs `operation`, main-actor code, now; the caller is on the main thread.
    @inlinable
    package static func assumeMainActor<Result>(_ operation: @MainActor () -> Result, caller: StaticString) -> Result {
        ensureOnMainActorThread(caller: caller)
        return withoutActuallyEscaping(operation) { operation in
            unsafeBitCast(operation, to: (() -> Result).self)()
        }
    }

    /// `operation`, main-actor code, as a function that checks the thread on each call. It is
    /// `Sendable`, as the main-actor function is: wherever it is called, it runs `operation` only
    /// on the main thread.
    @inlinable
    package static func mainThreadFunction<Result>(_ operation: @escaping @MainActor () -> Result, caller: StaticString) -> @Sendable () -> Result {
        let unisolated = unsafeBitCast(operation, to: (@Sendable () -> Result).self)
        return {
            ensureOnMainActorThread(caller: caller)
            return unisolated()
        }
    }

    /// `operation`, main-actor code, as a `Sendable` function that checks the thread on each
    /// call.
    @inlinable
    package static func mainThreadFunction<Argument, Result>(_ operation: @escaping @MainActor (Argument) -> Result, caller: StaticString) -> @Sendable (Argument) -> Result {
        let unisolated = unsafeBitCast(operation, to: (@Sendable (Argument) -> Result).self)
        return { argument in
            ensureOnMainActorThread(caller: caller)
            return unisolated(argument)
        }
    }

    /// `operation`, main-actor code that may throw, as a `Sendable` function that checks the
    /// thread on each call.
    @inlinable
    package static func mainThreadFunction<Argument, Result>(_ operation: @escaping @MainActor (Argument) throws -> Result, caller: StaticString) -> @Sendable (Argument) throws -> Result {
        let unisolated = unsafeBitCast(operation, to: (@Sendable (Argument) throws -> Result).self)
        return { argument in
            ensureOnMainActorThread(caller: caller)
            return try unisolated(argument)
        }
    }

    /// `operation`, main-actor code, as a `Sendable` function that checks the thread on each
    /// call.
    @inlinable
    package static func mainThreadFunction<First, Second, Result>(_ operation: @escaping @MainActor (First, Second) -> Result, caller: StaticString) -> @Sendable (First, Second) -> Result {
        let unisolated = unsafeBitCast(operation, to: (@Sendable (First, Second) -> Result).self)
        return { first, second in
            ensureOnMainActorThread(caller: caller)
            return unisolated(first, second)
        }
    }

    /// `operation`, main-actor code of no argument that may throw, as a `Sendable` function
    /// that checks the thread on each call.
    @inlinable
    package static func mainThreadFunction(
        _ operation: @escaping @MainActor () throws -> Void, caller: StaticString
    ) -> @Sendable () throws -> Void {
        let unisolated = unsafeBitCast(operation, to: (@Sendable () throws -> Void).self)
        return {
            ensureOnMainActorThread(caller: caller)
            try unisolated()
        }
    }

    /// `operation`, main-actor code of two arguments that may throw, as a `Sendable` function
    /// that checks the thread on each call.
    @inlinable
    package static func mainThreadFunction<First, Second, Result>(
        _ operation: @escaping @MainActor (First, Second) throws -> Result, caller: StaticString
    ) -> @Sendable (First, Second) throws -> Result {
        let unisolated = unsafeBitCast(operation, to: (@Sendable (First, Second) throws -> Result).self)
        return { first, second in
            ensureOnMainActorThread(caller: caller)
            return try unisolated(first, second)
        }
    }

    /// `operation`, main-actor code, as a function that runs it on the main thread from any
    /// thread: at once on the main thread, otherwise scheduled on `MainScheduler.instance`. For
    /// what runs when a subscription is disposed, which any thread may do.
    @inlinable
    package static func onMainThread(_ operation: @escaping @MainActor () -> Void) -> @Sendable () -> Void {
        let unisolated = unsafeBitCast(operation, to: (@Sendable () -> Void).self)
        return {
            if isProcessMainThread {
                unisolated()
            } else {
                _ = MainScheduler.instance.schedule(()) { _ in
                    unisolated()
                    return Disposables.create()
                }
            }
        }
    }

    /// `operation`, main-actor code that updates a value in place, as a `Sendable` function that
    /// checks the thread on each call.
    @inlinable
    package static func mainThreadFunction<Value, Argument>(_ operation: @escaping @MainActor (inout Value, Argument) -> Void, caller: StaticString) -> @Sendable (inout Value, Argument) -> Void {
        let unisolated = unsafeBitCast(operation, to: (@Sendable (inout Value, Argument) -> Void).self)
        return { value, argument in
            ensureOnMainActorThread(caller: caller)
            unisolated(&value, argument)
        }
    }

    /// `operation`, main-actor code, as a nonisolated `Sendable` function, for a caller that
    /// checks the thread itself (`ensureOnMainActorThread(caller:)`) on each call.
    @inlinable
    package static func unisolatedFunction<Argument, Result>(_ operation: @escaping @MainActor (Argument) -> Result) -> @Sendable (Argument) -> Result {
        unsafeBitCast(operation, to: (@Sendable (Argument) -> Result).self)
    }

    /// `operation`, main-actor code, as a nonisolated function, for a caller that checks the
    /// thread itself (`ensureOnMainActorThread(caller:)`) on each call, inside a closure it makes
    /// anyway (a `Binder`'s).
    @inlinable
    package static func unisolatedFunction<First, Second, Result>(_ operation: @escaping @MainActor (First, Second) -> Result) -> (First, Second) -> Result {
        unsafeBitCast(operation, to: ((First, Second) -> Result).self)
    }

    /// Stops the program with a message naming `caller` unless the caller runs on the process's
    /// main thread, the main actor's thread (whatever executor is installed for `MainScheduler`).
    @inlinable
    package static func ensureOnMainActorThread(caller: StaticString) {
        if !isProcessMainThread {
            mainActorCodeCalledOffTheMainThread(caller: caller)
        }
    }

    /// Whether the caller runs on the process's main thread.
    @inlinable
    package static var isProcessMainThread: Bool {
        MainThreadFlag.isMainThread
    }

    /// Stops the program: main-actor code was about to run on another thread.
    @usableFromInline
    static func mainActorCodeCalledOffTheMainThread(caller: StaticString) -> Never {
        rxFatalError(offMainThreadMessage(caller: "\(caller)", errorMessage: "Its closure is main-actor code."))
    }
}
