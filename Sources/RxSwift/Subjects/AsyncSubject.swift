/// A subject that emits only the last element it received, and only when it completes:
/// on completion every observer receives that element (if there was one) and `completed`;
/// on error, only the error.
///
/// An observer subscribing after the subject terminated receives the same ending at once.
/// After `dispose()` events sent to the subject are ignored and new subscribers receive
/// `RxError.disposed`.
///
/// Thread-safe: observers may subscribe and unsubscribe from any thread. Events themselves must
/// be sent one at a time.
public final class AsyncSubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable, StoringSubject {
    /// The type of the observer side of the subject: the subject itself.
    public typealias SubjectObserverType = AsyncSubject<Element>

    @usableFromInline let lock = RxLock()
    // The state below is read and written only under `lock`, which already rules out
    // overlapping accesses; the runtime exclusivity checks would only slow the hot path.
    @usableFromInline @exclusivity(unchecked) var lifecycle = SubjectStateMachine()
    @usableFromInline @exclusivity(unchecked) var lastElement: Element?
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

    /// Remembers a `next` element as the last one; on completion sends it and `completed` to
    /// every observer, on error sends the error. Ignored after a terminal event or after
    /// `dispose()`.
    @inlinable
    public func on(_ event: Event<Element>) {
        #if DEBUG
        synchronizationTracker.register(operator: "AsyncSubject")
        defer { synchronizationTracker.unregister() }
        #endif
        lock.lock()
        let observers: SubjectObserverSnapshot
        // The element replaced as the last one is released after the lock is dropped.
        var replaced: Element?
        // The element delivered before `completed`.
        var last: Element?
        switch event {
        case .next(let value):
            observers = .none
            if lifecycle.isActive {
                replaced = lastElement
                lastElement = value
            }
        case .error(let error):
            observers = lifecycle.stop(with: error)
        case .completed:
            observers = lifecycle.stop(with: nil)
            last = lastElement
        }
        lock.unlock()
        withExtendedLifetime(replaced) {}
        if let last {
            observers.deliver(Event.next(last))
        }
        observers.deliver(event)
    }

    /// Subscribes `observer` to the subject's ending.
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

    /// Stores `entry`; a subscriber that arrives after `dispose()` receives the disposal
    /// error, one that arrives after the terminal event the last element (after completion)
    /// and that event, at once.
    @usableFromInline
    func store(_ entry: SubjectObserverEntry, answering subscriber: NewSubjectSubscriber<Element>) -> BagKey? {
        lock.lock()
        let action = lifecycle.subscribe(entry)
        var last: Element?
        // Only a completed subject sends its last element.
        if case .refuse(.stopped(nil)) = action {
            last = lastElement
        }
        lock.unlock()
        switch action {
        case .stored(let key):
            return key
        case .refuse(let ending):
            refuse(subscriber, endedWith: ending, replaying: last.map { [$0] } ?? [])
            return nil
        }
    }

    /// The observer side of the subject: the subject itself.
    public func asObserver() -> AsyncSubject<Element> {
        self
    }

    /// Drops every observer and the remembered element and stops the subject: later events
    /// are ignored and later subscribers receive `RxError.disposed`.
    public func dispose() {
        disposeLifecycle(dropReplay: { lastElement.take() })
    }
}
