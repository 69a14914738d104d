import Foundation
import Synchronization

/// A misuse of the library that it detected (a negative count, a second assignment of a
/// `SingleAssignmentDisposable`, an error bound to a `Binder` or a relay, a main-thread-only
/// API called off the main thread, ...), as `Hooks.programmerErrorHandler` receives it.
public struct ProgrammerError: Sendable, CustomStringConvertible {
    /// What went wrong: it names the operator or type and the cause, and the call site where
    /// the library knows it.
    public let message: String
    /// The file of the call site where the library knows it, otherwise the library's own file.
    public let file: String
    /// The line in `file`.
    public let line: UInt
    /// Whether the error stops the program in every build (`true`) or only in debug builds
    /// (`false`; release builds print it and go on).
    public let stopsEveryBuild: Bool

    /// Creates the description of a programmer error.
    public init(message: String, file: String, line: UInt, stopsEveryBuild: Bool) {
        self.message = message
        self.file = file
        self.line = line
        self.stopsEveryBuild = stopsEveryBuild
    }

    /// `file:line: message`.
    public var description: String { "\(file):\(line): \(message)" }
}

/// Global hooks that customise how the library reports unhandled errors and programmer errors.
public enum Hooks {
    /// Receives a programmer error instead of the default reaction (see
    /// `programmerErrorHandler`).
    public typealias ProgrammerErrorHandler = @Sendable (ProgrammerError) -> Void

    /// Handles an error that reached a subscription without an `onError` handler.
    public typealias DefaultErrorHandler = (_ subscriptionCallStack: [String], _ error: Error) -> Void

    /// Captures the call stack of a subscription, for reporting unhandled errors.
    public typealias CustomCaptureSubscriptionCallstack = () -> [String]

    private final class Storage: @unchecked Sendable {
        let lock = RxLock()
        var defaultErrorHandler: DefaultErrorHandler = { subscriptionCallStack, error in
            #if DEBUG
            let stack = subscriptionCallStack.joined(separator: "\n")
            print("Unhandled error happened: \(error)\n subscription called from:\n\(stack)")
            #endif
        }
        var programmerErrorHandler: ProgrammerErrorHandler?
        var customCaptureSubscriptionCallstack: CustomCaptureSubscriptionCallstack = {
            #if DEBUG
            return Thread.callStackSymbols
            #else
            return []
            #endif
        }
    }

    private static let storage = Storage()
    /// What every subscription reads, with one relaxed load: `recordCallStackBit`,
    /// `inspectorBit`, and `environmentUnreadBit` until `RX_INSPECTOR` has been read.
    ///
    /// Its initial value is a constant, so the global is initialised statically: reading it costs
    /// a load, where an initial value computed from the environment would make every read call
    /// the global's lazy initialiser first (measured: about 60 instructions a subscription).
    @usableFromInline static let subscriptionFlags = Atomic<Int>(4)
    /// Set while `recordCallStackOnError` is on.
    @usableFromInline static var recordCallStackBit: Int { 1 }
    /// Set while `SubscriptionInspector.isEnabled` is on.
    @usableFromInline static var inspectorBit: Int { 2 }
    /// Set until the first subscription (or the first use of `SubscriptionInspector.isEnabled`)
    /// has read the environment.
    @usableFromInline static var environmentUnreadBit: Int { 4 }

    /// Whether `SubscriptionInspector` is on, without reading the environment: for the
    /// library's inner subscriptions, which a recorded subscription (that read it) precedes.
    @inlinable
    static var isInspectorOn: Bool {
        subscriptionFlags.load(ordering: .relaxed) & inspectorBit != 0
    }

    /// `subscriptionFlags`, once the environment has been read.
    @inlinable
    static var currentSubscriptionFlags: Int {
        let flags = subscriptionFlags.load(ordering: .relaxed)
        return flags & environmentUnreadBit == 0 ? flags : readEnvironment()
    }

    /// Sets the inspector's bit if the environment asks for it, unless `isEnabled` was set
    /// first (an explicit setting wins), and clears `environmentUnreadBit`.
    @usableFromInline
    static func readEnvironment() -> Int {
        let requested = inspectorRequestedByEnvironment()
        var flags = subscriptionFlags.load(ordering: .relaxed)
        while flags & environmentUnreadBit != 0 {
            let resolved = (flags & ~environmentUnreadBit) | (requested ? inspectorBit : 0)
            let exchange = subscriptionFlags.compareExchange(expected: flags, desired: resolved, ordering: .relaxed)
            flags = exchange.exchanged ? resolved : exchange.original
        }
        return flags
    }

    private static func inspectorRequestedByEnvironment() -> Bool {
        guard let value = ProcessInfo.processInfo.environment[SubscriptionInspector.environmentVariable] else { return false }
        return ["1", "true", "yes"].contains(value.lowercased())
    }

    /// Whether subscriptions record their call stack, to report it with unhandled errors.
    public static var recordCallStackOnError: Bool {
        get { subscriptionFlags.load(ordering: .relaxed) & recordCallStackBit != 0 }
        set { setSubscriptionFlag(recordCallStackBit, to: newValue) }
    }

    /// Sets or clears `bit` of `subscriptionFlags`, and clears the bits of `clearing`, in one
    /// atomic step.
    static func setSubscriptionFlag(_ bit: Int, to value: Bool, clearing: Int = 0) {
        var flags = subscriptionFlags.load(ordering: .relaxed)
        while true {
            let updated = (value ? flags | bit : flags & ~bit) & ~clearing
            let exchange = subscriptionFlags.compareExchange(expected: flags, desired: updated, ordering: .relaxed)
            if exchange.exchanged { return }
            flags = exchange.original
        }
    }

    /// Called with every error that reaches a `subscribe` without an `onError` handler.
    public static var defaultErrorHandler: DefaultErrorHandler {
        get { storage.lock.withLock { storage.defaultErrorHandler } }
        set { storage.lock.withLock { storage.defaultErrorHandler = newValue } }
    }

    /// Captures a subscription's call stack when `recordCallStackOnError` is set.
    public static var customCaptureSubscriptionCallstack: CustomCaptureSubscriptionCallstack {
        get { storage.lock.withLock { storage.customCaptureSubscriptionCallstack } }
        set { storage.lock.withLock { storage.customCaptureSubscriptionCallstack = newValue } }
    }

    /// Receives every programmer error the library detects, before its default reaction;
    /// `nil` (the default) leaves the default alone.
    ///
    /// Errors that stop only debug builds (`stopsEveryBuild == false`: an error bound to a
    /// `Binder`, a relay or a control property, ...) go to the handler instead of stopping,
    /// and the program goes on as a release build would. Errors that stop every build reach the
    /// handler first and stop the program when it returns. Tests use it to check the messages
    /// (a test of an error that stops every build runs it in a child process).
    public static var programmerErrorHandler: ProgrammerErrorHandler? {
        get { storage.lock.withLock { storage.programmerErrorHandler } }
        set { storage.lock.withLock { storage.programmerErrorHandler = newValue } }
    }
}
