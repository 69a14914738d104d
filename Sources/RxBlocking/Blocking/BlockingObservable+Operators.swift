import RxSwift

extension BlockingObservable {
    /// Waits for the sequence to complete and returns all its elements.
    ///
    /// Throws the sequence's error, or `RxError.timeout`.
    public func toArray() throws -> [Element] {
        try collect(limit: nil, where: { _ in true }).completedElements()
    }

    /// Waits for the first element, then disposes the subscription and returns it; returns
    /// `nil` if the sequence completes empty.
    ///
    /// Throws the sequence's error, or `RxError.timeout`.
    public func first() throws -> Element? {
        try collect(limit: 1, where: { _ in true }).completedElements().first
    }

    /// Waits for the sequence to complete and returns its last element, or `nil` if it was
    /// empty.
    ///
    /// Throws the sequence's error, or `RxError.timeout`.
    public func last() throws -> Element? {
        try collect(limit: nil, where: { _ in true }).completedElements().last
    }

    /// Waits for the sequence to complete and returns its only element.
    ///
    /// Throws `RxError.noElements` if it was empty, `RxError.moreThanOneElement` as soon as a
    /// second element arrives, and otherwise the sequence's error or `RxError.timeout`.
    public func single() throws -> Element {
        try single { _ in true }
    }

    /// Waits for the sequence to complete and returns its only element that satisfies
    /// `predicate`.
    ///
    /// Throws `RxError.noElements` if none did, `RxError.moreThanOneElement` as soon as a
    /// second one arrives, and otherwise the error thrown by `predicate`, the sequence's error
    /// or `RxError.timeout`.
    public func single(_ predicate: @escaping (Element) throws -> Bool) throws -> Element {
        try collect(limit: 2, where: predicate).onlyElement()
    }

    /// Waits for the sequence to end and returns how it ended together with every element it
    /// produced. A timeout is reported as `.failed` with `RxError.timeout`.
    public func materialize() -> MaterializedSequenceResult<Element> {
        collect(limit: nil, where: { _ in true })
    }

    /// Subscribes, gathers the elements that satisfy `predicate` and waits until the sequence
    /// ends, `limit` elements were gathered, `predicate` throws, or the timeout elapses. The
    /// subscription is disposed before returning.
    private func collect(limit: Int?, where predicate: @escaping (Element) throws -> Bool) -> MaterializedSequenceResult<Element> {
        let gate = BlockingGate()
        let collector = BlockingCollector<Element>(limit: limit, predicate: predicate, onFinish: gate.open)
        let subscription = collector.subscribe(to: source)
        let ended = gate.wait(timeout: timeout)
        subscription.dispose()
        return collector.result(interruptedBy: ended ? nil : RxError.timeout)
    }
}
