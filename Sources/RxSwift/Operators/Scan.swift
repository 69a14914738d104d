extension ObservableType {
    /// Emits the running accumulation of the elements: starting from `seed`, `accumulator`
    /// updates the accumulated value in place with each element, and each updated value is
    /// emitted. An error thrown by `accumulator` ends the sequence with that error.
    @inlinable
    @available(swift, introduced: 6)
    @preconcurrency
    public func scan<A>(into seed: A, accumulator: @escaping @Sendable (inout A, Element) throws -> Void) -> Observable<A> {
        // Swift 5 form: this body, with plain closures.
        let source = asObservable()
        return ClosureProducer { observer in
            let sink = ScanSink(seed: seed, accumulator: accumulator, observer: observer)
            sink.setSubscription(source.subscribeHandler(sink.on))
            return sink
        }
    }

    /// Emits the running accumulation of the elements: starting from `seed`, each element is
    /// combined with the previous accumulated value by `accumulator`, and the result is
    /// emitted. An error thrown by `accumulator` ends the sequence with that error.
    @inlinable
    @available(swift, introduced: 6)
    @preconcurrency
    public func scan<A>(_ seed: A, accumulator: @escaping @Sendable (A, Element) throws -> A) -> Observable<A> {
        scan(into: seed) { accumulated, element in
            accumulated = try accumulator(accumulated, element)
        }
    }
}

@usableFromInline
final class ScanSink<SourceElement, Accumulate>: Sink<Accumulate>, ElementHandlingSink, @unchecked Sendable {
    @usableFromInline let accumulator: (inout Accumulate, SourceElement) throws -> Void
    @usableFromInline @exclusivity(unchecked) var accumulated: Accumulate

    @inlinable
    init(seed: Accumulate, accumulator: @escaping (inout Accumulate, SourceElement) throws -> Void, observer: @escaping (Event<Accumulate>) -> Void) {
        self.accumulator = accumulator
        self.accumulated = seed
        super.init(observer: observer)
    }

    @inlinable
    func onNext(_ element: SourceElement) {
        do {
            try accumulator(&accumulated, element)
        } catch {
            forwardError(error)
            return
        }
        forwardOn(.next(accumulated))
    }
}
