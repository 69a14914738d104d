extension ObservableType {
    /// Turns every event of the source, the terminal one included, into an element; the
    /// result completes after the element that carries the source's terminal event.
    @inlinable
    public func materialize() -> Observable<Event<Element>> {
        let source = asObservable()
        return ClosureProducer { observer in
            let sink = MaterializeSink<Element>(observer: observer)
            sink.setSubscription(source.subscribeHandler(sink.on))
            return sink
        }
    }
}

@usableFromInline
final class MaterializeSink<Element>: Sink<Event<Element>>, WholeEventHandler, @unchecked Sendable {
    @usableFromInline typealias ObservedElement = Element

    @inlinable
    override init(observer: @escaping (Event<Event<Element>>) -> Void) {
        super.init(observer: observer)
    }

    @inlinable
    func receive(_ event: Event<Element>) {
        forwardOn(.next(event))
        if event.isStopEvent {
            forwardCompletion()
        }
    }
}
