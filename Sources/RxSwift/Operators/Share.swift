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
/// one source subscription, plus the latest element with `replay: 1`. Its decisions are a
/// `ShareStateMachine` under `lock`.
///
/// Each connection is its own `ShareConnection`, so a connection that is ending never
/// interferes with the next one.
@usableFromInline
final class ShareWhileConnected<Element>: Observable<Element>, SubjectObserverRemoving {
    @usableFromInline let lock = RxLock()
    // Read and written only under `lock`.
    @usableFromInline @exclusivity(unchecked) var machine: ShareStateMachine<Element, ShareConnection<Element>>
    @usableFromInline let subscribeSource: (ShareConnection<Element>) -> Disposable
    @usableFromInline let addObserver: (ShareWhileConnected<Element>, @escaping (Event<Element>) -> Void) -> Disposable
    @usableFromInline let removeObserverStoredUnder: (ShareWhileConnected<Element>, BagKey) -> Void

    @inlinable
    init(source: Observable<Element>, replaysLatest: Bool) {
        machine = ShareStateMachine(replaysLatest: replaysLatest)
        // The closures are built here so that the paths they reach are specialised in the
        // caller's module: the per-element path, and subscribing and unsubscribing, which
        // would otherwise ask the runtime for the machine's generic metadata.
        self.subscribeSource = { connection in source.subscribeHandler(connection.on) }
        self.addObserver = { shared, handler in shared.add(handler) }
        self.removeObserverStoredUnder = { shared, key in shared.remove(key) }
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

    /// Adds `handler` to the open connection (opening one if needed), replays the latest
    /// element to it, and subscribes to the source if it is the connection's first observer.
    @inlinable
    func add(_ handler: @escaping (Event<Element>) -> Void) -> Disposable {
        let action = lock.withLock {
            machine.subscribe(SubjectObserver(handler), catchingUp: CatchUpObserver(handler), opening: ShareConnection(parent: self))
        }
        switch action {
        case .joined(let key):
            return SubjectSubscription(owner: self, key: key)
        case .catchUp(let key, let observer, let latest):
            let subscription = SubjectSubscription(owner: self, key: key)
            observer.deliver(replaying: CollectionOfOne(latest))
            return subscription
        case .connect(let key, let connection):
            let subscription = SubjectSubscription(owner: self, key: key)
            connection.subscription.setDisposable(subscribeSource(connection))
            return subscription
        }
    }

    /// Removes an observer; the last one to leave ends the connection.
    @usableFromInline
    func removeObserver(forKey key: BagKey) {
        removeObserverStoredUnder(self, key)
    }

    /// Removes the observer stored under `key`, if it is still there; the last one to leave
    /// ends the connection.
    @inlinable
    func remove(_ key: BagKey) {
        let action = lock.withLock { machine.unsubscribe(key: key) }
        switch action {
        case .release(let removed):
            withExtendedLifetime(removed) {}
        case .disconnect(let connection, let removed, let latest):
            withExtendedLifetime((removed, latest)) {}
            connection.subscription.dispose()
        }
    }
}

/// One source subscription of a `ShareWhileConnected`: it hands the source's events to its
/// parent's machine, which ignores them once the connection ended.
@usableFromInline
final class ShareConnection<Element>: WholeEventHandler {
    @usableFromInline typealias ObservedElement = Element

    @usableFromInline let parent: ShareWhileConnected<Element>
    @usableFromInline let subscription = SingleAssignmentDisposable()

    @inlinable
    init(parent: ShareWhileConnected<Element>) {
        self.parent = parent
    }

    /// Forwards a source event to the observers. A terminal event ends the connection first and
    /// disposes the source's subscription after the observers have it, so what the observers'
    /// reactions dispose (a feedback loop's effects) goes first, as upstream. Upstream leaves
    /// the subscription to the source itself, which disposes it after its own terminal work
    /// (`do(afterCompleted:)`); here it is disposed as soon as the observers have the event, so
    /// that a source that does not end itself (a hot test observable) is not kept.
    @inlinable
    func receive(_ event: Event<Element>) {
        guard case .next(let element) = event else {
            let action = parent.lock.withLock { parent.machine.terminate(from: self) }
            if case .deliverAndDisconnect(let observers, let latest) = action {
                withExtendedLifetime(latest) {}
                observers.deliver(event)
                subscription.dispose()
            }
            return
        }
        parent.lock.lock()
        let (observers, replaced) = parent.machine.next(element, from: self)
        parent.lock.unlock()
        withExtendedLifetime(replaced) {}
        observers.deliver(event)
    }
}

// Restated as for every `Observable` subclass: the reasons are in Core/Sendable+Conformances.swift.
extension ShareWhileConnected: @unchecked Sendable {}
