extension ObservableType {
    /// A `Single` of the sequence's first element, or of `nil` when it completes empty. The
    /// source subscription ends as soon as the first element arrives.
    @inlinable
    public func first() -> Single<Element?> {
        let source = asObservable()
        let observable: Observable<Element?> = ClosureProducer { observer in
            let sink = FirstSink<Element>(observer: observer)
            sink.setSubscription(source.subscribeHandler(sink.on))
            return sink
        }
        return Single(raw: observable)
    }
}

/// The sink of `first`: delivers the first element (or `nil`) and ends.
@usableFromInline
final class FirstSink<Element>: Sink<Element?>, ElementHandlingSink, @unchecked Sendable {
    @inlinable
    override init(observer: @escaping (Event<Element?>) -> Void) {
        super.init(observer: observer)
    }

    @inlinable
    func onNext(_ element: Element) {
        forwardOn(.next(element))
        forwardCompletion()
    }

    @inlinable @inline(never)
    func onCompleted() {
        forwardOn(.next(nil))
        forwardCompletion()
    }
}
