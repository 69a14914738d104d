/// The decisions of `share(replay: 0 or 1, scope: .whileConnected)`, as a value its lock
/// guards: whether a connection to the source is open, its observers and, when replaying, its
/// latest element. Each event returns what the share does once it has unlocked (subscribe the
/// source, deliver, dispose the source subscription); the machine calls no observer and
/// disposes nothing.
///
/// `Connection` is the object that receives one source subscription's events: events and
/// subscriptions name the connection they belong to, so nothing of an ended connection reaches
/// the next one.
///
/// The observers and the latest element are kept beside `state` rather than in its
/// `.connected` payload, as in `SubjectStateMachine`: the per-element path would otherwise
/// copy the bag out of the payload and put it back.
@usableFromInline
struct ShareStateMachine<Element, Connection: AnyObject> {
    /// Whether the share is subscribed to its source.
    @usableFromInline
    enum State {
        /// No source subscription: the next subscriber opens a connection.
        case idle
        /// `Connection` is subscribed to the source, or is being subscribed by its first
        /// observer.
        case connected(Connection)
    }

    /// What the share does with a new subscriber once it has unlocked.
    @usableFromInline
    enum SubscribeAction {
        /// The subscriber is stored under the key and receives the connection's live events.
        case joined(BagKey)
        /// The subscriber is stored under the key behind the catch-up observer, which replays
        /// the element to it before the live events.
        case catchUp(BagKey, CatchUpObserver<Element>, latest: Element)
        /// The subscriber is the first one, stored under the key in a new connection, which
        /// the caller subscribes to the source.
        case connect(BagKey, Connection)
    }

    /// What the share does with the source's terminal event once it has unlocked.
    @usableFromInline
    enum TerminateAction {
        /// The event came from a connection that had already ended: nothing.
        case ignore
        /// Send the event to these observers, then dispose the connection's source
        /// subscription; `latest` is the dropped replay, released after unlocking.
        case deliverAndDisconnect(SubjectObserverSnapshot, latest: Element?)
    }

    /// What the share does when an observer leaves, once it has unlocked.
    @usableFromInline
    enum UnsubscribeAction {
        /// Release the removed observer, if it was still there.
        case release(SubjectObserverEntry?)
        /// The last observer left: release it and the dropped replay, then dispose the
        /// connection's source subscription.
        case disconnect(Connection, released: SubjectObserverEntry?, latest: Element?)
    }

    /// Whether a new subscriber first receives the connection's latest element.
    @usableFromInline let replaysLatest: Bool
    @usableFromInline var state: State = .idle
    /// The open connection's observers, in subscription order; empty while idle. The bag is
    /// emptied when a connection ends, never replaced, so its keys keep counting: the key of
    /// an observer of an ended connection never removes an observer of a later one.
    @usableFromInline var observers = SubjectObserverBag()
    /// The open connection's latest element, kept only when `replaysLatest`.
    @usableFromInline var latest: Element?

    @inlinable
    init(replaysLatest: Bool) {
        self.replaysLatest = replaysLatest
    }

    /// Whether at least one observer is subscribed.
    @inlinable
    var hasObservers: Bool {
        !observers.isEmpty
    }

    /// A new subscriber: stores `entry` in the open connection, or behind `catchUp` when the
    /// connection has an element to replay; opens `connection` when none is open. The three
    /// arguments are evaluated only when needed.
    @inlinable
    mutating func subscribe(
        _ entry: @autoclosure () -> SubjectObserverEntry,
        catchingUp catchUp: @autoclosure () -> CatchUpObserver<Element>,
        opening connection: @autoclosure () -> Connection
    ) -> SubscribeAction {
        switch state {
        case .idle:
            let opened = connection()
            state = .connected(opened)
            return .connect(observers.insert(entry()), opened)
        case .connected:
            guard let latest else {
                return .joined(observers.insert(entry()))
            }
            let observer = catchUp()
            return .catchUp(observers.insert(SubjectObserver(observer.on)), observer, latest: latest)
        }
    }

    /// A `next` element from `connection`: becomes the latest when replaying, and goes to the
    /// observers subscribed now, returned to deliver to after unlocking with the replaced
    /// latest element to release then. An element of a connection that ended goes nowhere.
    @inlinable
    mutating func next(_ element: Element, from connection: Connection) -> (observers: SubjectObserverSnapshot, replaced: Element?) {
        guard case .connected(let open) = state, open === connection else { return (.none, nil) }
        var replaced: Element?
        if replaysLatest {
            replaced = latest
            latest = element
        }
        return (observers.snapshot, replaced)
    }

    /// The source's terminal event from `connection`: the connection ends, and the observers
    /// subscribed now receive the event.
    @inlinable
    mutating func terminate(from connection: Connection) -> TerminateAction {
        guard case .connected(let open) = state, open === connection else { return .ignore }
        let snapshot = observers.snapshot
        return .deliverAndDisconnect(snapshot, latest: endConnection())
    }

    /// An observer leaves: removes the entry stored under `key`, if it is still there; the last
    /// one to leave ends the connection.
    @inlinable
    mutating func unsubscribe(key: BagKey) -> UnsubscribeAction {
        let removed = observers.removeKey(key)
        guard removed != nil, observers.isEmpty, case .connected(let open) = state else {
            return .release(removed)
        }
        return .disconnect(open, released: removed, latest: endConnection())
    }

    /// Ends the open connection; returns its latest element for the caller to release after
    /// unlocking.
    @inlinable
    mutating func endConnection() -> Element? {
        state = .idle
        observers.removeAll()
        return latest.take()
    }
}
