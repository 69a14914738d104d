/// A push-based sequence: the protocol every observable sequence conforms to.
public protocol ObservableType: ObservableConvertibleType {
    /// Subscribes `observer` to receive the sequence's events.
    ///
    /// The returned disposable cancels the subscription and releases its resources.
    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element
}

extension ObservableType {
    /// The sequence as an `Observable`. Custom conformers are wrapped once.
    @inlinable
    public func asObservable() -> Observable<Element> {
        // Not `create`: its closure is `@Sendable`, and a custom conformer need not be
        // `Sendable`. Like every observable, it is subscribed on whatever thread subscribes.
        ClosureProducer { observer in
            let sink = AnonymousObservableSink(observer: observer)
            sink.setSubscription(self.subscribe(AnyObserver.sinkObserver(sink.on)))
            return sink
        }
    }
}
