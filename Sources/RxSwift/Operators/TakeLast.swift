extension ObservableType {
    /// Emits the last `count` elements when the source completes (all of them if there are
    /// fewer), then completes. A source error is passed on and the kept elements are dropped.
    @inlinable
    public func takeLast(_ count: Int) -> Observable<Element> {
        let source = asObservable()
        return ClosureProducer { observer in
            let sink = TakeLastSink(count: count, observer: observer)
            sink.setSubscription(source.subscribeHandler(sink.on))
            return sink
        }
    }
}

@usableFromInline
final class TakeLastSink<Element>: Sink<Element>, ElementHandlingSink, @unchecked Sendable {
    @usableFromInline let count: Int
    @usableFromInline @exclusivity(unchecked) var kept: Queue<Element>

    @inlinable
    init(count: Int, observer: @escaping (Event<Element>) -> Void) {
        self.count = count
        self.kept = Queue<Element>()
        super.init(observer: observer)
    }

    @inlinable
    func onNext(_ element: Element) {
        if count <= 0 {
            return
        }
        kept.enqueue(element)
        if kept.count > count {
            _ = kept.dequeue()
        }
    }

    @inlinable @inline(never)
    func onCompleted() {
        while let element = kept.dequeue() {
            forwardOn(.next(element))
        }
        forwardCompletion()
    }
}
