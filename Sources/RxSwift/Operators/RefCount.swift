extension ConnectableObservableType {
    /// A sequence that connects this connectable sequence when its first subscriber arrives
    /// and disconnects it when its last subscriber leaves.
    ///
    /// When the shared sequence terminates, the connection ends; the next subscriber connects
    /// again. Connecting and disconnecting happen with no lock held, in the order the
    /// subscriber count asked for them.
    @inlinable
    public func refCount() -> Observable<Element> {
        let connectable = self
        let source = asObservable()
        let state = RefCountState(connect: { connectable.connect() })
        return ClosureProducer { observer, cancel in
            let sink = RefCountSink(state: state, observer: observer, cancel: cancel)
            let subscription = source.subscribeHandler(sink.on)
            state.join(sink)
            return (sink, subscription)
        }
    }
}

/// The shared state of one `refCount()` sequence: how many subscribers are counted, which
/// connection they belong to, and the connect/disconnect actions still to perform.
///
/// The decisions are made under `lock`; the actions run outside it, one at a time and in
/// order, on whichever thread found no other thread performing them.
@usableFromInline
final class RefCountState: @unchecked Sendable {
    /// A connect or disconnect decided under the lock, to be performed outside it.
    @usableFromInline
    enum Action {
        case connect
        case disconnect
    }

    @usableFromInline let connect: () -> Disposable
    @usableFromInline let lock = RxLock()
    // Read and written only under `lock`.
    @usableFromInline @exclusivity(unchecked) var count = 0
    @usableFromInline @exclusivity(unchecked) var connectionID: UInt64 = 0
    @usableFromInline @exclusivity(unchecked) var pendingActions = Queue<Action>()
    @usableFromInline @exclusivity(unchecked) var isPerformingActions = false
    @usableFromInline @exclusivity(unchecked) var connection: Disposable?

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
        let mustPerform = count == 1 && enqueueLocked(.connect)
        lock.unlock()
        if mustPerform { performActions() }
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
        let mustPerform = count == 0 && enqueueLocked(.disconnect)
        lock.unlock()
        if mustPerform { performActions() }
    }

    /// The shared sequence terminated for `sink`: if `sink` belongs to the current connection,
    /// that connection ends and every subscriber of it stops being counted.
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
        let mustPerform = enqueueLocked(.disconnect)
        lock.unlock()
        if mustPerform { performActions() }
    }

    /// Queues `action`; call with `lock` held. Returns whether the caller must perform the
    /// queued actions once it has unlocked.
    @inlinable
    func enqueueLocked(_ action: Action) -> Bool {
        pendingActions.enqueue(action)
        if isPerformingActions { return false }
        isPerformingActions = true
        return true
    }

    /// Performs queued actions until none is left; called without the lock.
    @usableFromInline
    func performActions() {
        while true {
            lock.lock()
            guard let action = pendingActions.dequeue() else {
                isPerformingActions = false
                lock.unlock()
                return
            }
            lock.unlock()
            switch action {
            case .connect:
                let opened = connect()
                lock.withLock { connection = opened }
            case .disconnect:
                let closing = lock.withLock { () -> Disposable? in
                    defer { connection = nil }
                    return connection
                }
                closing?.dispose()
            }
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
final class RefCountSink<Element>: Sink<Element>, RefCountSinkMembership {
    @usableFromInline let state: RefCountState
    @usableFromInline @exclusivity(unchecked) var connectionID: UInt64?

    @inlinable
    init(state: RefCountState, observer: @escaping (Event<Element>) -> Void, cancel: Cancelable) {
        self.state = state
        super.init(observer: observer, cancel: cancel)
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
