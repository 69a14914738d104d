extension ObservableType {
    /// Maps each element to a sequence with `selector` and merges the elements of all those
    /// sequences, subscribing to each as soon as it is made.
    ///
    /// Completes when this sequence and every inner sequence have completed. An error from any
    /// of them, or thrown by `selector`, ends the result.
    @inlinable
    @available(swift, introduced: 6)
    @preconcurrency
    public func flatMap<Source: ObservableConvertibleType>(_ selector: @escaping @Sendable (Element) throws -> Source) -> Observable<Source.Element> {
        // Swift 5 form: this body, with plain closures.
        mergeSources(asObservable(), maxConcurrent: Int.max, dropsWhileActive: false, selector: selector)
    }

    /// Maps an element to a sequence with `selector` only when no inner sequence is running, and
    /// forwards that sequence's elements; elements that arrive while it runs are dropped
    /// (`selector` is not called for them).
    @inlinable
    @available(swift, introduced: 6)
    @preconcurrency
    public func flatMapFirst<Source: ObservableConvertibleType>(_ selector: @escaping @Sendable (Element) throws -> Source) -> Observable<Source.Element> {
        // Swift 5 form: this body, with plain closures.
        mergeSources(asObservable(), maxConcurrent: 1, dropsWhileActive: true, selector: selector)
    }

    /// Maps each element to a sequence with `selector` and concatenates those sequences: each
    /// one is subscribed after the previous one completed.
    @inlinable
    @available(swift, introduced: 6)
    @preconcurrency
    public func concatMap<Source: ObservableConvertibleType>(_ selector: @escaping @Sendable (Element) throws -> Source) -> Observable<Source.Element> {
        // Swift 5 form: this body, with plain closures.
        mergeSources(asObservable(), maxConcurrent: 1, dropsWhileActive: false, selector: selector)
    }
}
