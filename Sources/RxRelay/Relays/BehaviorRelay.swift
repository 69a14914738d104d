import RxSwift

/// A `BehaviorSubject` that only ever carries elements: it holds a current `value`, gives it to
/// each new subscriber first, and never completes or errors.
///
/// Elements go in with `accept(_:)`.
public final class BehaviorRelay<Element>: ObservableType {
    @usableFromInline let subject: BehaviorSubject<Element>

    /// Creates a relay whose current value is `value`.
    public init(value: Element) {
        subject = BehaviorSubject(value: value)
    }

    /// The current value.
    public var value: Element {
        // The subject is never disposed nor terminated, so reading its value cannot fail.
        do {
            return try subject.value()
        } catch {
            rxRelayFatalError("BehaviorRelay.value: the underlying subject failed unexpectedly with \(error).")
        }
    }

    /// Makes `event` the current value and sends it to every subscriber.
    @inlinable
    public func accept(_ event: Element) {
        subject.onNext(event)
    }

    /// Subscribes `observer`: it receives the current value, then every accepted one.
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
extension BehaviorRelay: Sendable {}
