import RxSwift

/// Reports the deallocation of the object that owns it: store one in a `let` property of a
/// class (and conform the class to `DeallocationObservable`), and `rx.deallocated` works for it.
///
/// The tracker must be owned by that one object only: it reports when it is itself released,
/// which happens while its owner is being deallocated. A backend whose Swift objects wrap
/// toolkit objects that can go away first (a destroyed widget) calls `reportDeallocation()`
/// when the toolkit tells it so.
public final class DeallocationTracker {
    private let subject = ReplaySubject<Void>.create(bufferSize: 1)
    /// Objects that live as long as the owner (its delegate proxies, its bound items), by key:
    /// the plain-Swift counterpart of Objective-C associated objects.
    private let attachedObjects = LockedValue<[ObjectIdentifier: AnyObject]>([:])

    /// Creates a tracker for the object that will store it.
    public init() {}

    /// Sends one element and completes when the owner is deallocated; a subscriber that comes
    /// later receives the same element and completion.
    public var deallocated: Observable<Void> {
        subject
    }

    /// Reports the deallocation now, for a backend that learns of it before the tracker is
    /// released. Later calls, and the tracker's own release, report nothing more.
    public func reportDeallocation() {
        subject.onNext(())
        subject.onCompleted()
    }

    /// The object attached under `key`, made by `make` (outside the lock) and attached if
    /// there is none yet.
    func attachedObject(forKey key: ObjectIdentifier, make: () -> AnyObject) -> AnyObject {
        if let existing = attachedObjects.withLock({ $0[key] }) {
            return existing
        }
        let made = make()
        return attachedObjects.withLock { objects in
            if let existing = objects[key] {
                return existing
            }
            objects[key] = made
            return made
        }
    }

    /// The object attached under `key`, if any.
    func attachment(forKey key: ObjectIdentifier) -> AnyObject? {
        attachedObjects.withLock { $0[key] }
    }

    /// Attaches `object` under `key`, replacing (and returning) the object attached before.
    @discardableResult
    func attach(_ object: AnyObject?, forKey key: ObjectIdentifier) -> AnyObject? {
        attachedObjects.withLock { objects in
            let previous = objects[key]
            objects[key] = object
            return previous
        }
    }

    deinit {
        reportDeallocation()
    }
}

/// A class whose deallocation can be observed with `rx.deallocated`: it owns a
/// `DeallocationTracker`. Conforming also gives the class the `rx` namespace.
///
/// ```swift
/// final class Model: DeallocationObservable {
///     let deallocationTracker = DeallocationTracker()
/// }
/// ```
public protocol DeallocationObservable: AnyObject, ReactiveCompatible {
    /// The tracker this object owns; it must live exactly as long as the object.
    var deallocationTracker: DeallocationTracker { get }
}

extension Reactive where Base: DeallocationObservable {
    /// Sends one element and completes when the object is deallocated. There is one such
    /// sequence per object, and it replays its element and completion to late subscribers.
    /// It does not keep the object alive.
    public var deallocated: Observable<Void> {
        base.deallocationTracker.deallocated
    }
}

// Checked by hand: its subject is `Sendable` and its attachments are kept under a lock, so a
// main-actor object can expose its tracker to nonisolated code (`rx.deallocated`).
extension DeallocationTracker: @unchecked Sendable {}
