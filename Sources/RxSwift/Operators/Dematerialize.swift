extension ObservableType where Element: EventConvertible {
    /// Turns a sequence of events back into the events themselves: the first terminal event
    /// among the elements ends the result.
    @inlinable
    public func dematerialize() -> Observable<Element.Element> {
        let source = asObservable()
        return ClosureProducer { observer in
            let sink = DematerializeSink<Element>(observer: observer)
            sink.setSubscription(source.subscribeHandler(sink.on))
            return sink
        }
    }
}

@usableFromInline
final class DematerializeSink<Carrier: EventConvertible>: Sink<Carrier.Element>, ElementHandlingSink, @unchecked Sendable {
    @inlinable
    override init(observer: @escaping (Event<Carrier.Element>) -> Void) {
        super.init(observer: observer)
    }

    @inlinable
    func onNext(_ carrier: Carrier) {
        let inner = carrier.event
        forwardOn(inner)
        if inner.isStopEvent {
            dispose()
        }
    }
}
