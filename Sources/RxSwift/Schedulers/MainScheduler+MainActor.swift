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

    /// `operation`, main-actor code, as a function that checks the thread on each call.
    @inlinable
    package static func mainThreadFunction<Result>(_ operation: @escaping @MainActor () -> Result, caller: StaticString) -> () -> Result {
        let unisolated = unsafeBitCast(operation, to: (() -> Result).self)
        return {
            ensureOnMainActorThread(caller: caller)
            return unisolated()
        }
    }

    /// `operation`, main-actor code, as a function that checks the thread on each call.
    @inlinable
    package static func mainThreadFunction<Argument, Result>(_ operation: @escaping @MainActor (Argument) -> Result, caller: StaticString) -> (Argument) -> Result {
        let unisolated = unsafeBitCast(operation, to: ((Argument) -> Result).self)
        return { argument in
            ensureOnMainActorThread(caller: caller)
            return unisolated(argument)
        }
    }

    /// `operation`, main-actor code, as a function that checks the thread on each call.
    @inlinable
    package static func mainThreadFunction<First, Second, Result>(_ operation: @escaping @MainActor (First, Second) -> Result, caller: StaticString) -> (First, Second) -> Result {
        let unisolated = unsafeBitCast(operation, to: ((First, Second) -> Result).self)
        return { first, second in
            ensureOnMainActorThread(caller: caller)
            return unisolated(first, second)
        }
    }

    /// `operation`, main-actor code that may throw, as a function that checks the thread on
    /// each call: the closure of an operator of a sequence delivered on the main thread
    /// (`MainThreadObservable`), handed to the operator that takes a `@Sendable` closure. A
    /// main-actor function is `Sendable`, and the function made of it runs it only on the main
    /// thread.
    @inlinable
    package static func mainThreadOperator<Argument, Result>(
        _ operation: @escaping @MainActor (Argument) throws -> Result, caller: StaticString
    ) -> @Sendable (Argument) throws -> Result {
        nonisolated(unsafe) let unisolated = unsafeBitCast(operation, to: ((Argument) throws -> Result).self)
        return { argument in
            ensureOnMainActorThread(caller: caller)
            return try unisolated(argument)
        }
    }

    /// `operation`, main-actor code of no argument that may throw, as a function that checks
    /// the thread on each call (see the one-argument form).
    @inlinable
    package static func mainThreadOperator(
        _ operation: @escaping @MainActor () throws -> Void, caller: StaticString
    ) -> @Sendable () throws -> Void {
        nonisolated(unsafe) let unisolated = unsafeBitCast(operation, to: (() throws -> Void).self)
        return {
            ensureOnMainActorThread(caller: caller)
            try unisolated()
        }
    }

    /// `operation`, main-actor code of two arguments that may throw, as a function that checks
    /// the thread on each call (see the one-argument form).
    @inlinable
    package static func mainThreadOperator<First, Second, Result>(
        _ operation: @escaping @MainActor (First, Second) throws -> Result, caller: StaticString
    ) -> @Sendable (First, Second) throws -> Result {
        nonisolated(unsafe) let unisolated = unsafeBitCast(operation, to: ((First, Second) throws -> Result).self)
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
        nonisolated(unsafe) let unisolated = unsafeBitCast(operation, to: (() -> Void).self)
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
