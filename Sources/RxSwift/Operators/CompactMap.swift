extension ObservableType {
    /// Transforms each element with `transform` and passes on the non-`nil` results; an error
    /// thrown by `transform` ends the sequence with that error.
    @inlinable
    @available(swift, introduced: 6)
    @preconcurrency
    public func compactMap<Result>(_ transform: @escaping @Sendable (Element) throws -> Result?) -> Observable<Result> {
        // Swift 5 form: this body, with plain closures.
        let source = asObservable()
        return ClosureProducer { observer in
            let sink = CompactMapSink(transform: transform, observer: observer)
            sink.setSubscription(source.subscribeHandler(sink.on))
            return sink
        }
    }
}

@usableFromInline
final class CompactMapSink<SourceElement, Result>: Sink<Result>, ElementHandlingSink, @unchecked Sendable {
    @usableFromInline let transform: (SourceElement) throws -> Result?

    @inlinable
    init(transform: @escaping (SourceElement) throws -> Result?, observer: @escaping (Event<Result>) -> Void) {
        self.transform = transform
        super.init(observer: observer)
    }

    @inlinable
    func onNext(_ element: SourceElement) {
        let result: Result?
        do {
            result = try transform(element)
        } catch {
            forwardError(error)
            return
        }
        if let result {
            forwardOn(.next(result))
        }
    }
}
