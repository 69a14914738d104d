import RxSwift

extension BlockingObservable {
    /// Waits for the sequence to complete and returns all its elements.
    ///
    /// Throws the sequence's error, or `RxError.timeout`.
    public func toArray() throws -> [Element] {
        switch collect(limit: nil, where: { _ in true }) {
        case .completed(let elements):
            return elements
        case .failed(_, let error):
            throw error
        }
    }

    /// Waits for the first element, then disposes the subscription and returns it; returns
    /// `nil` if the sequence completes empty.
    ///
    /// Throws the sequence's error, or `RxError.timeout`.
    public func first() throws -> Element? {
        switch collect(limit: 1, where: { _ in true }) {
        case .completed(let elements):
            return elements.first
        case .failed(_, let error):
            throw error
        }
    }

    /// Waits for the sequence to complete and returns its last element, or `nil` if it was
    /// empty.
    ///
    /// Throws the sequence's error, or `RxError.timeout`.
    public func last() throws -> Element? {
        switch collect(limit: nil, where: { _ in true }) {
        case .completed(let elements):
            return elements.last
        case .failed(_, let error):
            throw error
        }
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
        switch collect(limit: 2, where: predicate) {
        case .completed(let elements):
            if elements.count > 1 {
                throw RxError.moreThanOneElement
            }
            guard let element = elements.first else {
                throw RxError.noElements
            }
            return element
        case .failed(_, let error):
            throw error
        }
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
        let collector = BlockingCollector<Element>(limit: limit, predicate: predicate)
        let subscription = SingleAssignmentDisposable()
        subscription.setDisposable(source.subscribe { event in
            if collector.on(event) {
                subscription.dispose()
            }
        })
        let ended = collector.gate.wait(timeout: timeout)
        subscription.dispose()
        return collector.result(timedOut: !ended)
    }
}
