/// A subject that records the elements sent to it and replays them to every new subscriber
/// before the live events: all of them (`createUnbounded()`) or the latest `bufferSize`
/// (`create(bufferSize:)`).
///
/// An observer subscribing after the subject terminated receives the recorded elements, then
/// the terminal event. After `dispose()` the recording is dropped, events sent to the subject
/// are ignored and new subscribers receive `RxError.disposed`.
///
/// Thread-safe: observers may subscribe from any thread; a subscriber always receives the
/// whole replay before any later event. Events themselves must be sent one at a time.
public final class ReplaySubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable, StoringSubject {
    /// The type of the observer side of the subject: the subject itself.
    public typealias SubjectObserverType = ReplaySubject<Element>

    @usableFromInline let lock = RxLock()
    // The state below is read and written only under `lock`, which already rules out
    // overlapping accesses; the runtime exclusivity checks would only slow the hot path.
    @usableFromInline @exclusivity(unchecked) var lifecycle = SubjectStateMachine()
    @usableFromInline @exclusivity(unchecked) var buffer: ReplayBuffer<Element>
    /// The observer box type, resolved when the subject is made (in the caller's specialised
    /// code), so the unspecialised `subscribeHandler` allocates boxes without a generic
    /// metadata lookup per subscription.
    @usableFromInline let observerType = SubjectObserver<Element>.self
    #if DEBUG
    @usableFromInline let synchronizationTracker = SynchronizationTracker()
    #endif

    @inlinable
    init(bufferSizeLimit: Int?) {
        self.buffer = ReplayBuffer(limit: bufferSizeLimit)
        super.init()
    }

    /// Creates a subject that replays the latest `bufferSize` elements to new subscribers.
    ///
    /// `bufferSize` must not be negative; zero replays no element, only a terminal event.
    public static func create(bufferSize: Int) -> ReplaySubject<Element> {
        if bufferSize < 0 {
            rxFatalError("ReplaySubject.create(bufferSize:): bufferSize must be zero or more, but it is \(bufferSize).")
        }
        return ReplaySubject(bufferSizeLimit: bufferSize)
    }

    /// Creates a subject that replays every element it ever received to new subscribers.
    public static func createUnbounded() -> ReplaySubject<Element> {
        ReplaySubject(bufferSizeLimit: nil)
    }

    /// Whether at least one observer is subscribed.
    public var hasObservers: Bool {
        lock.withLock { lifecycle.hasObservers }
    }

    /// Whether `dispose()` has been called.
    public var isDisposed: Bool {
        lock.withLock { lifecycle.isDisposed }
    }

    /// Records a `next` element (dropping the oldest beyond the buffer size), then sends
    /// `event` to every observer. Ignored after a terminal event or after `dispose()`.
    @inlinable
    public func on(_ event: Event<Element>) {
        #if DEBUG
        synchronizationTracker.register(operator: "ReplaySubject")
        defer { synchronizationTracker.unregister() }
        #endif
        lock.lock()
        // An element pushed out of the buffer is released after the lock is dropped.
        var dropped: Element?
        if case .next(let value) = event, lifecycle.isActive {
            dropped = buffer.append(value)
        }
        let observers = event.isStopEvent ? lifecycle.stop(with: event.error) : lifecycle.next()
        lock.unlock()
        withExtendedLifetime(dropped) {}
        observers.deliver(event)
    }

    /// Subscribes `observer`: it receives the recorded elements, then every later event.
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

    /// Sends the subscriber the recorded elements, then stores `entry`; events sent meanwhile
    /// reach the subscriber in order. After `dispose()` the subscriber receives the disposal
    /// error; after the terminal event, the recorded elements and that event.
    @usableFromInline
    func store(_ entry: SubjectObserverEntry, answering subscriber: NewSubjectSubscriber<Element>) -> BagKey? {
        storeCatchingUp(entry, answering: subscriber, replaysBeforeEnding: true) { buffer.elements }
    }

    /// The observer side of the subject: the subject itself.
    public func asObserver() -> ReplaySubject<Element> {
        self
    }

    /// Drops every observer and the recorded elements and stops the subject: later events are
    /// ignored and later subscribers receive `RxError.disposed`.
    public func dispose() {
        disposeLifecycle {
            defer { buffer = ReplayBuffer(limit: buffer.limit) }
            return buffer
        }
    }
}
