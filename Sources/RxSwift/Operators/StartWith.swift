extension ObservableType {
    /// Emits `elements`, in order, to each subscriber before subscribing to the source.
    @inlinable
    public func startWith(_ elements: Element ...) -> Observable<Element> {
        let source = asObservable()
        return ClosureProducer { observer in
            let sink = StartWithSink(observer: observer)
            for element in elements {
                sink.forwardOn(.next(element))
            }
            sink.setSubscription(source.subscribeHandler(sink.on))
            return sink
        }
    }
}

@usableFromInline
final class StartWithSink<Element>: Sink<Element>, WholeEventHandler, @unchecked Sendable {
    @usableFromInline typealias ObservedElement = Element

    @inlinable
    override init(observer: @escaping (Event<Element>) -> Void) {
        super.init(observer: observer)
    }

    @inlinable
    func receive(_ event: Event<Element>) {
        forwardOn(event)
        if event.isStopEvent {
            dispose()
        }
    }
}
