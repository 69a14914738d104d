/// An entry of a subject's observer bag, seen through its non-generic base.
///
/// A generic subject's `subscribe`, unsubscribe and `deinit` run unspecialised: a bag of
/// closures `(Event<Element>) -> Void` would make each of its operations ask the Swift runtime
/// for generic metadata. A bag of `SubjectObserverEntry` is a concrete type, compiled once, so
/// those paths need none; event delivery is `@inlinable`, specialised in the caller, and
/// downcasts each entry to its `SubjectObserver<Element>` for free.
@usableFromInline
class SubjectObserverEntry {
    @inlinable
    init() {}
}

/// A subject's observer: the handler its subscriber passed.
@usableFromInline
final class SubjectObserver<Element>: SubjectObserverEntry {
    @usableFromInline let handler: (Event<Element>) -> Void

    @inlinable
    init(_ handler: @escaping (Event<Element>) -> Void) {
        self.handler = handler
        super.init()
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
    /// holes of removed observers. Every entry must be a `SubjectObserver<EventElement>`: a
    /// subject only stores observers of its own element type.
    ///
    /// The snapshot keeps every entry alive for the whole delivery, so each entry is used
    /// through a borrowed reference: no retain or release per observer and event.
    @inlinable
    func deliver<EventElement>(_ event: Event<EventElement>) {
        switch self {
        case .none:
            return
        case .one(let entry):
            unsafeDowncast(entry, to: SubjectObserver<EventElement>.self).handler(event)
        case .several(let entries):
            entries.withUnsafeBufferPointer { entries in
                for index in entries.indices {
                    // The reference's bits, read without a retain; zero is a hole.
                    let bits = unsafeBitCast(entries[index].value, to: UInt.self)
                    guard let reference = UnsafeRawPointer(bitPattern: bits) else { continue }
                    Unmanaged<SubjectObserverEntry>.fromOpaque(reference)._withUnsafeGuaranteedRef { entry in
                        unsafeDowncast(entry, to: SubjectObserver<EventElement>.self).handler(event)
                    }
                }
            }
        }
    }
}
