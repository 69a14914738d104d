import RxSwift

// The operators run on the caller's actor (`nonisolated(nonsending)`), so the elements they
// return never cross an isolation boundary and need not be `Sendable`.
extension AwaitingObservable {
    /// Waits for the sequence to complete and returns all its elements.
    ///
    /// Throws the sequence's error, `RxError.timeout`, or `CancellationError`.
    public nonisolated(nonsending) func toArray() async throws -> [Element] {
        try await collect(limit: nil, where: { _ in true }).completedElements()
    }

    /// Waits for the first element, then disposes the subscription and returns it; returns
    /// `nil` if the sequence completes empty.
    ///
    /// Throws the sequence's error, `RxError.timeout`, or `CancellationError`.
    public nonisolated(nonsending) func first() async throws -> Element? {
        try await collect(limit: 1, where: { _ in true }).completedElements().first
    }

    /// Waits for the sequence to complete and returns its last element, or `nil` if it was
    /// empty.
    ///
    /// Throws the sequence's error, `RxError.timeout`, or `CancellationError`.
    public nonisolated(nonsending) func last() async throws -> Element? {
        try await collect(limit: nil, where: { _ in true }).completedElements().last
    }

    /// Waits for the sequence to complete and returns its only element.
    ///
    /// Throws `RxError.noElements` if it was empty, `RxError.moreThanOneElement` as soon as a
    /// second element arrives, and otherwise the sequence's error, `RxError.timeout` or
    /// `CancellationError`.
    public nonisolated(nonsending) func single() async throws -> Element {
        try await single { _ in true }
    }

    /// Waits for the sequence to complete and returns its only element that satisfies
    /// `predicate`, which runs on the thread that delivers each element.
    ///
    /// Throws `RxError.noElements` if none did, `RxError.moreThanOneElement` as soon as a
    /// second one arrives, and otherwise the error thrown by `predicate`, the sequence's error,
    /// `RxError.timeout` or `CancellationError`.
    public nonisolated(nonsending) func single(_ predicate: @escaping @Sendable (Element) throws -> Bool) async throws -> Element {
        try await collect(limit: 2, where: predicate).onlyElement()
    }

    /// Waits for the sequence to end and returns how it ended together with every element it
    /// produced. A timeout is reported as `.failed` with `RxError.timeout`, a cancellation as
    /// `.failed` with `CancellationError`.
    public nonisolated(nonsending) func materialize() async -> MaterializedSequenceResult<Element> {
        await collect(limit: nil, where: { _ in true })
    }

    /// Subscribes, gathers the elements that satisfy `predicate` and waits until the sequence
    /// ends, `limit` elements were gathered, `predicate` throws, the timeout elapses or the task
    /// is cancelled. The subscription is disposed before returning.
    private nonisolated(nonsending) func collect(limit: Int?, where predicate: @escaping (Element) throws -> Bool) async -> MaterializedSequenceResult<Element> {
        let gate = AsyncGate()
        let collector = BlockingCollector<Element>(limit: limit, predicate: predicate, onFinish: gate.open)
        let subscription = collector.subscribe(to: source)
        let outcome = await gate.wait(timeout: timeout)
        subscription.dispose()
        switch outcome {
        case .opened: return collector.result(interruptedBy: nil)
        case .timedOut: return collector.result(interruptedBy: RxError.timeout)
        case .cancelled: return collector.result(interruptedBy: CancellationError())
        }
    }
}
