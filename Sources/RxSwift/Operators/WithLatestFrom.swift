extension ObservableType {
    /// Combines each element of this sequence with the latest element of `second` using
    /// `resultSelector`. Elements that arrive before `second` sent anything are dropped.
    ///
    /// Completes when this sequence completes; an error from either sequence, or thrown by
    /// `resultSelector`, ends the result. The completion of `second` only stops its updates.
    @inlinable
    @available(swift, introduced: 6)
    @preconcurrency
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

/// The sink of `withLatestFrom`: its `WithLatestFromStateMachine` decides under the lock, where
/// the decided event also takes its place in the delivery order; it is delivered after
/// unlocking.
@usableFromInline
final class WithLatestFromSink<First, Second, Output>: ResultSelectingSink<(First, Second), Output>, @unchecked Sendable {
    @usableFromInline @exclusivity(unchecked) var machine = WithLatestFromStateMachine<Second>()
    @usableFromInline let firstSubscription = SingleAssignmentDisposable()
    @usableFromInline let secondSubscription = SingleAssignmentDisposable()

    @inlinable
    init(resultSelector: @escaping (First, Second) throws -> Output, observer: @escaping (Event<Output>) -> Void) {
        super.init(resultSelector: { try resultSelector($0.0, $0.1) }, observer: observer)
    }

    /// Receives the events of the sequence whose elements are combined.
    @inlinable
    func onFirst(_ event: Event<First>) {
        switch event {
        case .next(let element):
            var claimed: Event<(First, Second)>? = nil
            lock.lock()
            if case .emit(let latest) = machine.firstNext() {
                claimed = claimLocked(.next((element, latest)))
            }
            lock.unlock()
            if let decided = consume claimed { deliverClaimed(decided) }
        case .error(let error):
            end(with: .error(error)) { $0.firstEnded() }
        case .completed:
            end(with: .completed) { $0.firstEnded() }
        }
    }

    /// Receives the events of the sequence whose latest element is used.
    @inlinable
    func onSecond(_ event: Event<Second>) {
        switch event {
        case .next(let element):
            let replaced = lock.withLock { machine.secondNext(element) }
            withExtendedLifetime(replaced) {}
        case .error(let error):
            end(with: .error(error)) { $0.secondFailed() }
        case .completed:
            secondSubscription.dispose()
        }
    }

    /// Ends the result with `terminal` when the machine's `decide` says so; the element the
    /// machine let go of is released after unlocking.
    @inlinable
    func end(with terminal: Event<(First, Second)>, decide: (inout WithLatestFromStateMachine<Second>) -> WithLatestFromStateMachine<Second>.EndAction) {
        var released: Second? = nil
        var claimed: Event<(First, Second)>? = nil
        lock.lock()
        if case .forward(let dropped) = decide(&machine) {
            released = dropped
            claimed = claimLocked(terminal)
        }
        lock.unlock()
        withExtendedLifetime(released) {}
        if let decided = consume claimed { deliverClaimed(decided) }
    }

    /// Stops the machine, releases the latest element and disposes both subscriptions.
    @inlinable
    override func dispose() {
        super.dispose()
        let released = lock.withLock { machine.dispose() }
        withExtendedLifetime(released) {}
        firstSubscription.dispose()
        secondSubscription.dispose()
    }
}
