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

extension ObservableType {
    /// Subscribes `handler` to this sequence itself, not to an `asObservable()` wrapper. The
    /// wrapper of a custom conformer ends its source subscription at once on a terminal event;
    /// operators that RxSwift writes over the source type itself (`subscribe(on:)`) leave that
    /// to their own disposal, and so must this library.
    @inlinable
    func subscribeDirectly(_ handler: @escaping (Event<Element>) -> Void) -> Disposable {
        if let observable = self as? Observable<Element> {
            return observable.subscribeHandler(handler)
        }
        // The handler is a sink's own event method: its events are serialized like any
        // observer's, so it is as safe to call from the source's thread as the sink itself.
        return subscribe(AnyObserver(eventHandler: assumeSendableNonThrowing(handler)))
    }
}
