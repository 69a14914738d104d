extension ObservableType {
    /// Combines all elements into one value, starting from `seed`, and when the source
    /// completes emits `mapResult` of the accumulated value, then completes. An error thrown
    /// by `accumulator` or `mapResult` ends the sequence with that error.
    @inlinable
    @available(swift, introduced: 6)
    @preconcurrency
    public func reduce<A, Result>(_ seed: A, accumulator: @escaping @Sendable (A, Element) throws -> A, mapResult: @escaping @Sendable (A) throws -> Result) -> Observable<Result> {
        // Swift 5 form: this body, with plain closures.
        let source = asObservable()
        return ClosureProducer { observer in
            let sink = ReduceSink(seed: seed, accumulator: accumulator, mapResult: mapResult, observer: observer)
            sink.setSubscription(source.subscribeHandler(sink.on))
            return sink
        }
    }

    /// Combines all elements into one value, starting from `seed`, and emits it when the
    /// source completes, then completes. An error thrown by `accumulator` ends the sequence
    /// with that error.
    @inlinable
    @available(swift, introduced: 6)
    @preconcurrency
    public func reduce<A>(_ seed: A, accumulator: @escaping @Sendable (A, Element) throws -> A) -> Observable<A> {
        // Swift 5 form: this body, with plain closures.
        reduce(seed, accumulator: accumulator, mapResult: { $0 })
    }
}

@usableFromInline
final class ReduceSink<SourceElement, Accumulate, Result>: Sink<Result>, ElementHandlingSink, @unchecked Sendable {
    @usableFromInline let accumulator: (Accumulate, SourceElement) throws -> Accumulate
    @usableFromInline let mapResult: (Accumulate) throws -> Result
    @usableFromInline @exclusivity(unchecked) var accumulated: Accumulate

    @inlinable
    init(seed: Accumulate, accumulator: @escaping (Accumulate, SourceElement) throws -> Accumulate, mapResult: @escaping (Accumulate) throws -> Result, observer: @escaping (Event<Result>) -> Void) {
        self.accumulator = accumulator
        self.mapResult = mapResult
        self.accumulated = seed
        super.init(observer: observer)
    }

    @inlinable
    func onNext(_ element: SourceElement) {
        do {
            accumulated = try accumulator(accumulated, element)
        } catch {
            forwardError(error)
        }
    }

    @inlinable @inline(never)
    func onCompleted() {
        let result: Result
        do {
            result = try mapResult(accumulated)
        } catch {
            forwardError(error)
            return
        }
        forwardOn(.next(result))
        forwardCompletion()
    }
}
