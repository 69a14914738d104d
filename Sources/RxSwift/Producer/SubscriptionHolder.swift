import Synchronization

/// Owns the subscription to a source that is made after the owner itself, and disposes it
/// exactly once, whether disposal arrives before, during or after the subscription is made.
///
/// It is the base of every sink (a sink is the disposable of its own subscription) and of the
/// `SubscriptionDisposer` the public `subscribe` methods return.
@usableFromInline
class SubscriptionHolder: Cancelable, @unchecked Sendable {
    @usableFromInline static var disposedBit: Int { 1 }
    @usableFromInline static var subscriptionSetBit: Int { 2 }
    /// Free for subclasses: the lowest state bit `SubscriptionHolder` does not use.
    @usableFromInline static var firstSubclassBit: Int { 4 }
    /// The bits of `holderState` that `SubscriptionHolder` uses; the others are its
    /// subclasses' (a scheduled iteration keeps its delivery tag there).
    @inlinable
    static var holderFlagMask: Int { firstSubclassBit &- 1 }

    /// `disposedBit` once disposed, `subscriptionSetBit` once `setSubscription` stored the
    /// subscription; no bit ever clears.
    @usableFromInline let holderState = Atomic<Int>(0)
    /// Written once before `subscriptionSetBit` is published; taken once by whoever sees both
    /// bits first. A no-op disposable stands for "none" (not an optional, whose checks on an
    /// existential go through the runtime).
    @exclusivity(unchecked) @usableFromInline var upstreamSubscription: Disposable = NopDisposable()

    @inlinable
    init() {}

    /// Whether `dispose()` has been called.
    @inlinable
    final var isDisposed: Bool {
        holderState.load(ordering: .acquiring) & Self.disposedBit != 0
    }

    /// Stores the subscription to the source; disposes it at once if this holder was disposed
    /// meanwhile (a sequence that ended during `subscribe`). Called once.
    @inlinable
    final func setSubscription(_ subscription: Disposable) {
        // The disposed bit never clears, so a holder already disposed need not store anything.
        if holderState.load(ordering: .acquiring) & Self.disposedBit != 0 {
            subscription.dispose()
            return
        }
        upstreamSubscription = subscription
        let previous = holderState.bitwiseOr(Self.subscriptionSetBit, ordering: .acquiringAndReleasing).oldValue
        if previous & Self.subscriptionSetBit != 0 {
            rxFatalError("\(type(of: self)): the subscription to the source was set twice.")
        }
        if previous & Self.disposedBit != 0 {
            upstreamSubscription = NopDisposable()
            subscription.dispose()
        }
    }

    /// Marks the holder disposed, once, and hands the stored subscription to the call that did
    /// it: `first` tells whether this call did, `subscription` is what it must dispose or
    /// release (a no-op disposable when none was stored yet; `setSubscription` then disposes
    /// it on arrival).
    @inlinable
    final func markDisposed() -> (first: Bool, subscription: Disposable) {
        let previous = holderState.bitwiseOr(Self.disposedBit, ordering: .acquiringAndReleasing).oldValue
        if previous & Self.disposedBit != 0 { return (false, NopDisposable()) }
        guard previous & Self.subscriptionSetBit != 0 else { return (true, NopDisposable()) }
        // Moved out rather than copied: no copy and destroy of the existential through the
        // runtime.
        var subscription: Disposable = NopDisposable()
        swap(&subscription, &upstreamSubscription)
        return (true, subscription)
    }

    /// Disposes the subscription to the source, once. Subclasses that hold more resources
    /// override it and call `super.dispose()`.
    @inlinable
    func dispose() {
        markDisposed().subscription.dispose()
    }
}
