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
    @usableFromInline @exclusivity(unchecked) var observers = SubjectObserverBag()
    /// The error that ended the subject; `nil` after completion. Kept apart from `stopped`
    /// rather than as an `Event<Element>?`, so the unspecialised `init`, `deinit` and
    /// `subscribe` need no generic metadata for it.
    @usableFromInline @exclusivity(unchecked) var stoppedError: Swift.Error?
    @usableFromInline @exclusivity(unchecked) var stopped = false
    @usableFromInline @exclusivity(unchecked) var disposed = false
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
        lock.withLock { !observers.isEmpty }
    }

    /// Whether `dispose()` has been called.
    public var isDisposed: Bool {
        lock.withLock { disposed }
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
        if stopped || disposed {
            lock.unlock()
            return
        }
        let snapshot = observers.snapshot
        if event.isStopEvent {
            stopped = true
            stoppedError = event.error
            observers.removeAll()
        }
        lock.unlock()
        snapshot.deliver(event)
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
        lock.lock()
        if !disposed && !stopped {
            let key = observers.insert(entry)
            lock.unlock()
            return key
        }
        let disposed = self.disposed, error = stoppedError
        lock.unlock()
        refuseSubscription(subscriber, disposed: disposed, stoppedError: error)
        return nil
    }

    /// Answers a subscription that arrives after `dispose()` or after the terminal event. Kept
    /// out of line so the common path of `store` builds no `Event<Element>`.
    @inline(never)
    func refuseSubscription(_ subscriber: NewSubjectSubscriber<Element>, disposed: Bool, stoppedError: Swift.Error?) {
        if disposed {
            subscriber.send(.error(RxError.disposed(object: self)))
        } else if let stoppedError {
            subscriber.send(.error(stoppedError))
        } else {
            subscriber.send(.completed)
        }
    }

    /// The observer side of the subject: the subject itself.
    public func asObserver() -> PublishSubject<Element> {
        self
    }

    /// Drops every observer and stops the subject: later events are ignored and later
    /// subscribers receive `RxError.disposed`.
    public func dispose() {
        // The old state is released after the lock is dropped.
        _ = lock.withLock { () -> (SubjectObserverBag, Swift.Error?) in
            disposed = true
            defer {
                observers = SubjectObserverBag()
                stoppedError = nil
            }
            return (observers, stoppedError)
        }
    }
}
