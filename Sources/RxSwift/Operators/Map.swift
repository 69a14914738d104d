extension ObservableType {
    /// Transforms each element with `transform`; an error thrown by `transform` ends the
    /// sequence with that error.
    @inlinable
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
        let source = asObservable()
        return ClosureProducer { observer in
            let sink = MapSink(transform: transform, observer: observer)
            sink.setSubscription(source.subscribeHandler(sink.on))
            return sink
        }
    }
}

@usableFromInline
final class MapSink<SourceElement, Result>: Sink<Result> {
    @usableFromInline let transform: (SourceElement) throws -> Result

    @inlinable
    init(transform: @escaping (SourceElement) throws -> Result, observer: @escaping (Event<Result>) -> Void) {
        self.transform = transform
        super.init(observer: observer)
    }

    @inlinable
    func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            do {
                forwardOn(.next(try transform(element)))
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
