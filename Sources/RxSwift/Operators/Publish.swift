extension ObservableType {
    /// A connectable sequence that shares one subscription to this sequence through a
    /// `PublishSubject`: subscribers receive the events sent while they are subscribed.
    ///
    /// After a connection ends, a new subject serves the next subscribers and connection.
    @inlinable
    public func publish() -> ConnectableObservable<Element> {
        multicast(makeSubject: { PublishSubject<Element>() })
    }
}
