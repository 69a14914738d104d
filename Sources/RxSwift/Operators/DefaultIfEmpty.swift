extension ObservableType {
    /// Passes on the source's events, but if the source completes without any element, emits
    /// `default` before completing.
    @inlinable
    public func ifEmpty(default: Element) -> Observable<Element> {
        let source = asObservable()
        let defaultElement = `default`
        return ClosureProducer { observer in
            let sink = DefaultIfEmptySink(defaultElement: defaultElement, observer: observer)
            sink.setSubscription(source.subscribeHandler(sink.on))
            return sink
        }
    }
}

@usableFromInline
final class DefaultIfEmptySink<Element>: Sink<Element>, ElementHandlingSink, @unchecked Sendable {
    @usableFromInline let defaultElement: Element
    @usableFromInline @exclusivity(unchecked) var isEmpty = true

    @inlinable
    init(defaultElement: Element, observer: @escaping (Event<Element>) -> Void) {
        self.defaultElement = defaultElement
        super.init(observer: observer)
    }

    @inlinable
    func onNext(_ element: Element) {
        isEmpty = false
        forwardOn(.next(element))
    }

    @inlinable @inline(never)
    func onCompleted() {
        if isEmpty {
            forwardOn(.next(defaultElement))
        }
        forwardCompletion()
    }
}
