extension ObservableConvertibleType {
    /// The sequence as an `Infallible`: an error is replaced by `element`, followed by
    /// completion.
    @inlinable
    public func asInfallible(onErrorJustReturn element: Element) -> Infallible<Element> {
        Infallible(asObservable().catchAndReturn(element))
    }

    /// The sequence as an `Infallible`: an error is replaced by the events of `infallible`.
    @inlinable
    public func asInfallible(onErrorFallbackTo infallible: Infallible<Element>) -> Infallible<Element> {
        Infallible(asObservable().catch { _ in infallible.asObservable() })
    }

    /// The sequence as an `Infallible`: an error is replaced by the events of the
    /// `Infallible` that `onErrorRecover` makes from it.
    @inlinable
    @available(swift, introduced: 6)
    @preconcurrency
    public func asInfallible(onErrorRecover: @escaping @Sendable (Swift.Error) -> Infallible<Element>) -> Infallible<Element> {
        Infallible(asObservable().catch { error in onErrorRecover(error).asObservable() })
    }
}
