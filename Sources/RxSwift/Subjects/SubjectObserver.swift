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

/// The `key.rawValue` of a `SubjectSubscriber` no subject adopted: bag keys count up from zero.
@usableFromInline
let unadoptedKey = UInt64.max

/// A subscriber that a subject stores in its observer bag as it is and hands back as the
/// subscription (`Observable.subscribeStoring(_:)`): the handlers the public `subscribe`
/// methods make. One object where a handler closure would take an observer entry and a
/// subscription besides.
///
/// Until the subject adopts it, it is only a handler; adopted, it counts in `Resources.total`,
/// holds its subject until disposed (as a subscription to a subject does), and its `dispose()`
/// removes it from the subject.
@usableFromInline
class SubjectSubscriber<Element>: SubjectObserverEntry, Disposable, @unchecked Sendable {
    /// Delivers an event to the subscriber it is given, which is always this object. A closure
    /// without captures, formed in specialised code: storing it allocates nothing, and calling
    /// it reaches the subclass's specialised handling.
    @usableFromInline let receive: (SubjectSubscriber<Element>, Event<Element>) -> Void
    /// Set by the first `dispose()`, which alone removes the subscriber from its subject.
    @usableFromInline let removed = Atomic<Bool>(false)
    // Written by the adopting subject before it returns the subscriber, then only by the one
    // `dispose()` that wins `removed`; nothing else reads them.
    @usableFromInline @exclusivity(unchecked) var key = BagKey(rawValue: unadoptedKey)
    @usableFromInline @exclusivity(unchecked) var owner: (any SubjectObserverRemoving)?

    @inlinable
    init(receive: @escaping (SubjectSubscriber<Element>, Event<Element>) -> Void) {
        self.receive = receive
        super.init(isSubscriber: true)
    }

    deinit {
        if key.rawValue != unadoptedKey { ResourceCounters.add(-1) }
    }

    /// Makes the subscriber the subscription to `owner`, stored there under `key`. Called
    /// once, by the subject, before it returns the subscriber.
    @inlinable
    final func adopt(by owner: any SubjectObserverRemoving, key: BagKey) {
        ResourceCounters.add(1)
        self.key = key
        self.owner = owner
    }

    /// Removes the subscriber from its subject and lets the subject go, once.
    @inlinable
    final func dispose() {
        if removed.exchange(true, ordering: .acquiringAndReleasing) { return }
        // Moved out, not copied: no retain and release of the subject.
        owner.take()?.removeObserver(forKey: key)
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
                    let bits = unsafeBitCast(entries[index].value, to: UInt.self)
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
