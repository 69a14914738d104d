extension ObservableType {
    /// Combines each element with `obj`, held weakly, using `resultSelector`. Once `obj` has
    /// been deallocated, the next element completes the sequence instead.
    @inlinable
    @available(swift, introduced: 6)
    public func withUnretained<Object: AnyObject, Out>(_ obj: Object, resultSelector: @escaping @Sendable (Object, Element) -> Out) -> Observable<Out> {
        // Swift 5 form: this body, with plain closures.
        let source = asObservable()
        return ClosureProducer { [weak obj] observer in
            let sink = WithUnretainedSink(object: obj, resultSelector: resultSelector, observer: observer)
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
final class WithUnretainedSink<Object: AnyObject, SourceElement, Out>: Sink<Out>, ElementHandlingSink {
    @usableFromInline weak var object: Object?
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
