import Synchronization

extension ObservableType {
    /// Forwards this sequence's elements until `other` sends an element, then completes.
    /// An error from either sequence ends the result; the completion of `other` does not.
    @inlinable
    public func take<Source: ObservableType>(until other: Source) -> Observable<Element> {
        let source = asObservable()
        let other = other.asObservable()
        return ClosureProducer { observer in
            let sink = TakeUntilSink<Element, Source.Element>(observer: observer)
            sink.otherSubscription.setDisposable(other.subscribeHandler(sink.onOther))
            sink.sourceSubscription.setDisposable(source.subscribeHandler(sink.onSource))
            return sink
        }
    }

    /// Forwards this sequence's elements until one satisfies `predicate`, then completes;
    /// with `.inclusive` that element is forwarded before completing. An error thrown by
    /// `predicate` ends the result.
    @inlinable
    @available(swift, introduced: 6)
    @preconcurrency
    public func take(until predicate: @escaping @Sendable (Element) throws -> Bool, behavior: TakeBehavior = .exclusive) -> Observable<Element> {
        // Swift 5 form: this body, with plain closures.
        let source = asObservable()
        return ClosureProducer { observer in
            let sink = TakeUntilPredicateSink(predicate: predicate, behavior: behavior, observer: observer)
            sink.setSubscription(source.subscribeHandler(sink.on))
            return sink
        }
    }

    /// The RxSwift 5 name of `take(until:)`.
    @available(*, deprecated, renamed: "take(until:)")
    @inlinable
    public func takeUntil<Source: ObservableType>(_ other: Source) -> Observable<Element> {
        take(until: other)
    }

    /// The RxSwift 5 name of `take(until:behavior:)`.
    @available(*, deprecated, renamed: "take(until:behavior:)")
    @inlinable
    @available(swift, introduced: 6)
    @preconcurrency
    public func takeUntil(_ behavior: TakeBehavior, predicate: @escaping @Sendable (Element) throws -> Bool) -> Observable<Element> {
        // Swift 5 form: this body, with plain closures.
        take(until: predicate, behavior: behavior)
    }
}

/// The sink of `take(until:)` with another sequence.
@usableFromInline
final class TakeUntilSink<Element, OtherElement>: EventSerializingSink<Element>, @unchecked Sendable {
    /// Set once, under the lock, when the result is decided to end; read without the lock by
    /// the source's elements that take the delivery uncontended.
    @usableFromInline let isStopped = Atomic<Bool>(false)
    @usableFromInline let sourceSubscription = SingleAssignmentDisposable()
    @usableFromInline let otherSubscription = SingleAssignmentDisposable()

    @inlinable
    override init(observer: @escaping (Event<Element>) -> Void) {
        super.init(observer: observer)
    }

    /// Receives the events of the sequence whose elements are forwarded.
    @inlinable
    func onSource(_ event: Event<Element>) {
        switch event {
        case .next:
            // Usually nobody delivers and nothing waits: the element takes the delivery without
            // the lock (one compare-and-swap, where the lock and the claim made three atomic
            // operations and a copy of the event). A stop decided meanwhile by the other
            // sequence waits for this delivery to end and follows it.
            if claimUncontended() {
                if !isStopped.load(ordering: .acquiring) {
                    forwardOn(event)
                }
                if !endUncontendedDelivery() { drainEvents() }
                return
            }
            emit { isStopped.load(ordering: .relaxed) ? nil : event }
        case .error, .completed:
            emit { stop() ? event : nil }
        }
    }

    /// Receives the events of the sequence that stops the result.
    @inlinable
    func onOther(_ event: Event<OtherElement>) {
        switch event {
        case .next:
            emit { stop() ? .completed : nil }
        case .error(let error):
            emit { stop() ? .error(error) : nil }
        case .completed:
            otherSubscription.dispose()
        }
    }

    /// Marks the sink stopped under the lock; returns whether it was running.
    @inlinable
    func stop() -> Bool {
        if isStopped.load(ordering: .relaxed) { return false }
        isStopped.store(true, ordering: .releasing)
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

/// The sink of `take(until:behavior:)` with a predicate.
@usableFromInline
final class TakeUntilPredicateSink<Element>: Sink<Element>, @unchecked Sendable {
    @usableFromInline let predicate: (Element) throws -> Bool
    @usableFromInline let behavior: TakeBehavior

    @inlinable
    init(predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior, observer: @escaping (Event<Element>) -> Void) {
        self.predicate = predicate
        self.behavior = behavior
        super.init(observer: observer)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            let stops: Bool
            do {
                stops = try predicate(element)
            } catch {
                forwardOn(.error(error))
                dispose()
                return
            }
            if !stops {
                forwardOn(event)
                return
            }
            if behavior == .inclusive {
                forwardOn(event)
            }
            forwardOn(.completed)
            dispose()
        case .error, .completed:
            forwardOn(event)
            dispose()
        }
    }
}
