extension ObservableType {
    /// A connectable sequence that shares one subscription to this sequence through `subject`.
    ///
    /// Subscribers attach to `subject`; `connect()` subscribes `subject` to this sequence.
    /// The same subject serves every connection, so once it has terminated, later subscribers
    /// only receive its terminal event.
    @inlinable
    public func multicast<Subject: SubjectType>(_ subject: Subject) -> ConnectableObservable<Subject.Element> where Subject.Observer.Element == Element {
        let sides = MulticastSubjectSides(subject)
        return ConnectableObservableAdapter(source: asObservable(), makeSubject: { sides })
    }

    /// A connectable sequence that shares one subscription to this sequence through a subject
    /// made by `makeSubject`.
    ///
    /// A subject is made for the first subscription or connection and used until that
    /// connection ends (it is disposed, or this sequence terminates); after that, the next
    /// subscription or connection gets a new subject.
    @inlinable
    @available(swift, introduced: 6)
    @preconcurrency
    public func multicast<Subject: SubjectType>(makeSubject: @escaping @Sendable () -> Subject) -> ConnectableObservable<Subject.Element> where Subject.Observer.Element == Element {
        // Swift 5 form: this body, with plain closures.
        ConnectableObservableAdapter(source: asObservable(), makeSubject: { MulticastSubjectSides(makeSubject()) })
    }

    /// For each subscription: makes a subject with `subjectSelector`, hands a connectable
    /// sequence over it to `selector`, subscribes to the sequence `selector` returns, then
    /// connects.
    ///
    /// `selector` may subscribe to the shared sequence several times; this sequence is
    /// subscribed once per subscription to the result. An error thrown by either closure ends
    /// the result with that error.
    @inlinable
    @available(swift, introduced: 6)
    @preconcurrency
    public func multicast<Subject: SubjectType, Result>(
        _ subjectSelector: @escaping @Sendable () throws -> Subject,
        selector: @escaping @Sendable (Observable<Subject.Element>) throws -> Observable<Result>
    ) -> Observable<Result> where Subject.Observer.Element == Element {
        // Swift 5 form: this body, with plain closures.
        let source = asObservable()
        return ClosureProducer { observer in
            let sink = MulticastSink(observer: observer)
            do {
                let sides = MulticastSubjectSides(try subjectSelector())
                let connectable = ConnectableObservableAdapter(source: source, makeSubject: { sides })
                let selected = try selector(connectable)
                let subscription = selected.subscribeHandler(sink.on)
                let connection = connectable.connect()
                sink.setSubscription(Disposables.create(subscription, connection))
                return sink
            } catch {
                sink.forwardOn(.error(error))
                sink.dispose()
                return sink
            }
        }
    }
}

/// The sink of `multicast(_:selector:)`: forwards the selected sequence's events.
@usableFromInline
final class MulticastSink<Element>: Sink<Element>, @unchecked Sendable {
    @inlinable
    override init(observer: @escaping (Event<Element>) -> Void) {
        super.init(observer: observer)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        forwardOn(event)
        if event.isStopEvent {
            dispose()
        }
    }
}
