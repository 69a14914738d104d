extension ObservableType {
    /// Passes on the source's events, but if the source completes without any element, emits
    /// `default` before completing.
    @inlinable
    public func ifEmpty(default: Element) -> Observable<Element> {
        let source = asObservable()
        let defaultElement = `default`
        return ClosureProducer { observer, cancel in
            let sink = DefaultIfEmptySink(defaultElement: defaultElement, observer: observer, cancel: cancel)
            let subscription = source.subscribeHandler(sink.on)
            return (sink, subscription)
        }
    }
}

@usableFromInline
final class DefaultIfEmptySink<Element>: Sink<Element> {
    @usableFromInline let defaultElement: Element
    @usableFromInline var isEmpty = true

    @inlinable
    init(defaultElement: Element, observer: @escaping (Event<Element>) -> Void, cancel: Cancelable) {
        self.defaultElement = defaultElement
        super.init(observer: observer, cancel: cancel)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            isEmpty = false
            forwardOn(event)
        case .error:
            forwardOn(event)
            dispose()
        case .completed:
            if isEmpty {
                forwardOn(.next(defaultElement))
            }
            forwardOn(.completed)
            dispose()
        }
    }
}
