import Synchronization

/// The disposable a producer returns: disposes the sink and its source subscription exactly
/// once, whether disposal arrives before, during or after `run`.
@usableFromInline
final class SinkDisposer: Cancelable {
    @usableFromInline static let disposedBit = 1
    @usableFromInline static let sinkAndSubscriptionSetBit = 2

    @usableFromInline let state = Atomic<Int>(0)
    /// What `run` produced, kept as one optional so that clearing and destroying it checks
    /// one tag instead of two.
    @exclusivity(unchecked) @usableFromInline var stored: (sink: Disposable, subscription: Disposable)?

    @inlinable
    init() {}

    /// Whether `dispose()` has been called.
    @inlinable
    var isDisposed: Bool {
        state.load(ordering: .acquiring) & Self.disposedBit != 0
    }

    /// Stores what `run` produced; disposes both at once if disposal already happened.
    @inlinable
    func setSinkAndSubscription(sink: Disposable, subscription: Disposable) {
        // A sequence that ended during `run` already disposed its sink; the disposed bit never
        // clears, so the pair is disposed at once without being stored.
        if state.load(ordering: .acquiring) & Self.disposedBit != 0 {
            let previous = state.bitwiseOr(Self.sinkAndSubscriptionSetBit, ordering: .acquiringAndReleasing).oldValue
            if previous & Self.sinkAndSubscriptionSetBit != 0 {
                rxFatalError("SinkDisposer: sink and subscription were set twice.")
            }
            sink.dispose()
            subscription.dispose()
            return
        }
        stored = (sink, subscription)
        let previous = state.bitwiseOr(Self.sinkAndSubscriptionSetBit, ordering: .acquiringAndReleasing).oldValue
        if previous & Self.sinkAndSubscriptionSetBit != 0 {
            rxFatalError("SinkDisposer: sink and subscription were set twice.")
        }
        if previous & Self.disposedBit != 0 {
            sink.dispose()
            subscription.dispose()
            stored = nil
        }
    }

    /// Disposes the sink and the subscription once.
    @inlinable
    func dispose() {
        let previous = state.bitwiseOr(Self.disposedBit, ordering: .acquiringAndReleasing).oldValue
        if previous & Self.disposedBit != 0 { return }
        if previous & Self.sinkAndSubscriptionSetBit != 0 {
            let pair = stored
            stored = nil
            pair?.sink.dispose()
            pair?.subscription.dispose()
        }
    }
}
