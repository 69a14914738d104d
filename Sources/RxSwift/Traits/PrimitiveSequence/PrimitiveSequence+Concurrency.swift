extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Awaits the element; throws the failure. Cancelling the task disposes the subscription
    /// and throws `CancellationError`.
    public nonisolated(nonsending) var value: Element {
        get async throws {
            let sequence = primitiveSequence.asObservable()
            let box = try await awaitOutcome { bridge in
                Single(raw: sequence).subscribe(
                    onSuccess: { bridge.resume(with: .success(UncheckedSendable($0))) },
                    onFailure: { bridge.resume(with: .failure($0)) }
                )
            }
            return box.value
        }
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Awaits the element, or `nil` when the `Maybe` completes empty; throws the error.
    /// Cancelling the task disposes the subscription and throws `CancellationError`.
    public nonisolated(nonsending) var value: Element? {
        get async throws {
            let sequence = primitiveSequence.asObservable()
            let box = try await awaitOutcome { bridge in
                Maybe(raw: sequence).subscribe(
                    onSuccess: { bridge.resume(with: .success(UncheckedSendable(Optional($0)))) },
                    onError: { bridge.resume(with: .failure($0)) },
                    onCompleted: { bridge.resume(with: .success(UncheckedSendable(nil))) }
                )
            }
            return box.value
        }
    }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// Awaits completion; throws the error. Cancelling the task disposes the subscription and
    /// throws `CancellationError`.
    public nonisolated(nonsending) var value: Void {
        get async throws {
            let sequence = primitiveSequence.asObservable()
            try await awaitOutcome { bridge in
                Completable(raw: sequence).subscribe(
                    onCompleted: { bridge.resume(with: .success(())) },
                    onError: { bridge.resume(with: .failure($0)) }
                )
            }
        }
    }
}

/// Subscribes with `subscribe` and suspends until the subscription reports its outcome to the
/// bridge, or the task is cancelled.
///
/// The sequence is always subscribed, even in a task cancelled already, and an outcome it
/// reports during `subscribe` wins over that cancellation (`Maybe.empty().value` returns `nil`
/// in a cancelled task, as in RxSwift); only a sequence still running when `subscribe` returns
/// is disposed and ends in `CancellationError`.
nonisolated(nonsending) func awaitOutcome<Value: Sendable>(_ subscribe: (AsyncOutcomeBridge<Value>) -> Disposable) async throws -> Value {
    let bridge = AsyncOutcomeBridge<Value>()
    return try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Value, Swift.Error>) in
            bridge.attach(continuation)
            bridge.attachSubscription(subscribe(bridge))
            bridge.honourEarlierCancellation()
        }
    } onCancel: {
        bridge.cancel()
    }
}

/// Connects one subscription to one continuation: the continuation is resumed exactly once,
/// with the first outcome or with `CancellationError`, and cancellation disposes the
/// subscription.
final class AsyncOutcomeBridge<Value: Sendable>: @unchecked Sendable {
    private let lock = RxLock()
    // The three vars below are guarded by `lock`.
    private var continuation: CheckedContinuation<Value, Swift.Error>?
    private var finished = false
    /// Whether the task was cancelled, possibly before the continuation was attached.
    private var cancelRequested = false
    private let subscription = SingleAssignmentDisposable()

    /// Stores the continuation, which the subscription about to be made resumes.
    func attach(_ continuation: CheckedContinuation<Value, Swift.Error>) {
        lock.withLock { self.continuation = continuation }
    }

    /// Keeps the subscription so cancellation can dispose it.
    func attachSubscription(_ disposable: Disposable) {
        subscription.setDisposable(disposable)
    }

    /// Ends in cancellation a subscription that did not finish while being made in a task
    /// that was cancelled before the continuation was attached.
    func honourEarlierCancellation() {
        let mustCancel = lock.withLock { cancelRequested && !finished }
        if mustCancel {
            cancel()
        }
    }

    /// Resumes the continuation with `result` unless it was resumed before.
    func resume(with result: Result<Value, Swift.Error>) {
        let waiting = lock.withLock { () -> CheckedContinuation<Value, Swift.Error>? in
            if finished { return nil }
            finished = true
            let waiting = continuation
            continuation = nil
            return waiting
        }
        waiting?.resume(with: result)
    }

    /// Disposes the subscription and resumes the continuation with `CancellationError`, unless
    /// it was resumed before; before the continuation is attached, only records the request
    /// (`honourEarlierCancellation()` acts on it once the subscription is made).
    func cancel() {
        let isAttached = lock.withLock { () -> Bool in
            cancelRequested = true
            return continuation != nil
        }
        if isAttached {
            subscription.dispose()
            resume(with: .failure(CancellationError()))
        }
    }
}
