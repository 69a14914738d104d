extension ObservableType {
    /// The sequence as a `Maybe`: its element (if any), delivered when it completes.
    ///
    /// A second element fails at once with `RxError.moreThanOneElement`.
    @inlinable
    public func asMaybe() -> Maybe<Element> {
        Maybe(raw: atMostOneElement(of: asObservable(), requiresElement: false))
    }
}
