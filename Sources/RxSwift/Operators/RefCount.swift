extension ConnectableObservableType {
    /// A sequence that connects this connectable sequence when its first subscriber arrives
    /// and disconnects it when its last subscriber leaves.
    ///
    /// When the shared sequence terminates, the connection ends; the next subscriber connects
    /// again. Connecting and disconnecting happen with no lock held.
    @inlinable
    public func refCount() -> Observable<Element> {
        let connectable = self
        let source = asObservable()
        let connector = RefCountConnector(connect: { connectable.connect() })
        return ClosureProducer { observer in
            let sink = RefCountSink(connector: connector, observer: observer)
            let subscription = source.subscribeHandler(sink.on)
            connector.join(sink)
            sink.setSubscription(subscription)
            return sink
        }
    }
}

/// What the subscribers of one `refCount()` sequence share: its `RefCountStateMachine` under
/// `lock`, and the connectable sequence's `connect()`, which it calls, and the connections it
/// disposes, as the machine decides, with no lock held.
@usableFromInline
final class RefCountConnector: @unchecked Sendable {
    @usableFromInline let connect: () -> Disposable
    @usableFromInline let lock = RxLock()
    // Read and written only under `lock`, as are the subscribers' memberships.
    @usableFromInline @exclusivity(unchecked) var machine = RefCountStateMachine()

    @inlinable
    init(connect: @escaping () -> Disposable) {
        self.connect = connect
    }

    /// Counts `sink` as a subscriber of the current connection (unless it already ended),
    /// connecting if it is the first.
    @inlinable
    func join<Element>(_ sink: RefCountSink<Element>) {
        perform(lock.withLock { machine.join(&sink.membership) })
    }

    /// Stops counting `sink`; disconnects if it was the last subscriber of the current
    /// connection.
    @inlinable
    func leave<Element>(_ sink: RefCountSink<Element>) {
        perform(lock.withLock { machine.leave(&sink.membership) })
    }

    /// The shared sequence terminated for `sink`: if `sink` belongs to the current connection,
    /// that connection ends and none of its subscribers is counted any more.
    @inlinable
    func terminate<Element>(_ sink: RefCountSink<Element>) {
        perform(lock.withLock { machine.terminate(&sink.membership) })
    }

    /// Carries out `action` with no lock held, and the steps the machine asks for after it,
    /// until it asks for none.
    @usableFromInline
    func perform(_ action: RefCountStateMachine.Action) {
        var action = action
        while true {
            switch action {
            case .none:
                return
            case .connect:
                let connection = connect()
                action = lock.withLock { machine.connected(connection) }
            case .disconnect(let connection):
                connection.dispose()
                action = lock.withLock { machine.disconnected() }
            }
        }
    }
}

/// The sink of `refCount()`: forwards the shared sequence and keeps the subscriber count.
@usableFromInline
final class RefCountSink<Element>: Sink<Element>, @unchecked Sendable {
    @usableFromInline let connector: RefCountConnector
    /// Whether this subscriber is counted; read and written only under the connector's lock.
    @usableFromInline @exclusivity(unchecked) var membership = RefCountStateMachine.Membership.pending

    @inlinable
    init(connector: RefCountConnector, observer: @escaping (Event<Element>) -> Void) {
        self.connector = connector
        super.init(observer: observer)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            forwardOn(event)
        case .error, .completed:
            connector.terminate(self)
            forwardOn(event)
            dispose()
        }
    }

    @inlinable
    override func dispose() {
        super.dispose()
        connector.leave(self)
    }
}
