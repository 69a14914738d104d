extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// Runs `second` after this `Completable` completes; an error of this one ends the
    /// result at once, without subscribing to `second`.
    @inlinable
    public func andThen<Element>(_ second: Single<Element>) -> Single<Element> {
        Single(raw: completableAndThen(primitiveSequence.asObservable(), second.asObservable()))
    }

    /// Runs `second` after this `Completable` completes; an error of this one ends the
    /// result at once, without subscribing to `second`.
    @inlinable
    public func andThen<Element>(_ second: Maybe<Element>) -> Maybe<Element> {
        Maybe(raw: completableAndThen(primitiveSequence.asObservable(), second.asObservable()))
    }

    /// Runs `second` after this `Completable` completes; an error of this one ends the
    /// result at once, without subscribing to `second`.
    @inlinable
    public func andThen(_ second: Completable) -> Completable {
        Completable(raw: completableAndThen(primitiveSequence.asObservable(), second.asObservable()))
    }

    /// Subscribes to `second` after this `Completable` completes; an error of this one ends
    /// the result at once, without subscribing to `second`.
    @inlinable
    public func andThen<Element>(_ second: Observable<Element>) -> Observable<Element> {
        completableAndThen(primitiveSequence.asObservable(), second.asObservable())
    }
}

/// The sequence of `first`'s outcome followed, on completion, by all of `second`.
@inlinable
func completableAndThen<Element>(_ first: Observable<Never>, _ second: Observable<Element>) -> Observable<Element> {
    ClosureProducer { observer in
        let sink = AndThenSink(second: second, observer: observer)
        sink.firstSubscription.setDisposable(first.subscribeHandler(sink.onFirst))
        sink.setSubscription(Disposables.create(sink.firstSubscription, sink.secondSubscription))
        return sink
    }
}

/// The sink of `andThen`: waits for the first sequence to complete, releases it, then forwards
/// the second. It keeps only the second sequence, never the first.
@usableFromInline
final class AndThenSink<Element>: Sink<Element>, @unchecked Sendable {
    @usableFromInline let second: Observable<Element>
    @usableFromInline let firstSubscription = SingleAssignmentDisposable()
    @usableFromInline let secondSubscription = SingleAssignmentDisposable()

    @inlinable
    init(second: Observable<Element>, observer: @escaping (Event<Element>) -> Void) {
        self.second = second
        super.init(observer: observer)
    }

    @inlinable
    func onFirst(_ event: Event<Never>) {
        switch event {
        case .error(let error):
            forwardOn(.error(error))
            dispose()
        case .completed:
            // As in RxSwift, nothing keeps the first sequence (or what its closures captured)
            // once it has completed.
            firstSubscription.dispose()
            secondSubscription.setDisposable(second.subscribeHandler(onSecond))
        }
    }

    @inlinable
    func onSecond(_ event: Event<Element>) {
        forwardOn(event)
        if event.isStopEvent {
            dispose()
        }
    }
}
