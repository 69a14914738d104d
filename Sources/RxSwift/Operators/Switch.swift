extension ObservableType where Element: ObservableConvertibleType {
    /// Forwards the elements of the most recent inner sequence only: when a new inner sequence
    /// arrives, the previous one is unsubscribed.
    ///
    /// Completes when this sequence and the current inner sequence have completed; an error
    /// from this sequence or the current inner sequence ends the result.
    @inlinable
    public func switchLatest() -> Observable<Element.Element> {
        switchSources(asObservable()) { $0 }
    }
}

extension ObservableType {
    /// Maps each element to a sequence with `selector` and forwards the elements of the most
    /// recent one only; the previous inner sequence is unsubscribed when a new element arrives.
    /// An error thrown by `selector` ends the result.
    @inlinable
    @available(swift, introduced: 6)
    public func flatMapLatest<Source: ObservableConvertibleType>(_ selector: @escaping @Sendable (Element) throws -> Source) -> Observable<Source.Element> {
        // Swift 5 form: this body, with plain closures.
        switchSources(asObservable(), selector: selector)
    }
}

/// The shared entry point of `switchLatest` and `flatMapLatest`.
@inlinable
func switchSources<SourceElement, Inner: ObservableConvertibleType>(
    _ outer: Observable<SourceElement>,
    selector: @escaping (SourceElement) throws -> Inner
) -> Observable<Inner.Element> {
    ClosureProducer { observer in
        let sink = SwitchSink(selector: selector, observer: observer)
        sink.outerSubscription.setDisposable(outer.subscribeHandler(sink.on))
        sink.setSubscription(sink.outerSubscription)
        return sink
    }
}

/// The decisions of `switchLatest`, made under the sink's lock.
@usableFromInline
struct SwitchState {
    /// The identifier of the most recent inner sequence.
    @usableFromInline var latestID = 0
    /// Whether the most recent inner sequence is still running.
    @usableFromInline var hasLatest = false
    @usableFromInline var isOuterCompleted = false
    @usableFromInline var isStopped = false

    @inlinable init() {}

    /// A new inner sequence arrived: returns its identifier.
    @inlinable
    mutating func newInner() -> Int {
        latestID &+= 1
        hasLatest = true
        return latestID
    }

    /// Whether an element of the inner sequence `id` is forwarded.
    @inlinable
    func forwards(_ id: Int) -> Bool {
        !isStopped && id == latestID
    }

    /// The inner sequence `id` completed: returns whether the result completes.
    @inlinable
    mutating func innerCompleted(_ id: Int) -> Bool {
        if isStopped || id != latestID { return false }
        hasLatest = false
        if !isOuterCompleted { return false }
        isStopped = true
        return true
    }

    /// The outer sequence completed: returns whether the result completes.
    @inlinable
    mutating func outerCompleted() -> Bool {
        isOuterCompleted = true
        if isStopped || hasLatest { return false }
        isStopped = true
        return true
    }

    /// An error from the outer or the inner sequence `id` (`nil` for the outer one): returns
    /// whether to forward it.
    @inlinable
    mutating func fail(from id: Int?) -> Bool {
        if isStopped { return false }
        if let id, id != latestID { return false }
        isStopped = true
        return true
    }
}

/// The sink of `switchLatest` and `flatMapLatest`.
@usableFromInline
final class SwitchSink<SourceElement, Inner: ObservableConvertibleType>: EventSerializingSink<Inner.Element>, @unchecked Sendable {
    @usableFromInline let selector: (SourceElement) throws -> Inner
    @usableFromInline @exclusivity(unchecked) var state = SwitchState()
    @usableFromInline let outerSubscription = SingleAssignmentDisposable()
    /// The current inner subscription; `nil` once the sink is disposed.
    @usableFromInline @exclusivity(unchecked) var innerSubscription: SingleAssignmentDisposable?
    @usableFromInline @exclusivity(unchecked) var isSinkDisposed = false

    @inlinable
    init(selector: @escaping (SourceElement) throws -> Inner, observer: @escaping (Event<Inner.Element>) -> Void) {
        self.selector = selector
        super.init(observer: observer)
    }

    /// Receives the outer sequence's events.
    @inlinable
    func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            let inner: Inner
            do {
                inner = try selector(element)
            } catch {
                fail(error, from: nil)
                return
            }
            let subscription = SingleAssignmentDisposable()
            lock.lock()
            let id = state.newInner()
            let previous = innerSubscription
            let disposed = isSinkDisposed
            if !disposed {
                innerSubscription = subscription
            }
            lock.unlock()
            previous?.dispose()
            if disposed { return }
            subscription.setDisposable(inner.asObservable().subscribeHandler { event in
                if event.isStopEvent {
                    subscription.dispose()
                }
                self.onInner(event, id: id)
            })
        case .error(let error):
            fail(error, from: nil)
        case .completed:
            outerSubscription.dispose()
            lock.lock()
            let mustDrain = state.outerCompleted() && enqueueLocked(.completed)
            lock.unlock()
            if mustDrain { drain() }
        }
    }

    /// Receives the events of the inner sequence `id`.
    @inlinable
    func onInner(_ event: Event<Inner.Element>, id: Int) {
        switch event {
        case .next:
            lock.lock()
            let mustDrain = state.forwards(id) && enqueueLocked(event)
            lock.unlock()
            if mustDrain { drain() }
        case .error(let error):
            fail(error, from: id)
        case .completed:
            lock.lock()
            let mustDrain = state.innerCompleted(id) && enqueueLocked(.completed)
            lock.unlock()
            if mustDrain { drain() }
        }
    }

    @inlinable
    func fail(_ error: Swift.Error, from id: Int?) {
        lock.lock()
        let mustDrain = state.fail(from: id) && enqueueLocked(.error(error))
        lock.unlock()
        if mustDrain { drain() }
    }

    /// Disposes the outer and the current inner subscription.
    @inlinable
    override func dispose() {
        lock.lock()
        isSinkDisposed = true
        let inner = innerSubscription
        innerSubscription = nil
        lock.unlock()
        super.dispose()
        outerSubscription.dispose()
        inner?.dispose()
    }
}
