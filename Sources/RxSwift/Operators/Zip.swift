extension ObservableType {
    /// Pairs up the elements of every sequence of `collection` by position (first with first,
    /// second with second, ...) and combines each group with `resultSelector`.
    ///
    /// Completes when the last of the sources completes, or, as RxSwift 6.10's collection form
    /// does, at an element that cannot be paired while every other source has completed. The
    /// first error ends the result. An empty collection completes at once.
    @inlinable
    @available(swift, introduced: 6)
    @preconcurrency
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

/// The sink of `zip` over a collection of sources.
@usableFromInline
final class ZipCollectionSink<SourceElement, Output>: CombiningSink<ZipStateMachine, [SourceElement], Output>, @unchecked Sendable {
    @usableFromInline @exclusivity(unchecked) var queues: [Queue<SourceElement>]

    @inlinable
    init(arity: Int, resultSelector: @escaping ([SourceElement]) throws -> Output, observer: @escaping (Event<Output>) -> Void) {
        queues = Array(repeating: Queue(), count: arity)
        super.init(machine: ZipStateMachine(arity: arity, completesWhenOthersAreDone: true), arity: arity, resultSelector: resultSelector, observer: observer, forwardsBeforeDisposingSource: true)
    }

    @inlinable
    func on(_ event: Event<SourceElement>, at index: Int) {
        receive(event, at: index, store: { enqueueElement($0, into: &self.queues[index]) }, snapshot: {
            (0..<self.queues.count).map { self.queues[$0].dequeue()! }
        })
    }
}
