import Foundation
import Synchronization

/// Global hooks that customise how the library reports unhandled errors.
public enum Hooks {
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
        var customCaptureSubscriptionCallstack: CustomCaptureSubscriptionCallstack = {
            #if DEBUG
            return Thread.callStackSymbols
            #else
            return []
            #endif
        }
    }

    private static let storage = Storage()
    // Read on every subscription, so it is an atomic rather than a locked field.
    private static let recordCallStack = Atomic<Bool>(false)

    /// Whether subscriptions record their call stack, to report it with unhandled errors.
    public static var recordCallStackOnError: Bool {
        get { recordCallStack.load(ordering: .relaxed) }
        set { recordCallStack.store(newValue, ordering: .relaxed) }
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
}
