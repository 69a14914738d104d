extension ObservableType {
    /// The sequence as a `Single`: its one element, delivered when it completes.
    ///
    /// Completing without an element fails with `RxError.noElements`; a second element fails
    /// at once with `RxError.moreThanOneElement`.
    @inlinable
    public func asSingle() -> Single<Element> {
        let source = asObservable()
        let observable: Observable<Element> = ClosureProducer { observer in
            let sink = AsSingleSink(observer: observer)
            sink.setSubscription(source.subscribeHandler(sink.on))
            return sink
        }
        return Single(raw: observable)
    }
}

/// The sink of `asSingle`: holds the element until completion; events arrive serialized, so
/// the stored element needs no lock.
@usableFromInline
final class AsSingleSink<Element>: Sink<Element> {
    @usableFromInline var element: Element?

    @inlinable
    override init(observer: @escaping (Event<Element>) -> Void) {
        super.init(observer: observer)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let value):
            if element != nil {
                forwardOn(.error(RxError.moreThanOneElement))
                dispose()
                return
            }
            element = value
        case .error:
            forwardOn(event)
            dispose()
        case .completed:
            if let element {
                forwardOn(.next(element))
                forwardOn(.completed)
            } else {
                forwardOn(.error(RxError.noElements))
            }
            dispose()
        }
    }
}
