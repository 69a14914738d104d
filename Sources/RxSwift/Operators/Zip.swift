extension ObservableType {
    /// Pairs up the elements of every sequence of `collection` by position (first with first,
    /// second with second, ...) and combines each group with `resultSelector`.
    ///
    /// Completes when the last of the sources completes, or, as RxSwift 6.10's collection form
    /// does, at an element that cannot be paired while every other source has completed. The
    /// first error ends the result. An empty collection completes at once.
    @inlinable
    @available(swift, introduced: 6)
    public static func zip<Collection: Swift.Collection>(_ collection: Collection, resultSelector: @escaping @Sendable ([Collection.Element.Element]) throws -> Element) -> Observable<Element> where Collection.Element: ObservableType {
        // Swift 5 form: this body, with plain closures.
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
func zipCollection<SourceElement, Output>(
    _ sources: [Observable<SourceElement>],
    resultSelector: @escaping ([SourceElement]) throws -> Output,
    operatorFunction: StaticString = #function
) -> Observable<Output> {
    ClosureProducer(operatorFunction: operatorFunction) { observer in
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
    @usableFromInline var doneCount = 0
    @usableFromInline var isStopped = false
    /// The collection form's rule: an element that cannot be paired while every other source
    /// has completed ends the result.
    @usableFromInline let completesWhenOthersAreDone: Bool

    @inlinable
    init(arity: Int, completesWhenOthersAreDone: Bool = false) {
        queuedCounts = Array(repeating: 0, count: arity)
        isDone = Array(repeating: false, count: arity)
        self.completesWhenOthersAreDone = completesWhenOthersAreDone
    }

    /// Emits when every source has an element queued. A completed source with an empty queue
    /// does not end the result of the arity forms: as in RxSwift 6.10, they complete only once
    /// every source has completed (`completed(at:)`). The collection form also completes at an
    /// element it cannot pair while all other sources have completed, as RxSwift 6.10's does.
    @inlinable
    mutating func next(at index: Int) -> CombiningDecision {
        queuedCounts[index] += 1
        for source in queuedCounts.indices where queuedCounts[source] == 0 {
            if completesWhenOthersAreDone, doneCount == isDone.count - 1 {
                isStopped = true
                return .complete
            }
            return .wait
        }
        for source in queuedCounts.indices {
            queuedCounts[source] -= 1
        }
        return .emit
    }

    @inlinable
    mutating func completed(at index: Int) -> Bool {
        if isStopped { return false }
        if !isDone[index] {
            isDone[index] = true
            doneCount += 1
        }
        if doneCount < isDone.count { return false }
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
final class ZipCollectionSink<SourceElement, Output>: CombiningSink<ZipState, [SourceElement], Output>, @unchecked Sendable {
    @usableFromInline @exclusivity(unchecked) var queues: [Queue<SourceElement>]

    @inlinable
    init(arity: Int, resultSelector: @escaping ([SourceElement]) throws -> Output, observer: @escaping (Event<Output>) -> Void) {
        queues = Array(repeating: Queue(), count: arity)
        super.init(state: ZipState(arity: arity, completesWhenOthersAreDone: true), arity: arity, resultSelector: resultSelector, observer: observer, forwardsBeforeDisposingSource: true)
    }

    @inlinable
    func on(_ event: Event<SourceElement>, at index: Int) {
        receive(event, at: index, store: { enqueueElement($0, into: &self.queues[index]) }, snapshot: {
            (0..<self.queues.count).map { self.queues[$0].dequeue()! }
        })
    }
}
