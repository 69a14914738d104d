import Synchronization

/// The base of every operator's per-subscription state, and the disposable its subscription
/// returns: it forwards events to the downstream observer while it is not disposed, and owns
/// the subscription to its sources.
///
/// The downstream observer is a closure, so a sink built in specialised code forwards an element
/// with one indirect call and no generic-metadata lookup. Being its own disposable saves each
/// stage of a chain a separate disposer object. It counts in `Resources.total` while alive.
@usableFromInline
class Sink<Element>: SubscriptionHolder, @unchecked Sendable {
    @usableFromInline let observer: (Event<Element>) -> Void

    @inlinable
    init(observer: @escaping (Event<Element>) -> Void) {
        // Counted before `self` is initialised: counted after, the compiler keeps `self` and
        // the observer retained across the call.
        ResourceCounters.add(1)
        self.observer = observer
        super.init()
    }

    deinit {
        ResourceCounters.add(-1)
    }

    /// Forwards `event` downstream unless the sink was disposed.
    @inlinable
    final func forwardOn(_ event: Event<Element>) {
        if holderState.load(ordering: .relaxed) & Self.disposedBit != 0 { return }
        observer(event)
    }
}

extension Sink {
    /// Forwards `error` downstream and ends the subscription.
    @inlinable
    final func forwardError(_ error: Swift.Error) {
        forwardOn(.error(error))
        dispose()
    }

    /// Forwards completion downstream and ends the subscription.
    @inlinable
    final func forwardCompletion() {
        forwardOn(.completed)
        dispose()
    }
}

/// A sink that handles its source's elements itself and ends with its source: an error or
/// completion is forwarded, and the subscription ends. Its `onError(_:)` and `onCompleted()`
/// come from here.
@usableFromInline
protocol ElementHandlingSink: EventCaseHandler {
    /// Forwards `error` downstream and ends the subscription.
    func forwardError(_ error: Swift.Error)
    /// Forwards completion downstream and ends the subscription.
    func forwardCompletion()
}

extension ElementHandlingSink {
    /// Forwards the source's error and ends the subscription.
    @inlinable @inline(never)
    func onError(_ error: Swift.Error) {
        forwardError(error)
    }

    /// Forwards the source's completion and ends the subscription.
    @inlinable @inline(never)
    func onCompleted() {
        forwardCompletion()
    }
}
