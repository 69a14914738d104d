/// How long the subject behind `share(replay:scope:)` lives.
public enum SubjectLifetimeScope: Sendable {
    /// The subject lives as long as the source subscription: when the last subscriber leaves
    /// or the source terminates, the replay buffer is dropped, and the next subscriber
    /// subscribes to the source again with a fresh subject.
    case whileConnected
    /// One subject serves every connection: its replay buffer survives reconnections, and
    /// after the source terminates, later subscribers receive the replay and the terminal
    /// event without a new subscription to the source.
    case forever
}

extension ObservableType {
    /// Shares one subscription to this sequence among all subscribers, replaying the latest
    /// `replay` elements to each new subscriber.
    ///
    /// The source is subscribed when the first subscriber arrives and unsubscribed when the
    /// last one leaves; `scope` decides whether the replay buffer outlives that connection.
    /// No lock is held while the source is subscribed or disposed or while observers run.
    /// A negative `replay` is a programmer error, reported with the call site (`file`, `line`).
    @inlinable
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected, file: StaticString = #fileID, line: UInt = #line) -> Observable<Element> {
        if replay < 0 {
            rxFatalError("share(replay:scope:): replay must be zero or more, but it is \(replay) (called at \(file):\(line)).", file: file, line: line)
        }
        switch scope {
        case .forever:
            if replay == 0 {
                return multicast(PublishSubject<Element>()).refCount()
            }
            return multicast(ReplaySubject<Element>.create(bufferSize: replay)).refCount()
        case .whileConnected:
            switch replay {
            case 0:
                return ShareWhileConnected(source: asObservable(), replaysLatest: false)
            case 1:
                return ShareWhileConnected(source: asObservable(), replaysLatest: true)
            default:
                return multicast(makeSubject: { ReplaySubject<Element>.create(bufferSize: replay) }).refCount()
            }
        }
    }
}

/// The dedicated `share(replay: 0 or 1, scope: .whileConnected)`: a set of observers fed by
/// one source subscription, plus the latest element when `replaysLatest` is set.
///
/// Each connection is its own `ShareConnection`, so a connection that is ending never
/// interferes with the next one.
@usableFromInline
final class ShareWhileConnected<Element>: Observable<Element> {
    @usableFromInline let replaysLatest: Bool
    /// Guards this object's and its connections' state.
    @usableFromInline let lock = RxLock()
    @usableFromInline @exclusivity(unchecked) var connection: ShareConnection<Element>?
    @usableFromInline let subscribeSource: (ShareConnection<Element>) -> Disposable
    @usableFromInline let addObserver: (ShareWhileConnected<Element>, @escaping (Event<Element>) -> Void) -> Disposable

    @inlinable
    init(source: Observable<Element>, replaysLatest: Bool) {
        self.replaysLatest = replaysLatest
        // Both closures are built here so that the per-element paths they reach are
        // specialised in the caller's module.
        self.subscribeSource = { connection in source.subscribeHandler(connection.on) }
        self.addObserver = { shared, handler in shared.add(handler) }
        super.init()
    }

    /// `.operator`: the first subscription connects to the source (see `ChainLinkKind`).
    @usableFromInline
    override class var chainLinkKind: ChainLinkKind { .operator }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        subscribeObserver(observer)
    }

    @usableFromInline
    override func subscribeEvents(_ handler: @escaping (Event<Element>) -> Void) -> Disposable {
        addObserver(self, handler)
    }

    /// Adds `handler` to the current connection (opening one if needed), replays the latest
    /// element to it, and subscribes to the source if it is the connection's first observer.
    @inlinable
    func add(_ handler: @escaping (Event<Element>) -> Void) -> Disposable {
        lock.lock()
        let connection: ShareConnection<Element>
        let isFirst: Bool
        if let current = self.connection {
            connection = current
            isFirst = false
        } else {
            connection = ShareConnection(parent: self)
            self.connection = connection
            isFirst = true
        }
        let key: BagKey
        var catchUp: (observer: CatchUpObserver<Element>, latest: Element)?
        if let latest = connection.latest {
            let observer = CatchUpObserver(handler)
            key = connection.observers.insert(SubjectObserver(observer.on))
            catchUp = (observer, latest)
        } else {
            key = connection.observers.insert(SubjectObserver(handler))
        }
        lock.unlock()
        let subscription = SubjectSubscription(owner: connection, key: key)
        if let catchUp {
            catchUp.observer.deliver(replay: CollectionOfOne(Event.next(catchUp.latest)))
        }
        if isFirst {
            connection.subscription.setDisposable(subscribeSource(connection))
        }
        return subscription
    }
}

/// One source subscription of a `ShareWhileConnected`: its observers and latest element.
/// Its state is guarded by the parent's lock.
@usableFromInline
final class ShareConnection<Element>: SubjectObserverRemoving, WholeEventHandler {
    @usableFromInline typealias ObservedElement = Element

    @usableFromInline let parent: ShareWhileConnected<Element>
    /// The parent's replay setting, kept here to spare the per-element path a load.
    @usableFromInline let replaysLatest: Bool
    @usableFromInline let subscription = SingleAssignmentDisposable()
    @usableFromInline @exclusivity(unchecked) var observers = SubjectObserverBag()
    @usableFromInline @exclusivity(unchecked) var latest: Element?
    @usableFromInline @exclusivity(unchecked) var isEnded = false

    @inlinable
    init(parent: ShareWhileConnected<Element>) {
        self.parent = parent
        self.replaysLatest = parent.replaysLatest
    }

    /// Forwards a source event to the observers. A terminal event ends the connection first and
    /// disposes the source's subscription after the observers have it, so what the observers'
    /// reactions dispose (a feedback loop's effects) goes first, as upstream. Upstream leaves
    /// the subscription to the source itself, which disposes it after its own terminal work
    /// (`do(afterCompleted:)`); here it is disposed as soon as the observers have the event, so
    /// that a source that does not end itself (a hot test observable) is not kept.
    @inlinable
    func receive(_ event: Event<Element>) {
        parent.lock.lock()
        if isEnded {
            parent.lock.unlock()
            return
        }
        let snapshot = observers.snapshot
        switch event {
        case .next(let element):
            // The replaced element is released after the lock is dropped.
            var replaced: Element?
            if replaysLatest {
                replaced = latest
                latest = element
            }
            parent.lock.unlock()
            withExtendedLifetime(replaced) {}
        case .error, .completed:
            let ended = endLocked()
            parent.lock.unlock()
            withExtendedLifetime(ended) {}
            snapshot.deliver(event)
            subscription.dispose()
            return
        }
        snapshot.deliver(event)
    }

    /// Removes an observer; the last one to leave ends the connection.
    @usableFromInline
    func removeObserver(forKey key: BagKey) {
        parent.lock.lock()
        let removed = observers.removeKey(key)
        if isEnded || removed == nil || !observers.isEmpty {
            parent.lock.unlock()
            withExtendedLifetime(removed) {}
            return
        }
        let ended = endLocked()
        parent.lock.unlock()
        withExtendedLifetime((removed, ended)) {}
        subscription.dispose()
    }

    /// Marks the connection ended and detaches it from the parent; returns the dropped state
    /// so the caller releases it after unlocking. Call with the parent's lock held.
    @inlinable
    func endLocked() -> (SubjectObserverBag, Element?) {
        isEnded = true
        if parent.connection === self {
            parent.connection = nil
        }
        defer {
            observers = Bag()
            latest = nil
        }
        return (observers, latest)
    }
}

// Restated as for every `Observable` subclass: the reasons are in Core/Sendable+Conformances.swift.
extension ShareWhileConnected: @unchecked Sendable {}
