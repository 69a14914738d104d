extension ObservableType {
    /// A connectable sequence that shares one subscription to this sequence through a
    /// `ReplaySubject` that replays the latest `bufferSize` elements to each new subscriber.
    ///
    /// After a connection ends, a new (empty) subject serves the next subscribers and
    /// connection.
    @inlinable
    public func replay(_ bufferSize: Int) -> ConnectableObservable<Element> {
        multicast(makeSubject: { ReplaySubject<Element>.create(bufferSize: bufferSize) })
    }

    /// A connectable sequence that shares one subscription to this sequence through a
    /// `ReplaySubject` that replays every element to each new subscriber.
    ///
    /// After a connection ends, a new (empty) subject serves the next subscribers and
    /// connection.
    @inlinable
    public func replayAll() -> ConnectableObservable<Element> {
        multicast(makeSubject: { ReplaySubject<Element>.createUnbounded() })
    }
}
