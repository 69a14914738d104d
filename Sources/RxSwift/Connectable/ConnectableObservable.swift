import Synchronization

/// A sequence whose subscribers share one subscription to an underlying source, made when
/// `connect()` is called rather than when they subscribe.
public protocol ConnectableObservableType: ObservableType {
    /// Subscribes the shared subject to the underlying source.
    ///
    /// Returns the connection: disposing it unsubscribes from the source. Calling `connect()`
    /// while connected returns the current connection.
    func connect() -> Disposable
}

/// The connectable sequence class returned by `multicast`, `publish()` and `replay(_:)`.
///
/// Subscribers attach to a subject; `connect()` subscribes that subject to the source.
public class ConnectableObservable<Element>: Observable<Element>, ConnectableObservableType {
    @usableFromInline
    override init() {
        super.init()
    }

    /// Subscribes the shared subject to the source; subclasses override this.
    public func connect() -> Disposable {
        rxAbstractMethod("ConnectableObservable.connect")
    }
}

/// The two sides of a subject as closures, taken in specialised code: the observer that the
/// source feeds and the subscription entry point its subscribers use.
@usableFromInline
struct MulticastSubjectSides<Input, Output> {
    @usableFromInline let observer: (Event<Input>) -> Void
    @usableFromInline let subscribe: (@escaping (Event<Output>) -> Void) -> Disposable
    /// The subject as a sequence, for the subscribers it stores as they are.
    @usableFromInline let observable: Observable<Output>

    @inlinable
    init<Subject: SubjectType>(_ subject: Subject) where Subject.Observer.Element == Input, Subject.Element == Output {
        let observer = subject.asObserver()
        let observable = subject.asObservable()
        self.observer = { observer.on($0) }
        self.subscribe = { observable.subscribeHandler($0) }
        self.observable = observable
    }
}

/// The connectable sequence behind `multicast(_:)` and `multicast(makeSubject:)`.
///
/// The subject is made on the first subscription or connection and kept until the connection
/// ends (by disposal, or by the source terminating); the next subscription or connection then
/// makes a new one. With `multicast(_:)` the factory always returns the same subject.
@usableFromInline
final class ConnectableObservableAdapter<SourceElement, Element>: ConnectableObservable<Element> {
    @usableFromInline let makeSubject: () -> MulticastSubjectSides<SourceElement, Element>
    @usableFromInline let subscribeSource: (MulticastConnection<SourceElement, Element>) -> Disposable
    @usableFromInline let resolveSubject: (ConnectableObservableAdapter<SourceElement, Element>) -> MulticastSubjectSides<SourceElement, Element>
    @usableFromInline let openConnection: (ConnectableObservableAdapter<SourceElement, Element>) -> Disposable
    @usableFromInline let forgetConnection: (ConnectableObservableAdapter<SourceElement, Element>, MulticastConnection<SourceElement, Element>) -> Void
    @usableFromInline let lock = RxLock()
    // Read and written only under `lock`.
    @usableFromInline @exclusivity(unchecked) var machine = MulticastStateMachine<MulticastSubjectSides<SourceElement, Element>, MulticastConnection<SourceElement, Element>>()

    @inlinable
    init(source: Observable<SourceElement>, makeSubject: @escaping () -> MulticastSubjectSides<SourceElement, Element>) {
        self.makeSubject = makeSubject
        // Built here so that what they reach is specialised in the caller's module: the
        // connection's event handler, and the machine's decisions, which the unspecialised
        // overrides would otherwise pay generic metadata lookups for on every subscription.
        self.subscribeSource = { connection in source.subscribeHandler(connection.on) }
        self.resolveSubject = { adapter in adapter.subjectResolved() }
        self.openConnection = { adapter in adapter.connectionOpened() }
        self.forgetConnection = { adapter, connection in adapter.connectionForgotten(connection) }
        super.init()
    }

    /// The current subject; makes one (outside the lock) when there is none.
    @usableFromInline
    func currentSubject() -> MulticastSubjectSides<SourceElement, Element> {
        resolveSubject(self)
    }

    /// `currentSubject()`, specialised.
    @inlinable
    func subjectResolved() -> MulticastSubjectSides<SourceElement, Element> {
        switch lock.withLock({ machine.subjectWanted() }) {
        case .use(let subject):
            return subject
        case .make:
            let made = makeSubject()
            // A subject installed meanwhile wins; `made` is then released here, unlocked.
            return lock.withLock { machine.subjectMade(made) }
        }
    }

    /// `.operator`: a subscription subscribes the connection's subject (see
    /// `ChainLinkKind`).
    @usableFromInline
    override class var chainLinkKind: ChainLinkKind { .operator }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        subscribeObserver(observer)
    }

    @usableFromInline
    override func subscribeEvents(_ handler: @escaping (Event<Element>) -> Void) -> Disposable {
        currentSubject().subscribe(handler)
    }

    /// Whether the subject stores the subscribers of the public `subscribe` methods as they are;
    /// when it does, they are handed to it so. A handler that held its own subscription would
    /// keep the subject alive through it, and with it the handler, once the adapter is gone
    /// (a late subscriber of a `replay` whose connection ended, on a subject that never ends).
    @usableFromInline
    override var storesSubscribers: Bool {
        currentSubject().observable.storesSubscribers
    }

    @usableFromInline
    override func subscribeStoring(_ subscriber: SubjectSubscriber<Element>) -> Disposable {
        currentSubject().observable.subscribeStoring(subscriber)
    }

    /// Subscribes the subject to the source, unless a connection is already open.
    @usableFromInline
    override func connect() -> Disposable {
        openConnection(self)
    }

    /// `connect()`, specialised.
    @inlinable
    func connectionOpened() -> Disposable {
        let subject = subjectResolved()
        let action = lock.withLock {
            machine.connect(subject) { MulticastConnection(parent: self, observer: $0.observer) }
        }
        switch action {
        case .alreadyConnected(let connection):
            return connection
        case .connect(let connection):
            connection.subscription.setDisposable(subscribeSource(connection))
            return connection
        }
    }

    /// Forgets `connection` and its subject if it is still the current one.
    @usableFromInline
    func connectionEnded(_ connection: MulticastConnection<SourceElement, Element>) {
        forgetConnection(self, connection)
    }

    /// `connectionEnded(_:)`, specialised.
    @inlinable
    func connectionForgotten(_ connection: MulticastConnection<SourceElement, Element>) {
        let retired = lock.withLock { machine.connectionEnded(connection) }
        // The subject is released with no lock held.
        withExtendedLifetime(retired) {}
    }
}

/// One connection of a `ConnectableObservableAdapter`: forwards the source's events to the
/// subject until it is disposed or the source terminates.
@usableFromInline
final class MulticastConnection<SourceElement, Element>: DisposeBase, Cancelable, @unchecked Sendable {
    @usableFromInline let parent: ConnectableObservableAdapter<SourceElement, Element>
    @usableFromInline let observer: (Event<SourceElement>) -> Void
    @usableFromInline let subscription = SingleAssignmentDisposable()
    @usableFromInline let disposed = Atomic<Bool>(false)

    @inlinable
    init(parent: ConnectableObservableAdapter<SourceElement, Element>, observer: @escaping (Event<SourceElement>) -> Void) {
        self.parent = parent
        self.observer = observer
        super.init()
    }

    /// Whether the connection was disposed or ended with the source.
    @inlinable
    var isDisposed: Bool {
        disposed.load(ordering: .acquiring)
    }

    /// Forwards a source event to the subject; a terminal event ends the connection first.
    @inlinable
    func on(_ event: Event<SourceElement>) {
        if disposed.load(ordering: .relaxed) { return }
        if event.isStopEvent {
            dispose()
        }
        observer(event)
    }

    /// Unsubscribes from the source, once; the adapter makes a new subject for what follows.
    @inlinable
    func dispose() {
        if disposed.exchange(true, ordering: .acquiringAndReleasing) { return }
        parent.connectionEnded(self)
        subscription.dispose()
    }
}
