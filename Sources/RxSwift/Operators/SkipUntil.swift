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

/// The sink of `skip(until:)`.
@usableFromInline
final class SkipUntilSink<Element, OtherElement>: EventSerializingSink<Element>, @unchecked Sendable {
    @usableFromInline @exclusivity(unchecked) var isOpen = false
    @usableFromInline @exclusivity(unchecked) var isStopped = false
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
            emit { isOpen && !isStopped ? event : nil }
        case .error:
            emit { stop() ? event : nil }
        case .completed:
            lock.lock()
            let wasRunning = stop()
            let mustDrain = wasRunning && isOpen && enqueueLocked(event)
            let endsSilently = wasRunning && !isOpen
            lock.unlock()
            if mustDrain { drain() }
            if endsSilently {
                dispose()
                // Nothing was or will be delivered: the gate never opened and the sink stopped.
                downstream.release()
            }
        }
    }

    /// Receives the events of the sequence that opens the gate.
    @inlinable
    func onOther(_ event: Event<OtherElement>) {
        switch event {
        case .next:
            lock.lock()
            isOpen = true
            lock.unlock()
            otherSubscription.dispose()
        case .error(let error):
            emit { stop() ? .error(error) : nil }
        case .completed:
            otherSubscription.dispose()
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
