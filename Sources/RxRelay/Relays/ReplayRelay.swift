import RxSwift

/// A `ReplaySubject` that only ever carries elements: it replays recorded elements to each new
/// subscriber and never completes or errors.
///
/// Elements go in with `accept(_:)`.
public final class ReplayRelay<Element>: ObservableType {
    @usableFromInline let subject: ReplaySubject<Element>

    private init(subject: ReplaySubject<Element>) {
        self.subject = subject
    }

    /// Creates a relay that replays the latest `bufferSize` elements to new subscribers;
    /// `bufferSize` must not be negative.
    public static func create(bufferSize: Int) -> ReplayRelay<Element> {
        ReplayRelay(subject: ReplaySubject.create(bufferSize: bufferSize))
    }

    /// Creates a relay that replays every element it ever accepted to new subscribers.
    public static func createUnbounded() -> ReplayRelay<Element> {
        ReplayRelay(subject: ReplaySubject.createUnbounded())
    }

    /// Records `event` and sends it to every subscriber.
    @inlinable
    public func accept(_ event: Element) {
        subject.onNext(event)
    }

    /// Subscribes `observer`: it receives the recorded elements, then every accepted one.
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
extension ReplayRelay: Sendable {}
