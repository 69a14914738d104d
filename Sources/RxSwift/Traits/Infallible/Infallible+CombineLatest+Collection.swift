extension InfallibleType {
    /// Combines the latest elements of every `Infallible` in `collection` with
    /// `resultSelector`, each time one of them emits once all have emitted.
    @inlinable
    @available(swift, introduced: 6)
    @preconcurrency
    public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection, resultSelector: @escaping @Sendable ([Collection.Element.Element]) throws -> Element) -> Infallible<Element> where Collection.Element: InfallibleType {
        // Swift 5 form: this body, with plain closures.
        Infallible(Observable.combineLatest(collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }

    /// The latest elements of every `Infallible` in `collection`, as an array, each time one of
    /// them emits once all have emitted.
    @inlinable
    public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection) -> Infallible<[Element]> where Collection.Element: InfallibleType, Collection.Element.Element == Element {
        Infallible<[Element]>(Observable.combineLatest(collection.map { $0.asObservable() }))
    }
}
