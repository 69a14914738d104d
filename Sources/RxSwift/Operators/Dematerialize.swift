extension ObservableType where Element: EventConvertible {
    /// Turns a sequence of events back into the events themselves: the first terminal event
    /// among the elements ends the result.
    @inlinable
    public func dematerialize() -> Observable<Element.Element> {
        let source = asObservable()
        return ClosureProducer { observer, cancel in
            let sink = DematerializeSink<Element>(observer: observer, cancel: cancel)
            let subscription = source.subscribeHandler(sink.on)
            return (sink, subscription)
        }
    }
}

@usableFromInline
final class DematerializeSink<Carrier: EventConvertible>: Sink<Carrier.Element> {
    @inlinable
    override init(observer: @escaping (Event<Carrier.Element>) -> Void, cancel: Cancelable) {
        super.init(observer: observer, cancel: cancel)
    }

    @inlinable
    func on(_ event: Event<Carrier>) {
        switch event {
        case .next(let carrier):
            let inner = carrier.event
            forwardOn(inner)
            if inner.isStopEvent {
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
