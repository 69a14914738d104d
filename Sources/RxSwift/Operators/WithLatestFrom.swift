extension ObservableType {
    /// Combines each element of this sequence with the latest element of `second` using
    /// `resultSelector`. Elements that arrive before `second` sent anything are dropped.
    ///
    /// Completes when this sequence completes; an error from either sequence, or thrown by
    /// `resultSelector`, ends the result. The completion of `second` only stops its updates.
    @inlinable
    @available(swift, introduced: 6)
    public func withLatestFrom<Source: ObservableConvertibleType, ResultType>(_ second: Source, resultSelector: @escaping @Sendable (Element, Source.Element) throws -> ResultType) -> Observable<ResultType> {
        // Swift 5 form: this body, with plain closures.
        let first = asObservable()
        let second = second.asObservable()
        return ClosureProducer { observer in
            let sink = WithLatestFromSink<Element, Source.Element, ResultType>(resultSelector: resultSelector, observer: observer)
            sink.secondSubscription.setDisposable(second.subscribeHandler(sink.onSecond))
            sink.firstSubscription.setDisposable(first.subscribeHandler(sink.onFirst))
            return sink
        }
    }

    /// Replaces each element of this sequence with the latest element of `second`. Elements
    /// that arrive before `second` sent anything are dropped.
    @inlinable
    public func withLatestFrom<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Source.Element> {
        withLatestFrom(second) { $1 }
    }
}

/// The sink of `withLatestFrom`.
@usableFromInline
final class WithLatestFromSink<First, Second, Output>: ResultSelectingSink<(First, Second), Output>, @unchecked Sendable {
    @usableFromInline @exclusivity(unchecked) var latest: Second?
    @usableFromInline @exclusivity(unchecked) var isStopped = false
    @usableFromInline let firstSubscription = SingleAssignmentDisposable()
    @usableFromInline let secondSubscription = SingleAssignmentDisposable()

    @inlinable
    init(resultSelector: @escaping (First, Second) throws -> Output, observer: @escaping (Event<Output>) -> Void) {
        super.init(resultSelector: { try resultSelector($0.0, $0.1) }, observer: observer)
    }

    /// Receives the events of the sequence whose elements are combined.
    @inlinable
    func onFirst(_ event: Event<First>) {
        lock.lock()
        let item: Event<(First, Second)>?
        switch event {
        case .next(let element):
            if !isStopped, let latest {
                item = .next((element, latest))
            } else {
                item = nil
            }
        case .error(let error):
            item = stop() ? .error(error) : nil
        case .completed:
            item = stop() ? .completed : nil
        }
        let mustDrain = item.map { enqueueLocked($0) } ?? false
        lock.unlock()
        if mustDrain { drain() }
    }

    /// Receives the events of the sequence whose latest element is used.
    @inlinable
    func onSecond(_ event: Event<Second>) {
        switch event {
        case .next(let element):
            lock.lock()
            let replaced = replaceElement(in: &latest, with: element)
            lock.unlock()
            withExtendedLifetime(replaced) {}
        case .error(let error):
            lock.lock()
            let mustDrain = stop() && enqueueLocked(.error(error))
            lock.unlock()
            if mustDrain { drain() }
        case .completed:
            secondSubscription.dispose()
        }
    }

    /// Marks the sink stopped under the lock; returns whether it was running.
    @inlinable
    func stop() -> Bool {
        if isStopped { return false }
        isStopped = true
        return true
    }

    /// Disposes both subscriptions.
    @inlinable
    override func dispose() {
        super.dispose()
        firstSubscription.dispose()
        secondSubscription.dispose()
    }
}
