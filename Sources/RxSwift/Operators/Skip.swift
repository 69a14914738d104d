extension ObservableType {
    /// Ignores the first `count` elements and passes on the rest.
    @inlinable
    public func skip(_ count: Int) -> Observable<Element> {
        let source = asObservable()
        return ClosureProducer { observer in
            let sink = SkipCountSink(count: count, observer: observer)
            sink.setSubscription(source.subscribeHandler(sink.on))
            return sink
        }
    }
}

@usableFromInline
final class SkipCountSink<Element>: Sink<Element>, ElementHandlingSink, @unchecked Sendable {
    @usableFromInline @exclusivity(unchecked) var remaining: Int

    @inlinable
    init(count: Int, observer: @escaping (Event<Element>) -> Void) {
        self.remaining = count
        super.init(observer: observer)
    }

    @inlinable
    func onNext(_ element: Element) {
        if remaining > 0 {
            remaining -= 1
            return
        }
        forwardOn(.next(element))
    }
}
