extension ObservableType {
    /// Transforms each element with `transform` and passes on the non-`nil` results; an error
    /// thrown by `transform` ends the sequence with that error.
    @inlinable
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Observable<Result> {
        let source = asObservable()
        return ClosureProducer { observer in
            let sink = CompactMapSink(transform: transform, observer: observer)
            sink.setSubscription(source.subscribeHandler(sink.on))
            return sink
        }
    }
}

@usableFromInline
final class CompactMapSink<SourceElement, Result>: Sink<Result> {
    @usableFromInline let transform: (SourceElement) throws -> Result?

    @inlinable
    init(transform: @escaping (SourceElement) throws -> Result?, observer: @escaping (Event<Result>) -> Void) {
        self.transform = transform
        super.init(observer: observer)
    }

    @inlinable
    func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            do {
                if let result = try transform(element) {
                    forwardOn(.next(result))
                }
            } catch {
                forwardOn(.error(error))
                dispose()
            }
        case .error(let error):
            forwardOn(.error(error))
            dispose()
        case .completed:
            forwardOn(.completed)
            dispose()
        }
    }
}
