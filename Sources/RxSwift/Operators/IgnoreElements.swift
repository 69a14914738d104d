extension ObservableType {
    /// Drops every element and keeps only the completion or error; the result cannot deliver
    /// elements, and `asCompletable()` turns it into a `Completable`.
    @inlinable
    public func ignoreElements() -> Observable<Never> {
        let source = asObservable()
        return ClosureProducer { observer in
            let sink = IgnoreElementsSink<Element>(observer: observer)
            sink.setSubscription(source.subscribeHandler(sink.on))
            return sink
        }
    }
}

/// The sink of `ignoreElements`: forwards only the terminal event.
@usableFromInline
final class IgnoreElementsSink<Element>: Sink<Never>, ElementHandlingSink, @unchecked Sendable {
    @inlinable
    override init(observer: @escaping (Event<Never>) -> Void) {
        super.init(observer: observer)
    }

    @inlinable
    func onNext(_ element: Element) {}
}
