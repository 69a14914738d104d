extension ObservableType {
    /// Turns every event of the source, the terminal one included, into an element; the
    /// result completes after the element that carries the source's terminal event.
    @inlinable
    public func materialize() -> Observable<Event<Element>> {
        let source = asObservable()
        return ClosureProducer { observer, cancel in
            let sink = MaterializeSink<Element>(observer: observer, cancel: cancel)
            let subscription = source.subscribeHandler(sink.on)
            return (sink, subscription)
        }
    }
}

@usableFromInline
final class MaterializeSink<Element>: Sink<Event<Element>> {
    @inlinable
    override init(observer: @escaping (Event<Event<Element>>) -> Void, cancel: Cancelable) {
        super.init(observer: observer, cancel: cancel)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        forwardOn(.next(event))
        if event.isStopEvent {
            forwardOn(.completed)
            dispose()
        }
    }
}
