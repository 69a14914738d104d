extension ObservableType {
    /// Combines each element with `obj`, held weakly, using `resultSelector`. Once `obj` has
    /// been deallocated, the next element completes the sequence instead.
    @inlinable
    @available(swift, introduced: 6)
    @preconcurrency
    public func withUnretained<Object: AnyObject, Out>(_ obj: Object, resultSelector: @escaping @Sendable (Object, Element) -> Out) -> Observable<Out> {
        // Swift 5 form: this body, with plain closures.
        let source = asObservable()
        // A constant, not a `[weak obj]` capture: a captured variable is read through the
        // runtime's exclusivity check.
        weak let weakObject = obj
        return ClosureProducer { observer in
            let sink = WithUnretainedSink(object: weakObject, resultSelector: resultSelector, observer: observer)
            sink.setSubscription(source.subscribeHandler(sink.on))
            return sink
        }
    }

    /// Pairs each element with `obj`, held weakly. Once `obj` has been deallocated, the next
    /// element completes the sequence instead.
    @inlinable
    public func withUnretained<Object: AnyObject>(_ obj: Object) -> Observable<(Object, Element)> {
        withUnretained(obj) { ($0, $1) }
    }
}

@usableFromInline
final class WithUnretainedSink<Object: AnyObject, SourceElement, Out>: Sink<Out>, ElementHandlingSink, @unchecked Sendable {
    /// Held weakly, and constant: read each element without the runtime's exclusivity check.
    @usableFromInline weak let object: Object?
    @usableFromInline let resultSelector: (Object, SourceElement) -> Out

    @inlinable
    init(object: Object?, resultSelector: @escaping (Object, SourceElement) -> Out, observer: @escaping (Event<Out>) -> Void) {
        self.object = object
        self.resultSelector = resultSelector
        super.init(observer: observer)
    }

    @inlinable
    func onNext(_ element: SourceElement) {
        guard let object else {
            forwardCompletion()
            return
        }
        forwardOn(.next(resultSelector(object, element)))
    }
}
