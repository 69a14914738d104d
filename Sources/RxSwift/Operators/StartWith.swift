extension ObservableType {
    /// Emits `elements`, in order, to each subscriber before subscribing to the source.
    ///
    /// The subscriber is handed to the source as it is, as upstream does: no sink of its own,
    /// so the source's own teardown after its terminal event is what the subscriber sees.
    @inlinable
    public func startWith(_ elements: Element ...) -> Observable<Element> {
        let source = asObservable()
        return ClosureProducer { observer in
            for element in elements {
                observer(.next(element))
            }
            return source.subscribeHandler(observer)
        }
    }
}
