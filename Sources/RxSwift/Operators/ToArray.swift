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
final class ToArraySink<Element>: Sink<[Element]>, ElementHandlingSink, @unchecked Sendable {
    @usableFromInline @exclusivity(unchecked) var elements: [Element] = []

    @inlinable
    override init(observer: @escaping (Event<[Element]>) -> Void) {
        super.init(observer: observer)
    }

    @inlinable
    func onNext(_ element: Element) {
        elements.append(element)
    }

    @inlinable @inline(never)
    func onCompleted() {
        let collected = elements
        elements = []
        forwardOn(.next(collected))
        forwardCompletion()
    }
}
