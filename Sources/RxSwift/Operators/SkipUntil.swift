extension ObservableType {
    /// Drops this sequence's elements until `other` sends an element; forwards them from then
    /// on. If this sequence completes before that, the result ends without completing.
    /// An error from either sequence ends the result.
    @inlinable
    public func skip<Source: ObservableType>(until other: Source) -> Observable<Element> {
        let source = asObservable()
        let other = other.asObservable()
        return ClosureProducer { observer in
            let downstream = ReleasableObserver(observer)
            let sink = SkipUntilSink<Element, Source.Element>(downstream: downstream)
            sink.sourceSubscription.setDisposable(source.subscribeHandler(sink.onSource))
            sink.otherSubscription.setDisposable(other.subscribeHandler(sink.onOther))
            return sink
        }
    }

    /// The RxSwift 5 name of `skip(until:)`.
    @available(*, deprecated, renamed: "skip(until:)")
    @inlinable
    public func skipUntil<Source: ObservableType>(_ other: Source) -> Observable<Element> {
        skip(until: other)
    }
}

/// The sink of `skip(until:)`: its `SkipUntilStateMachine` decides under the lock, where a
/// forwarded event also takes its place in the delivery order; it is delivered after unlocking.
@usableFromInline
final class SkipUntilSink<Element, OtherElement>: EventSerializingSink<Element>, @unchecked Sendable {
    @usableFromInline @exclusivity(unchecked) var machine = SkipUntilStateMachine()
    @usableFromInline let sourceSubscription = SingleAssignmentDisposable()
    @usableFromInline let otherSubscription = SingleAssignmentDisposable()
    /// The downstream observer, let go when the result ends without a terminal event: nothing
    /// downstream learns of that end, and a subscriber that holds its own subscription (the
    /// public `subscribe` methods) would otherwise keep itself and this sink alive.
    @usableFromInline let downstream: ReleasableObserver<Element>

    @inlinable
    init(downstream: ReleasableObserver<Element>) {
        self.downstream = downstream
        super.init(observer: downstream.on)
    }

    /// Receives the events of the sequence whose elements are forwarded.
    @inlinable
    func onSource(_ event: Event<Element>) {
        switch event {
        case .next:
            handle(event) { $0.sourceNext() }
        case .error:
            handle(event) { $0.failed() }
        case .completed:
            handle(event) { $0.sourceCompleted() }
        }
    }

    /// Receives the events of the sequence that opens the gate.
    @inlinable
    func onOther(_ event: Event<OtherElement>) {
        switch event {
        case .next:
            lock.withLock { machine.otherNext() }
            otherSubscription.dispose()
        case .error(let error):
            handle(.error(error)) { $0.failed() }
        case .completed:
            otherSubscription.dispose()
        }
    }

    /// Lets the machine's `decide` rule on `event` under the lock, then carries out its action.
    @inlinable
    func handle(_ event: Event<Element>, decide: (inout SkipUntilStateMachine) -> SkipUntilStateMachine.Action) {
        var claimed: Event<Element>? = nil
        lock.lock()
        let action = decide(&machine)
        if action == .forward {
            claimed = claimLocked(event)
        }
        lock.unlock()
        switch action {
        case .none:
            break
        case .forward:
            if let decided = consume claimed { deliverClaimed(decided) }
        case .endSilently:
            dispose()
            downstream.release()
        }
    }

    /// Stops the machine and disposes both subscriptions.
    @inlinable
    override func dispose() {
        super.dispose()
        lock.withLock { machine.dispose() }
        sourceSubscription.dispose()
        otherSubscription.dispose()
    }
}

/// A downstream observer that a sink can let go of when its result ends without a terminal
/// event. Only the sink's serialized deliveries read it, and it is let go only once no
/// delivery can come any more.
@usableFromInline
final class ReleasableObserver<Element>: @unchecked Sendable {
    @usableFromInline @exclusivity(unchecked) var observer: ((Event<Element>) -> Void)?

    @inlinable
    init(_ observer: @escaping (Event<Element>) -> Void) {
        self.observer = observer
    }

    @inlinable
    func on(_ event: Event<Element>) {
        observer?(event)
    }

    @inlinable
    func release() {
        observer = nil
    }
}
