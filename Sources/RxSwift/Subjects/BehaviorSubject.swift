/// A subject that holds a current value: a new subscriber first receives the current value,
/// then every later event.
///
/// An observer subscribing after the subject terminated receives only the terminal event.
/// After `dispose()` events sent to the subject are ignored, new subscribers receive
/// `RxError.disposed` and `value()` throws it.
///
/// Thread-safe: observers may subscribe from any thread; a subscriber always receives the
/// current value before any later event. Events themselves must be sent one at a time.
public final class BehaviorSubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable, StoringSubject {
    /// The type of the observer side of the subject: the subject itself.
    public typealias SubjectObserverType = BehaviorSubject<Element>

    @usableFromInline let lock = RxLock()
    // The state below is read and written only under `lock`, which already rules out
    // overlapping accesses; the runtime exclusivity checks would only slow the hot path.
    @usableFromInline @exclusivity(unchecked) var lifecycle = SubjectStateMachine()
    @usableFromInline @exclusivity(unchecked) var element: Element
    /// The observer box type, resolved when the subject is made (in the caller's specialised
    /// code), so the unspecialised `subscribeHandler` allocates boxes without a generic
    /// metadata lookup per subscription.
    @usableFromInline let observerType = SubjectObserver<Element>.self
    #if DEBUG
    @usableFromInline let synchronizationTracker = SynchronizationTracker()
    #endif

    /// Creates a subject whose current value is `value`.
    @inlinable
    public init(value: Element) {
        self.element = value
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

    /// The current value.
    ///
    /// Throws `RxError.disposed` after `dispose()`, and the error the subject terminated with
    /// after an error. After completion it returns the last value.
    public func value() throws -> Element {
        let (ending, current) = lock.withLock { (lifecycle.ending, element) }
        switch ending {
        case nil, .stopped(nil):
            return current
        case .stopped(let error?):
            throw error
        case .disposed:
            throw RxError.disposed(object: self)
        }
    }

    /// Makes a `next` element the current value, then sends `event` to every observer.
    /// Ignored after a terminal event or after `dispose()`.
    @inlinable
    public func on(_ event: Event<Element>) {
        #if DEBUG
        synchronizationTracker.register(operator: "BehaviorSubject")
        defer { synchronizationTracker.unregister() }
        #endif
        lock.lock()
        // The replaced value is released after the lock is dropped.
        var replaced: Element?
        if case .next(let value) = event, lifecycle.isActive {
            replaced = element
            element = value
        }
        let observers = event.isStopEvent ? lifecycle.stop(with: event.error) : lifecycle.next()
        lock.unlock()
        withExtendedLifetime(replaced) {}
        observers.deliver(event)
    }

    /// Subscribes `observer`: it receives the current value, then every later event.
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

    /// Sends the subscriber the current value, then stores `entry`; events sent meanwhile reach
    /// the subscriber in order. After `dispose()` or the terminal event, the subscriber
    /// receives the disposal error or that event instead.
    @usableFromInline
    func store(_ entry: SubjectObserverEntry, answering subscriber: NewSubjectSubscriber<Element>) -> BagKey? {
        storeCatchingUp(entry, answering: subscriber, replaysBeforeEnding: false) { CollectionOfOne(element) }
    }

    /// The observer side of the subject: the subject itself.
    public func asObserver() -> BehaviorSubject<Element> {
        self
    }

    /// Drops every observer and stops the subject: later events are ignored, later
    /// subscribers receive `RxError.disposed` and `value()` throws it.
    public func dispose() {
        disposeLifecycle(dropReplay: {})
    }
}
