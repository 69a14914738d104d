/// A subject that forwards each event to the observers subscribed at the time it is sent.
///
/// Nothing is replayed, except that an observer subscribing after the subject terminated
/// receives the terminal event at once. After `dispose()` events sent to the subject are
/// ignored and new subscribers receive `RxError.disposed`.
///
/// Thread-safe: observers may subscribe and unsubscribe from any thread. Events themselves must
/// be sent one at a time, as for any observer (debug builds warn otherwise).
public final class PublishSubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable, StoringSubject {
    /// The type of the observer side of the subject: the subject itself.
    public typealias SubjectObserverType = PublishSubject<Element>

    @usableFromInline let lock = RxLock()
    // The state below is read and written only under `lock`, which already rules out
    // overlapping accesses; the runtime exclusivity checks would only slow the hot path.
    @usableFromInline @exclusivity(unchecked) var lifecycle = SubjectStateMachine()
    /// The observer box type, resolved when the subject is made (in the caller's specialised
    /// code), so the unspecialised `subscribeHandler` allocates boxes without a generic
    /// metadata lookup per subscription.
    @usableFromInline let observerType = SubjectObserver<Element>.self
    #if DEBUG
    @usableFromInline let synchronizationTracker = SynchronizationTracker()
    #endif

    /// Creates a subject with no observers.
    @inlinable
    public override init() {
        super.init()
    }

    /// Whether at least one observer is subscribed.
    public var hasObservers: Bool {
        lock.withLock { lifecycle.hasObservers }
    }

    /// Whether `dispose()` has been called.
    public var isDisposed: Bool {
        lock.withLock { lifecycle.isDisposed }
    }

    /// Sends `event` to every observer subscribed now. Ignored after a terminal event or
    /// after `dispose()`.
    @inlinable
    public func on(_ event: Event<Element>) {
        #if DEBUG
        synchronizationTracker.register(operator: "PublishSubject")
        defer { synchronizationTracker.unregister() }
        #endif
        lock.lock()
        let observers = event.isStopEvent ? lifecycle.stop(with: event.error) : lifecycle.next()
        lock.unlock()
        observers.deliver(event)
    }

    /// Subscribes `observer` to the events sent from now on.
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        subscribeObserver(observer)
    }

    /// Removes the observer stored under `key`, if it is still there.
    @usableFromInline
    func removeObserver(forKey key: BagKey) {
        removeObserver(forKey: key, lockedBy: lock)
    }

    @usableFromInline
    override func subscribeEvents(_ handler: @escaping (Event<Element>) -> Void) -> Disposable {
        subscribeHandlerClosure(handler)
    }

    @usableFromInline
    override var storesSubscribers: Bool {
        true
    }

    @usableFromInline
    override func subscribeStoring(_ subscriber: SubjectSubscriber<Element>) -> Disposable {
        subscribeStoredSubscriber(subscriber)
    }

    /// Stores `entry`; a subscriber that arrives after `dispose()` or after the terminal event
    /// is answered at once instead.
    @usableFromInline
    func store(_ entry: SubjectObserverEntry, answering subscriber: NewSubjectSubscriber<Element>) -> BagKey? {
        switch lock.withLock({ lifecycle.subscribe(entry) }) {
        case .stored(let key):
            return key
        case .refuse(let ending):
            refuse(subscriber, endedWith: ending, replaying: EmptyCollection())
            return nil
        }
    }

    /// The observer side of the subject: the subject itself.
    public func asObserver() -> PublishSubject<Element> {
        self
    }

    /// Drops every observer and stops the subject: later events are ignored and later
    /// subscribers receive `RxError.disposed`.
    public func dispose() {
        disposeLifecycle(dropReplay: {})
    }
}
