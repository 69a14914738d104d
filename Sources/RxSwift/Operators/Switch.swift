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
    @preconcurrency
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

/// The sink of `switchLatest` and `flatMapLatest`: each event is decided under the lock by its
/// `SwitchStateMachine`, and the action it returns is carried out after unlocking; an event it
/// forwards is queued in the same critical section, so events go downstream in the order decided.
@usableFromInline
final class SwitchSink<SourceElement, Inner: ObservableConvertibleType>: EventSerializingSink<Inner.Element>, @unchecked Sendable {
    @usableFromInline typealias Machine = SwitchStateMachine<SingleAssignmentDisposable>

    @usableFromInline let selector: (SourceElement) throws -> Inner
    /// Read and written only under `lock`.
    @usableFromInline @exclusivity(unchecked) var machine = Machine()
    @usableFromInline let outerSubscription = SingleAssignmentDisposable()

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
                forward(.error(error)) { $0.outerFailed() }
                return
            }
            let observable = inner.asObservable()
            if observable.innerSubscriptionShape == .immediateElement, !Hooks.isInspectorOn, takeImmediateElement(of: observable) {
                return
            }
            let subscription = SingleAssignmentDisposable()
            let action = lock.withLock { machine.next(subscribingWith: subscription) }
            switch action {
            case .subscribe(let id, let previous):
                previous?.dispose()
                subscription.setDisposable(observable.subscribeHandler { event in
                    if event.isStopEvent {
                        subscription.dispose()
                    }
                    self.onInner(event, id: id)
                })
            case .none:
                break
            }
        case .error(let error):
            forward(.error(error)) { $0.outerFailed() }
        case .completed:
            outerSubscription.dispose()
            forward(.completed) { $0.outerCompleted() }
        }
    }

    /// An inner `just` (`InnerSubscriptionShape.immediateElement`) while the outer sequence
    /// runs: it becomes the latest, the previous inner sequence is disposed and its element is
    /// delivered, as its subscription would do at once, without subscribing it. Its completion
    /// would change nothing: the machine already holds no running inner sequence. Returns
    /// `false`, having done nothing, in any other state. While `SubscriptionInspector` is on,
    /// the sink subscribes it instead, so the inspector's chains show it.
    @inlinable @inline(never)
    func takeImmediateElement(of observable: Observable<Inner.Element>) -> Bool {
        guard let (id, previous) = lock.withLock({ machine.nextWithoutSubscription() }) else { return false }
        previous?.dispose()
        forward(.next(observable.immediateElement)) { $0.innerNext(id: id) }
        return true
    }

    /// Receives the events of the inner sequence `id`.
    @inlinable
    func onInner(_ event: Event<Inner.Element>, id: Int) {
        switch event {
        case .next:
            forward(event) { $0.innerNext(id: id) }
        case .error:
            forward(event) { $0.innerFailed(id: id) }
        case .completed:
            forward(event) { $0.innerCompleted(id: id) }
        }
    }

    /// Decides with `decide` whether `event` goes downstream and, if so, queues it in the same
    /// critical section, so events are delivered in the order they were decided.
    @inlinable
    func forward(_ event: Event<Inner.Element>, when decide: (inout Machine) -> Machine.EventAction) {
        lock.lock()
        let mustDrain = decide(&machine) == .forward && enqueueLocked(event)
        lock.unlock()
        if mustDrain { drain() }
    }

    /// Disposes the outer and the latest inner subscription.
    @inlinable
    override func dispose() {
        let action = lock.withLock { machine.dispose() }
        super.dispose()
        outerSubscription.dispose()
        switch action {
        case .dispose(let latest):
            latest.dispose()
        case .none:
            break
        }
    }
}
