import RxSwift

/// A `PublishSubject` that only ever carries elements: it never completes and never errors,
/// so subscribers stay subscribed until they dispose.
///
/// Elements go in with `accept(_:)`.
public final class PublishRelay<Element>: ObservableType {
    @usableFromInline let subject: PublishSubject<Element>

    /// Creates a relay with no subscribers.
    public init() {
        subject = PublishSubject()
    }

    /// Sends `event` to every subscriber.
    @inlinable
    public func accept(_ event: Element) {
        subject.onNext(event)
    }

    /// Subscribes `observer` to the elements accepted from now on.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// The relay as an observable sequence that never terminates.
    public func asObservable() -> Observable<Element> {
        subject.asObservable()
    }
}

// Checked: a final class whose only stored property is its (`Sendable`) subject. See
// docs/Concurrency.md for why the conformance has no condition on `Element`.
extension PublishRelay: Sendable {}
