extension ObservableType {
    /// A `Single` of every element of the sequence, in order, delivered when it completes.
    @inlinable
    public func toArray() -> Single<[Element]> {
        let source = asObservable()
        let observable: Observable<[Element]> = ClosureProducer { observer in
            let sink = ToArraySink<Element>(observer: observer)
            sink.setSubscription(source.subscribeHandler(sink.on))
            return sink
        }
        return Single(raw: observable)
    }
}

/// The sink of `toArray`: collects the elements; events arrive serialized, so the array
/// needs no lock.
@usableFromInline
final class ToArraySink<Element>: Sink<[Element]> {
    @usableFromInline var elements: [Element] = []

    @inlinable
    override init(observer: @escaping (Event<[Element]>) -> Void) {
        super.init(observer: observer)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            elements.append(element)
        case .error(let error):
            forwardOn(.error(error))
            dispose()
        case .completed:
            let collected = elements
            elements = []
            forwardOn(.next(collected))
            forwardOn(.completed)
            dispose()
        }
    }
}
