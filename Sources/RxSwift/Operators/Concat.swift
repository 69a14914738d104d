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
        sink.subscribeNext()
        return sink
    }
}

/// The sink of `concat`: one source at a time. When a source completes while the next one is
/// being subscribed on the same stack, the subscribing loop moves on instead of recursing, so
/// any number of synchronous sources run in constant stack depth.
@usableFromInline
final class ConcatSink<Sources: IteratorProtocol, Element>: Sink<Element>, @unchecked Sendable where Sources.Element == Observable<Element> {
    /// Touched only by the thread running the subscribing loop.
    @usableFromInline @exclusivity(unchecked) var sources: Sources
    @usableFromInline let lock = RxLock()
    /// Whether the current source completed and the next one should be subscribed.
    @usableFromInline @exclusivity(unchecked) var needsNext = true
    /// Whether a thread is running the subscribing loop.
    @usableFromInline @exclusivity(unchecked) var isSubscribing = false
    @usableFromInline @exclusivity(unchecked) var isStopped = false
    @usableFromInline @exclusivity(unchecked) var currentSubscription: SingleAssignmentDisposable?

    @inlinable
    init(sources: Sources, observer: @escaping (Event<Element>) -> Void) {
        self.sources = sources
        super.init(observer: observer)
    }

    /// Runs the subscribing loop, unless another call of it is running.
    @inlinable
    func subscribeNext() {
        lock.lock()
        if isSubscribing || isStopped {
            lock.unlock()
            return
        }
        isSubscribing = true
        lock.unlock()

        while true {
            lock.lock()
            if !needsNext || isStopped {
                isSubscribing = false
                lock.unlock()
                return
            }
            needsNext = false
            lock.unlock()

            guard let source = sources.next() else {
                lock.lock()
                isStopped = true
                isSubscribing = false
                lock.unlock()
                forwardOn(.completed)
                dispose()
                return
            }
            let subscription = SingleAssignmentDisposable()
            lock.lock()
            let previous = currentSubscription
            currentSubscription = subscription
            let stopped = isStopped
            lock.unlock()
            previous?.dispose()
            if stopped {
                subscription.dispose()
                return
            }
            subscription.setDisposable(source.subscribeHandler(self.on))
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
            lock.lock()
            needsNext = true
            lock.unlock()
            subscribeNext()
        }
    }

    /// Disposes the current source's subscription.
    @inlinable
    override func dispose() {
        lock.lock()
        isStopped = true
        let current = currentSubscription
        currentSubscription = nil
        lock.unlock()
        super.dispose()
        current?.dispose()
    }
}
