extension ObservableType {
    /// The elements of this sequence, then, once it completed, those of `second`.
    @inlinable
    public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Element> where Source.Element == Element {
        concatSequences([asObservable(), second.asObservable()])
    }

    /// The elements of each sequence of `sequence` in turn: each is subscribed after the
    /// previous one completed. An error ends the result.
    @inlinable
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element> where Sequence.Element == Observable<Element> {
        concatSequences(sequence)
    }

    /// The elements of each sequence of `collection` in turn: each is subscribed after the
    /// previous one completed. An error ends the result.
    @inlinable
    public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> Observable<Element> where Collection.Element == Observable<Element> {
        concatSequences(collection)
    }

    /// The elements of each of `sources` in turn: each is subscribed after the previous one
    /// completed. An error ends the result.
    @inlinable
    public static func concat(_ sources: Observable<Element>...) -> Observable<Element> {
        concatSequences(sources)
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// The elements of each inner sequence in turn: an inner sequence is subscribed after the
    /// previous one completed; those that arrive meanwhile wait in order.
    @inlinable
    public func concat() -> Observable<Element.Element> {
        mergeSources(asObservable(), maxConcurrent: 1, dropsWhileActive: false) { $0 }
    }
}

/// Concatenates the sequences `sources` yields, iterating it lazily, once per subscription.
@inlinable
func concatSequences<Sources: Swift.Sequence, Element>(_ sources: Sources, operatorFunction: StaticString = #function) -> Observable<Element>
where Sources.Element == Observable<Element> {
    ClosureProducer(operatorFunction: operatorFunction) { observer in
        let sink = ConcatSink(sources: sources.makeIterator(), observer: observer)
        sink.runLoop()
        return sink
    }
}

/// The sink of `concat`: one source at a time. Its `ConcatStateMachine` decides under the lock
/// when the subscribing loop runs and moves on; pulling a source, subscribing it and forwarding
/// happen after unlocking.
@usableFromInline
final class ConcatSink<Sources: IteratorProtocol, Element>: Sink<Element>, @unchecked Sendable where Sources.Element == Observable<Element> {
    /// Touched only by the thread running the subscribing loop.
    @usableFromInline @exclusivity(unchecked) var sources: Sources
    @usableFromInline let lock = RxLock()
    /// Read and written only under `lock`.
    @usableFromInline @exclusivity(unchecked) var machine = ConcatStateMachine<SingleAssignmentDisposable>()

    @inlinable
    init(sources: Sources, observer: @escaping (Event<Element>) -> Void) {
        self.sources = sources
        super.init(observer: observer)
    }

    /// Subscribes sources one after another for as long as each completes before the loop
    /// moves on; leaves when a source still runs, the sources ran out or the sink was disposed.
    @inlinable
    func runLoop() {
        while lock.withLock({ machine.nextStep() }) == .pullNext {
            guard let source = sources.next() else {
                switch lock.withLock({ machine.sourcesEnded() }) {
                case .complete(let last):
                    forwardOn(.completed)
                    dispose()
                    last?.dispose()
                case .none:
                    break
                }
                return
            }
            let subscription = SingleAssignmentDisposable()
            switch lock.withLock({ machine.pulled(subscribingWith: subscription) }) {
            case .subscribe(let previous):
                previous?.dispose()
                subscription.setDisposable(source.subscribeHandler(self.on))
            case .leave:
                return
            }
        }
    }

    /// Receives the current source's events.
    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            forwardOn(event)
        case .error:
            forwardOn(event)
            dispose()
        case .completed:
            switch lock.withLock({ machine.sourceCompleted() }) {
            case .runLoop:
                runLoop()
            case .none:
                break
            }
        }
    }

    /// Disposes the current source's subscription.
    @inlinable
    override func dispose() {
        let action = lock.withLock { machine.dispose() }
        super.dispose()
        switch action {
        case .dispose(let current):
            current.dispose()
        case .none:
            break
        }
    }
}
