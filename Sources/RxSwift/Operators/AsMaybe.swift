extension ObservableType {
    /// The sequence as a `Maybe`: its element (if any), delivered when it completes.
    ///
    /// A second element fails at once with `RxError.moreThanOneElement`.
    @inlinable
    public func asMaybe() -> Maybe<Element> {
        let source = asObservable()
        let observable: Observable<Element> = ClosureProducer { observer in
            let sink = AsMaybeSink(observer: observer)
            sink.setSubscription(source.subscribeHandler(sink.on))
            return sink
        }
        return Maybe(raw: observable)
    }
}

/// The sink of `asMaybe`: holds the element until completion; events arrive serialized, so
/// the stored element needs no lock.
@usableFromInline
final class AsMaybeSink<Element>: Sink<Element> {
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
            }
            forwardOn(.completed)
            dispose()
        }
    }
}
