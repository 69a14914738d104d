extension ObservableType {
    /// Mirrors whichever of this sequence and `right` sends an event first; the other one is
    /// unsubscribed at that moment.
    @inlinable
    public func amb<O2: ObservableType>(_ right: O2) -> Observable<Element> where O2.Element == Element {
        ambSources([asObservable(), right.asObservable()])
    }

    /// Mirrors whichever sequence of `sequence` sends an event first; the others are
    /// unsubscribed at that moment. An empty `sequence` never sends anything.
    @inlinable
    public static func amb<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element> where Sequence.Element == Observable<Element> {
        ambSources(Array(sequence))
    }
}

/// The shared body of both forms of `amb`.
@inlinable
func ambSources<Element>(_ sources: [Observable<Element>]) -> Observable<Element> {
    ClosureProducer { observer in
        let sink = AmbSink(arity: sources.count, observer: observer)
        // Every source is subscribed, even after one ended the result while being subscribed:
        // the later ones are then disposed at once, as in RxSwift (a test scheduler records
        // their subscriptions as starting and ending at the same tick).
        for (index, source) in sources.enumerated() {
            sink.subscriptions[index].setDisposable(source.subscribeHandler { event in sink.on(event, from: index) })
        }
        return sink
    }
}

/// The sink of `amb`: its `AmbStateMachine` decides under the lock which source an event comes
/// from; the sink acts after unlocking. Only the winner's events are forwarded, and they already
/// arrive one at a time.
@usableFromInline
final class AmbSink<Element>: Sink<Element>, @unchecked Sendable {
    @usableFromInline let lock = RxLock()
    @usableFromInline @exclusivity(unchecked) var machine = AmbStateMachine()
    @usableFromInline let subscriptions: [SingleAssignmentDisposable]

    @inlinable
    init(arity: Int, observer: @escaping (Event<Element>) -> Void) {
        subscriptions = (0..<arity).map { _ in SingleAssignmentDisposable() }
        super.init(observer: observer)
    }

    @inlinable
    func on(_ event: Event<Element>, from index: Int) {
        let action = lock.withLock { machine.event(from: index) }
        switch action {
        case .drop:
            return
        case .win:
            for (other, subscription) in subscriptions.enumerated() where other != index {
                subscription.dispose()
            }
        case .forward:
            break
        }
        forwardOn(event)
        if event.isStopEvent {
            dispose()
        }
    }

    /// Stops the machine and disposes every source subscription.
    @inlinable
    override func dispose() {
        super.dispose()
        lock.withLock { machine.dispose() }
        for subscription in subscriptions {
            subscription.dispose()
        }
    }
}
