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
        let state = RefCountState(connect: { connectable.connect() })
        return ClosureProducer { observer in
            let sink = RefCountSink(state: state, observer: observer)
            let subscription = source.subscribeHandler(sink.on)
            state.join(sink)
            sink.setSubscription(subscription)
            return sink
        }
    }
}

/// The shared state of one `refCount()` sequence: how many subscribers are counted, which
/// connection they belong to, and the connection actually open.
///
/// Subscribers change the wanted state under `lock`. One thread at a time (whichever found
/// nobody else doing it) then brings the open connection in line with the wanted one,
/// connecting and disconnecting with no lock held. Because it always works from the latest
/// wanted state, a disconnect that is overtaken by a new subscriber before it happens is
/// simply not done, and the new subscriber keeps the live connection.
@usableFromInline
final class RefCountState: @unchecked Sendable {
    @usableFromInline let connect: () -> Disposable
    @usableFromInline let lock = RxLock()
    // Read and written only under `lock`.
    @usableFromInline @exclusivity(unchecked) var count = 0
    @usableFromInline @exclusivity(unchecked) var connectionID: UInt64 = 0
    @usableFromInline @exclusivity(unchecked) var isReconciling = false
    @usableFromInline @exclusivity(unchecked) var connection: Disposable?
    @usableFromInline @exclusivity(unchecked) var connectedID: UInt64?

    @inlinable
    init(connect: @escaping () -> Disposable) {
        self.connect = connect
    }

    /// Counts `sink` as a subscriber of the current connection (unless it already ended),
    /// connecting if it is the first.
    @inlinable
    func join(_ sink: RefCountSinkMembership) {
        lock.lock()
        if sink.isDisposed {
            lock.unlock()
            return
        }
        sink.connectionID = connectionID
        count += 1
        let mustReconcile = count == 1 && claimReconcilingLocked()
        lock.unlock()
        if mustReconcile { reconcile() }
    }

    /// Stops counting `sink`; disconnects if it was the last subscriber of the current
    /// connection.
    @inlinable
    func leave(_ sink: RefCountSinkMembership) {
        lock.lock()
        guard let joined = sink.connectionID else {
            lock.unlock()
            return
        }
        sink.connectionID = nil
        guard joined == connectionID else {
            lock.unlock()
            return
        }
        if count <= 0 {
            lock.unlock()
            rxFatalError("refCount: a subscriber left a connection that counted no subscribers.")
        }
        count -= 1
        let mustReconcile = count == 0 && claimReconcilingLocked()
        lock.unlock()
        if mustReconcile { reconcile() }
    }

    /// The shared sequence terminated for `sink`: if `sink` belongs to the current connection,
    /// that connection ends and none of its subscribers is counted any more.
    @inlinable
    func terminate(_ sink: RefCountSinkMembership) {
        lock.lock()
        guard let joined = sink.connectionID else {
            lock.unlock()
            return
        }
        sink.connectionID = nil
        guard joined == connectionID else {
            lock.unlock()
            return
        }
        count = 0
        connectionID &+= 1
        let mustReconcile = claimReconcilingLocked()
        lock.unlock()
        if mustReconcile { reconcile() }
    }

    /// Makes the caller the reconciling thread unless another one is; call with `lock` held.
    @inlinable
    func claimReconcilingLocked() -> Bool {
        if isReconciling { return false }
        isReconciling = true
        return true
    }

    /// Connects or disconnects until the open connection matches the wanted one; called
    /// without the lock by the reconciling thread.
    @usableFromInline
    func reconcile() {
        while true {
            lock.lock()
            let wantedID: UInt64? = count > 0 ? connectionID : nil
            if let open = connection, connectedID != wantedID {
                connection = nil
                connectedID = nil
                lock.unlock()
                open.dispose()
                continue
            }
            if connection == nil, let wantedID {
                lock.unlock()
                let opened = connect()
                lock.lock()
                connection = opened
                connectedID = wantedID
                lock.unlock()
                continue
            }
            isReconciling = false
            lock.unlock()
            return
        }
    }
}

/// What `RefCountState` reads and writes on a subscriber: whether it ended and which
/// connection it is counted in.
@usableFromInline
protocol RefCountSinkMembership: AnyObject {
    /// Whether the subscriber's sink was disposed.
    var isDisposed: Bool { get }
    /// The connection the subscriber is counted in, `nil` when it is not counted. Read and
    /// written only under the state's lock.
    var connectionID: UInt64? { get set }
}

/// The sink of `refCount()`: forwards the shared sequence and keeps the subscriber count.
@usableFromInline
final class RefCountSink<Element>: Sink<Element>, RefCountSinkMembership, @unchecked Sendable {
    @usableFromInline let state: RefCountState
    @usableFromInline @exclusivity(unchecked) var connectionID: UInt64?

    @inlinable
    init(state: RefCountState, observer: @escaping (Event<Element>) -> Void) {
        self.state = state
        super.init(observer: observer)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            forwardOn(event)
        case .error, .completed:
            state.terminate(self)
            forwardOn(event)
            dispose()
        }
    }

    @inlinable
    override func dispose() {
        super.dispose()
        state.leave(self)
    }
}
