import Synchronization

/// An entry of a subject's observer bag, seen through its non-generic base.
///
/// A generic subject's `subscribe`, unsubscribe and `deinit` run unspecialised: a bag of
/// closures `(Event<Element>) -> Void` would make each of its operations ask the Swift runtime
/// for generic metadata. A bag of `SubjectObserverEntry` is a concrete type, compiled once, so
/// those paths need none; event delivery is `@inlinable`, specialised in the caller, and
/// downcasts each entry to its `SubjectObserver<Element>` or `SubjectSubscriber<Element>` for
/// free.
@usableFromInline
class SubjectObserverEntry {
    /// Whether the entry is a `SubjectSubscriber` rather than a `SubjectObserver`: delivery
    /// reads it to call the entry the way its kind is called.
    @usableFromInline let isSubscriber: Bool

    @inlinable
    init(isSubscriber: Bool) {
        self.isSubscriber = isSubscriber
    }
}

/// A subject's observer: the handler its subscriber passed.
@usableFromInline
final class SubjectObserver<Element>: SubjectObserverEntry {
    @usableFromInline let handler: (Event<Element>) -> Void

    @inlinable
    init(_ handler: @escaping (Event<Element>) -> Void) {
        self.handler = handler
        super.init(isSubscriber: false)
    }
}

/// A subscriber made by the public `subscribe` methods, which a subject stores in its observer
/// bag as it is (`Observable.subscribeStoring(_:)`): one object where a handler closure would
/// take an observer entry besides. Any other sequence receives its handler through
/// `subscribeEvents`.
///
/// It claims its one terminal event itself, and tells its `disposer`, when it has one, once
/// the sequence ended. It refers to nothing that refers to its subject: a subject stores it,
/// and what `subscribe` returns holds the subject, so an undisposed subscription whose
/// subject is released leaves no cycle behind.
@usableFromInline
class SubjectSubscriber<Element>: SubjectObserverEntry, @unchecked Sendable {
    /// Delivers an event to the subscriber it is given, which is always this object. A closure
    /// without captures, formed in specialised code: storing it allocates nothing, and calling
    /// it reaches the subclass's specialised handling.
    @usableFromInline let receive: (SubjectSubscriber<Element>, Event<Element>) -> Void
    /// Set by the first terminal event, which alone is delivered.
    @usableFromInline let stopped = Atomic<Bool>(false)
    /// What ends the subscription once the terminal event was delivered: the disposer of a
    /// subscription through a sink chain (it lets go of the sinks and runs `onDisposed`), or,
    /// for a subject that stores the subscriber, the one holding its `onDisposed` action;
    /// `nil` when there is nothing to end.
    @usableFromInline let disposer: SubscriptionDisposer?

    @inlinable
    init(disposer: SubscriptionDisposer?, receive: @escaping (SubjectSubscriber<Element>, Event<Element>) -> Void) {
        self.receive = receive
        self.disposer = disposer
        super.init(isSubscriber: true)
    }

    /// Whether a terminal event was claimed: nothing is delivered after it.
    @inlinable
    final var isStopped: Bool {
        stopped.load(ordering: .relaxed)
    }

    /// Claims the subscriber's one terminal event; `false` when one was claimed before.
    @inlinable
    final func claimTerminalEvent() -> Bool {
        !stopped.exchange(true, ordering: .acquiringAndReleasing)
    }

    /// The terminal event was delivered: ends the subscription through the disposer, which
    /// then holds nothing but its own state.
    @inlinable
    final func end() {
        disposer?.end()
    }
}

/// The observers of a subject, in subscription order.
@usableFromInline
typealias SubjectObserverBag = Bag<SubjectObserverEntry>

/// A copy of a subject's observers, taken under its lock and delivered to after unlocking.
@usableFromInline
typealias SubjectObserverSnapshot = BagSnapshot<SubjectObserverEntry>

extension BagSnapshot where Element == SubjectObserverEntry {
    /// Sends `event` to every observer in the snapshot, in subscription order, skipping the
    /// holes of removed observers. Every entry must be a `SubjectObserver<EventElement>` or a
    /// `SubjectSubscriber<EventElement>`: a subject only stores observers of its own element
    /// type.
    ///
    /// The snapshot keeps every entry alive for the whole delivery, so each entry is used
    /// through a borrowed reference: no retain or release per observer and event.
    @inlinable
    func deliver<EventElement>(_ event: Event<EventElement>) {
        switch self {
        case .none:
            return
        case .one(let entry):
            entry.receive(event)
        case .several(let entries):
            entries.withUnsafeBufferPointer { entries in
                for index in entries.indices {
                    // The reference's bits, read without a retain; zero is a hole.
                    let bits = unsafeBitCast(entries[index], to: UInt.self)
                    guard let reference = UnsafeRawPointer(bitPattern: bits) else { continue }
                    Unmanaged<SubjectObserverEntry>.fromOpaque(reference)._withUnsafeGuaranteedRef { entry in
                        entry.receive(event)
                    }
                }
            }
        }
    }
}

extension SubjectObserverEntry {
    /// Hands `event` to the entry, which must be of element type `EventElement`.
    @inlinable @inline(__always)
    func receive<EventElement>(_ event: Event<EventElement>) {
        if isSubscriber {
            let subscriber = unsafeDowncast(self, to: SubjectSubscriber<EventElement>.self)
            subscriber.receive(subscriber, event)
        } else {
            unsafeDowncast(self, to: SubjectObserver<EventElement>.self).handler(event)
        }
    }
}
