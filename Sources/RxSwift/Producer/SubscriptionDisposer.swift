import Synchronization

/// What the public `subscribe` methods return: it owns the chain of sinks of one subscription
/// and lets go of it when disposed, or when the sequence ends. It is not counted in
/// `Resources.total`: holding it after disposal holds nothing else.
///
/// A subscription kept after it ended (in a dispose bag, in a property) therefore keeps neither
/// the sinks nor the observer and what it captures alive, so the end of a sequence breaks
/// reference cycles through the observer. It also runs an `onDisposed` action once: for a
/// subject that stores the subscriber, that is all it holds.
@usableFromInline
final class SubscriptionDisposer: SubscriptionHolder, @unchecked Sendable {
    /// Run once, by the first `dispose()` or `end()`; read and cleared only by the call that set the
    /// disposed bit.
    @exclusivity(unchecked) @usableFromInline var onDispose: (() -> Void)?

    @inlinable
    init(onDispose: (() -> Void)? = nil) {
        self.onDispose = onDispose
        super.init()
    }

    /// Disposes the subscription and runs the `onDisposed` action, once.
    @inlinable
    override func dispose() {
        let (first, subscription) = markDisposed()
        guard first else { return }
        subscription.dispose()
        runOnDispose()
    }

    /// The sequence ended: lets go of the subscription without disposing it (the sinks of a
    /// sequence that ended dispose themselves once they are done with the terminal event) and
    /// runs the `onDisposed` action, once.
    @inlinable
    func end() {
        let (first, subscription) = markDisposed()
        guard first else { return }
        withExtendedLifetime(subscription) {}
        runOnDispose()
    }

    @inlinable
    func runOnDispose() {
        if let action = onDispose {
            onDispose = nil
            action()
        }
    }
}
