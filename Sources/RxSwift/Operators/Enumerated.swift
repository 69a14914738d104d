extension ObservableType {
    /// Pairs each element with its zero-based position in the sequence.
    ///
    /// If the position would overflow `Int`, the sequence ends with `RxError.overflow`.
    @inlinable
    public func enumerated() -> Observable<(index: Int, element: Element)> {
        let source = asObservable()
        return ClosureProducer { observer in
            let sink = EnumeratedSink<Element>(observer: observer)
            sink.setSubscription(source.subscribeHandler(sink.on))
            return sink
        }
    }

    /// Transforms each element, given with its zero-based position, with `selector`.
    @available(*, deprecated, message: "Please use enumerated().map()")
    @inlinable
    @available(swift, introduced: 6)
    @preconcurrency
    public func mapWithIndex<Result>(_ selector: @escaping @Sendable (Element, Int) throws -> Result) -> Observable<Result> {
        enumerated().map { try selector($0.element, $0.index) }
    }
}

@usableFromInline
final class EnumeratedSink<Element>: Sink<(index: Int, element: Element)>, ElementHandlingSink, @unchecked Sendable {
    @usableFromInline @exclusivity(unchecked) var nextIndex = 0
    @usableFromInline @exclusivity(unchecked) var overflowed = false

    @inlinable
    override init(observer: @escaping (Event<(index: Int, element: Element)>) -> Void) {
        super.init(observer: observer)
    }

    @inlinable
    func onNext(_ element: Element) {
        if overflowed {
            forwardError(RxError.overflow)
            return
        }
        let index = nextIndex
        let (following, overflow) = index.addingReportingOverflow(1)
        nextIndex = following
        overflowed = overflow
        forwardOn(.next((index: index, element: element)))
    }
}
