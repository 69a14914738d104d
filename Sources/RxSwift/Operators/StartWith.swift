extension ObservableType {
    /// Emits `elements`, in order, to each subscriber before subscribing to the source.
    @inlinable
    public func startWith(_ elements: Element ...) -> Observable<Element> {
        let source = asObservable()
        return ClosureProducer { observer, cancel in
            let sink = StartWithSink(observer: observer, cancel: cancel)
            for element in elements {
                sink.forwardOn(.next(element))
            }
            let subscription = source.subscribeHandler(sink.on)
            return (sink, subscription)
        }
    }
}

@usableFromInline
final class StartWithSink<Element>: Sink<Element> {
    @inlinable
    override init(observer: @escaping (Event<Element>) -> Void, cancel: Cancelable) {
        super.init(observer: observer, cancel: cancel)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        forwardOn(event)
        if event.isStopEvent {
            dispose()
        }
    }
}
