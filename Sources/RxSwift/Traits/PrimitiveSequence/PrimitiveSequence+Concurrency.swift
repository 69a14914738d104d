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
nonisolated(nonsending) func awaitOutcome<Value: Sendable>(_ subscribe: (AsyncOutcomeBridge<Value>) -> Disposable) async throws -> Value {
    let bridge = AsyncOutcomeBridge<Value>()
    return try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Value, Swift.Error>) in
            if bridge.attach(continuation) {
                bridge.attachSubscription(subscribe(bridge))
            }
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
    private var continuation: CheckedContinuation<Value, Swift.Error>?
    private var finished = false
    private let subscription = SingleAssignmentDisposable()

    /// Stores the continuation; returns `false` (after resuming it with `CancellationError`)
    /// when the task was cancelled already.
    func attach(_ continuation: CheckedContinuation<Value, Swift.Error>) -> Bool {
        let cancelledEarly = lock.withLock { () -> Bool in
            if finished { return true }
            self.continuation = continuation
            return false
        }
        if cancelledEarly {
            continuation.resume(throwing: CancellationError())
            return false
        }
        return true
    }

    /// Keeps the subscription so cancellation can dispose it.
    func attachSubscription(_ disposable: Disposable) {
        subscription.setDisposable(disposable)
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

    /// Disposes the subscription and resumes the continuation with `CancellationError`
    /// unless it was resumed before.
    func cancel() {
        subscription.dispose()
        resume(with: .failure(CancellationError()))
    }
}
