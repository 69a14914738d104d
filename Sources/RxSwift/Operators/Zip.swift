extension ObservableType {
    /// Pairs up the elements of every sequence of `collection` by position (first with first,
    /// second with second, ...) and combines each group with `resultSelector`.
    ///
    /// Completes when all sources have completed, or when a source sends an element while all
    /// the others have completed and one of them has no element left to pair. The first error
    /// ends the result. An empty collection completes at once.
    @inlinable
    @available(swift, introduced: 6)
    public static func zip<Collection: Swift.Collection>(_ collection: Collection, resultSelector: @escaping @Sendable ([Collection.Element.Element]) throws -> Element) -> Observable<Element> where Collection.Element: ObservableType {
        zipCollection(collection.map { $0.asObservable() }, resultSelector: resultSelector)
    }

    /// Pairs up the elements of every sequence of `collection` by position into arrays.
    @inlinable
    public static func zip<Collection: Swift.Collection>(_ collection: Collection) -> Observable<[Element]> where Collection.Element: ObservableType, Collection.Element.Element == Element {
        zipCollection(collection.map { $0.asObservable() }) { $0 }
    }
}

/// The shared body of the collection forms of `zip`.
@inlinable
func zipCollection<SourceElement, Output>(_ sources: [Observable<SourceElement>], resultSelector: @escaping ([SourceElement]) throws -> Output) -> Observable<Output> {
    ClosureProducer { observer in
        let sink = ZipCollectionSink(arity: sources.count, resultSelector: resultSelector, observer: observer)
        if sources.isEmpty {
            sink.enqueueAndDrain(.completed)
        }
        for (index, source) in sources.enumerated() {
            sink.subscriptions[index].setDisposable(source.subscribeHandler { event in sink.on(event, at: index) })
        }
        return sink
    }
}

/// The bookkeeping of `zip`: how many elements wait in each source's queue, which sources
/// completed.
@usableFromInline
struct ZipState: CombiningState {
    @usableFromInline var queuedCounts: [Int]
    @usableFromInline var isDone: [Bool]
    @usableFromInline var isStopped = false

    @inlinable
    init(arity: Int) {
        queuedCounts = Array(repeating: 0, count: arity)
        isDone = Array(repeating: false, count: arity)
    }

    @inlinable
    mutating func next(at index: Int) -> CombiningDecision {
        queuedCounts[index] += 1
        if queuedCounts.allSatisfy({ $0 > 0 }) {
            for source in queuedCounts.indices {
                queuedCounts[source] -= 1
            }
            return .emit
        }
        for other in isDone.indices where other != index && !isDone[other] {
            return .wait
        }
        isStopped = true
        return .complete
    }

    @inlinable
    mutating func completed(at index: Int) -> Bool {
        if isStopped { return false }
        isDone[index] = true
        if isDone.contains(false) { return false }
        isStopped = true
        return true
    }

    @inlinable
    mutating func fail() -> Bool {
        if isStopped { return false }
        isStopped = true
        return true
    }
}

/// The sink of `zip` over a collection of sources.
@usableFromInline
final class ZipCollectionSink<SourceElement, Output>: CombiningSink<ZipState, [SourceElement], Output> {
    @usableFromInline var queues: [Queue<SourceElement>]

    @inlinable
    init(arity: Int, resultSelector: @escaping ([SourceElement]) throws -> Output, observer: @escaping (Event<Output>) -> Void) {
        queues = Array(repeating: Queue(), count: arity)
        super.init(state: ZipState(arity: arity), arity: arity, resultSelector: resultSelector, observer: observer)
    }

    @inlinable
    func on(_ event: Event<SourceElement>, at index: Int) {
        receive(event, at: index, store: { enqueueElement($0, into: &self.queues[index]) }, snapshot: {
            (0..<self.queues.count).map { self.queues[$0].dequeue()! }
        })
    }
}
