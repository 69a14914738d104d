import Synchronization

/// A subject that can drop one of its observers by the key its bag returned.
@usableFromInline
protocol SubjectObserverRemoving: AnyObject {
    /// Removes the observer stored under `key`, if it is still there.
    func removeObserver(forKey key: BagKey)
}

/// A subject whose life is a `SubjectStateMachine` guarded by its lock: the subjects share
/// their unsubscribe, catch-up, disposal and queries through it.
@usableFromInline
protocol LockedSubjectObservers: SubjectObserverRemoving {
    /// Guards `lifecycle`.
    var lock: RxLock { get }
    /// The observers while the subject is active, or how it ended.
    var lifecycle: SubjectStateMachine { get set }
}

extension LockedSubjectObservers {
    /// Removes the observer stored under `key`, if it is still there. The removed observer is
    /// released after the lock is dropped: releasing it may run deinitializers of user objects.
    ///
    /// Each subject implements `removeObserver(forKey:)` by calling this with its own `lock`:
    /// passed as an argument, the lock is borrowed where its subject stores it, where reading
    /// the protocol's `lock` from here goes through the requirement's accessor.
    @inlinable
    func removeObserver(forKey key: BagKey, lockedBy lock: borrowing RxLock) {
        let removed = lock.withLock { lifecycle.unsubscribe(key: key) }
        withExtendedLifetime(removed) {}
    }

    /// Once a new subscriber has caught up, stores `direct` (its own handler) under `key` in
    /// place of its `CatchUpObserver`, so later events reach it with one call less. Does nothing
    /// if the subscription already ended. The replaced observer is released after unlocking.
    @inlinable
    func deliverDirectly(forKey key: BagKey, to direct: SubjectObserverEntry) {
        let replaced = lock.withLock { lifecycle.caughtUp(key: key, direct: direct) }
        withExtendedLifetime(replaced) {}
    }

    /// Ends the subject for good and releases, after unlocking, what it held: the observers
    /// and a terminal error, and what `dropReplay` (run under the lock) takes from the subject
    /// (its replayed state).
    @inlinable
    func disposeLifecycle<Dropped>(dropReplay: () -> Dropped) {
        let dropped = lock.withLock { (lifecycle.dispose(), dropReplay()) }
        withExtendedLifetime(dropped) {}
    }
}

/// A new subscriber of a subject, as the subject reaches it while answering its subscription
/// (refusal after the subject ended, catch-up of replayed state): a handler closure, or a
/// `SubjectSubscriber` the subject stores as it is.
@usableFromInline
enum NewSubjectSubscriber<Element> {
    /// A handler closure; the subject stores it in a `SubjectObserver`.
    case handler((Event<Element>) -> Void)
    /// A subscriber the subject stores as it is and returns as the subscription.
    case stored(SubjectSubscriber<Element>)

    /// Sends `event` to the subscriber.
    @inlinable
    func send(_ event: Event<Element>) {
        switch self {
        case .handler(let handler): handler(event)
        case .stored(let subscriber): subscriber.receive(subscriber, event)
        }
    }

    /// The subscriber as a handler closure.
    @inlinable
    var handler: (Event<Element>) -> Void {
        switch self {
        case .handler(let handler): handler
        case .stored(let subscriber): { subscriber.receive(subscriber, $0) }
        }
    }
}

/// A subject whose subscribe paths differ only in how a new subscriber is answered before its
/// observer is stored: the subjects share both subscribe paths (a handler closure, a stored
/// subscriber) through it.
@usableFromInline
protocol StoringSubject: LockedSubjectObservers {
    /// The type of the subject's events.
    associatedtype Element
    /// The observer type for handler closures, resolved when the subject was made (see
    /// `PublishSubject.observerType`).
    var observerType: SubjectObserver<Element>.Type { get }
    /// Answers `subscriber` as the subject's state requires, then stores `entry` (which reaches
    /// the same subscriber) for the later events and returns its key; `nil`, storing nothing,
    /// when the subject has ended (the subscriber was told how). Called without the lock held.
    func store(_ entry: SubjectObserverEntry, answering subscriber: NewSubjectSubscriber<Element>) -> BagKey?
}

extension StoringSubject {
    /// `subscribeEvents` of a subject: stores `handler` in a `SubjectObserver` and returns a
    /// `SubjectSubscription`.
    @inlinable
    func subscribeHandlerClosure(_ handler: @escaping (Event<Element>) -> Void) -> Disposable {
        guard let key = store(observerType.init(handler), answering: .handler(handler)) else {
            return Disposables.create()
        }
        return SubjectSubscription(owner: self, key: key)
    }

    /// `subscribeStoring` of a subject: stores `subscriber` as it is and returns a
    /// `SubjectSubscription` that also disposes the subscriber's disposer (its `onDisposed`).
    @inlinable
    func subscribeStoredSubscriber(_ subscriber: SubjectSubscriber<Element>) -> Disposable {
        guard let key = store(subscriber, answering: .stored(subscriber)) else {
            return Disposables.create()
        }
        return SubjectSubscription(owner: self, key: key, disposer: subscriber.disposer)
    }

    /// Stores a `CatchUpObserver` for `subscriber` while the subject is active, and reads with
    /// `replayLocked`, under the same lock, the elements to replay to it. After unlocking the
    /// subscriber receives them, then the events sent meanwhile, and `entry` takes the catch-up
    /// observer's place; returns the key. A subject that ended stores nothing and answers
    /// `subscriber` with its ending, after the replay when `replaysBeforeEnding` is set.
    ///
    /// This runs unspecialised, so what it handles is kept to types whose metadata and
    /// conformances need no run-time instantiation per call: the elements rather than a lazy
    /// map of them to events, and the lock taken and released here rather than around a
    /// closure returning the action and the replay as a tuple.
    @inlinable
    func storeCatchingUp<Replay: Sequence>(
        _ entry: SubjectObserverEntry,
        answering subscriber: NewSubjectSubscriber<Element>,
        replaysBeforeEnding: Bool,
        replayLocked: () -> Replay
    ) -> BagKey? where Replay.Element == Element {
        let catchUp = CatchUpObserver(subscriber.handler)
        let catchUpEntry = observerType.init(catchUp.on)
        lock.lock()
        let action = lifecycle.subscribe(catchUpEntry)
        let replay = replayLocked()
        lock.unlock()
        switch action {
        case .stored(let key):
            catchUp.deliver(replaying: replay)
            deliverDirectly(forKey: key, to: entry)
            return key
        case .refuse(let ending) where replaysBeforeEnding:
            refuse(subscriber, endedWith: ending, replaying: replay)
            return nil
        case .refuse(let ending):
            refuse(subscriber, endedWith: ending, replaying: EmptyCollection())
            return nil
        }
    }

    /// Answers a subscriber of a subject that ended: the `replayed` elements, then the terminal
    /// event; only `RxError.disposed` after `dispose()`. Kept out of line so the subscribe
    /// paths build no `Event<Element>` unless they refuse.
    @inlinable @inline(never)
    func refuse(_ subscriber: NewSubjectSubscriber<Element>, endedWith ending: SubjectStateMachine.Ending, replaying replayed: some Sequence<Element>) {
        switch ending {
        case .disposed:
            subscriber.send(.error(RxError.disposed(object: self)))
        case .stopped(let error):
            for element in replayed {
                subscriber.send(.next(element))
            }
            subscriber.send(error.map { Event.error($0) } ?? .completed)
        }
    }
}

/// The disposable a subject returns for one subscription: the first `dispose()` removes the
/// observer from the subject, then disposes the subscriber's `disposer` if it has one (which
/// runs its `onDisposed` action). It counts in `Resources.total` until disposed or released.
///
/// The subject is held strongly until `dispose()`, which lets it go: a subscription that is
/// never disposed keeps its subject alive, as in RxSwift. A strong reference keeps the subject
/// free of the weak-reference side table that would slow every retain and release of it.
/// Nothing the subject stores refers to this object, so a subscription released undisposed
/// lets the subject go.
@usableFromInline
final class SubjectSubscription: Cancelable, @unchecked Sendable {
    @usableFromInline let disposed = Atomic<Bool>(false)
    @usableFromInline let key: BagKey
    // Written by `init` and then only by the one `dispose()` call that wins `disposed`; nothing
    // else reads them, so no two threads ever access them concurrently.
    @usableFromInline @exclusivity(unchecked) var owner: (any SubjectObserverRemoving)?
    @usableFromInline @exclusivity(unchecked) var disposer: SubscriptionDisposer?

    @inlinable
    init(owner: any SubjectObserverRemoving, key: BagKey, disposer: SubscriptionDisposer? = nil) {
        self.key = key
        self.owner = owner
        self.disposer = disposer
        ResourceCounters.add(1)
    }

    deinit {
        if !disposed.load(ordering: .relaxed) { ResourceCounters.add(-1) }
    }

    /// Whether `dispose()` has been called.
    @inlinable
    var isDisposed: Bool { disposed.load(ordering: .acquiring) }

    /// Removes the observer from the subject and lets the subject go, once.
    @inlinable
    func dispose() {
        if disposed.exchange(true, ordering: .acquiringAndReleasing) { return }
        ResourceCounters.add(-1)
        // Moved out, not copied: no retain and release of the subject.
        owner.take()?.removeObserver(forKey: key)
        disposer.take()?.dispose()
    }
}
