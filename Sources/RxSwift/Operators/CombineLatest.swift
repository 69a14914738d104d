extension ObservableType {
    /// Combines the latest elements of every sequence of `collection` with `resultSelector`,
    /// each time any of them sends an element, once all have sent one.
    ///
    /// Completes when all sources have completed, or when a source sends an element while a
    /// source that never sent one has completed (no combination can be made). The first error
    /// ends the result. For an empty collection, as in RxSwift, the result selector is applied
    /// to `[]` once at subscription and the result completes.
    @inlinable
    @available(swift, introduced: 6)
    @preconcurrency
    public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection, resultSelector: @escaping @Sendable ([Collection.Element.Element]) throws -> Element) -> Observable<Element> where Collection.Element: ObservableType {
        // Swift 5 form: this body, with plain closures.
        combineLatestCollection(collection.map { $0.asObservable() }, resultSelector: resultSelector)
    }

    /// Combines the latest elements of every sequence of `collection` into an array, each time
    /// any of them sends an element, once all have sent one.
    @inlinable
    public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection) -> Observable<[Element]> where Collection.Element: ObservableType, Collection.Element.Element == Element {
        combineLatestCollection(collection.map { $0.asObservable() }) { $0 }
    }
}

/// The shared body of the collection forms of `combineLatest`.
@inlinable
func combineLatestCollection<SourceElement, Output>(
    _ sources: [Observable<SourceElement>],
    resultSelector: @escaping ([SourceElement]) throws -> Output,
    operatorFunction: StaticString = #function
) -> Observable<Output> {
    ClosureProducer(operatorFunction: operatorFunction) { observer in
        let sink = CombineLatestCollectionSink(arity: sources.count, resultSelector: resultSelector, observer: observer)
        if sources.isEmpty {
            sink.enqueueAndDrain(.next([]))
            if !sink.isDisposed {
                sink.enqueueAndDrain(.completed)
            }
        }
        for (index, source) in sources.enumerated() {
            sink.subscriptions[index].setDisposable(source.subscribeHandler { event in sink.on(event, at: index) })
        }
        return sink
    }
}

/// The sink of `combineLatest` over a collection of sources.
@usableFromInline
final class CombineLatestCollectionSink<SourceElement, Output>: CombiningSink<CombineLatestStateMachine, [SourceElement], Output>, @unchecked Sendable {
    @usableFromInline @exclusivity(unchecked) var latest: [SourceElement?]

    @inlinable
    init(arity: Int, resultSelector: @escaping ([SourceElement]) throws -> Output, observer: @escaping (Event<Output>) -> Void) {
        latest = Array(repeating: nil, count: arity)
        super.init(machine: CombineLatestStateMachine(arity: arity), arity: arity, resultSelector: resultSelector, observer: observer, forwardsBeforeDisposingSource: true)
    }

    @inlinable
    func on(_ event: Event<SourceElement>, at index: Int) {
        receive(event, at: index, store: { replaceElement(in: &self.latest[index], with: $0) }, snapshot: { self.latest.map { $0! } })
    }
}
