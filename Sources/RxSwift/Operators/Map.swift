extension ObservableType {
    /// Transforms each element with `transform`; an error thrown by `transform` ends the
    /// sequence with that error.
    @inlinable
    @available(swift, introduced: 6)
    @preconcurrency
    public func map<Result>(_ transform: @escaping @Sendable (Element) throws -> Result) -> Observable<Result> {
        // Swift 5 form: this body, with plain closures.
        let source = asObservable()
        return ClosureProducer { observer in
            let sink = MapSink(transform: transform, observer: observer)
            sink.setSubscription(source.subscribeHandler(sink.on))
            return sink
        }
    }
}

@usableFromInline
final class MapSink<SourceElement, Result>: Sink<Result>, ElementHandlingSink, @unchecked Sendable {
    @usableFromInline let transform: (SourceElement) throws -> Result

    @inlinable
    init(transform: @escaping (SourceElement) throws -> Result, observer: @escaping (Event<Result>) -> Void) {
        self.transform = transform
        super.init(observer: observer)
    }

    /// Handles `.next` here rather than in `onNext(_:)`: a chain of `map`s then runs one
    /// specialised closure per stage that LLVM cannot fold together with the other sinks'
    /// dispatching closures (measured: ten `map`s 115 ns per element as a dispatching
    /// `EventCaseHandler`, 76 ns like this).
    @inlinable @inline(__always)
    func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            let result: Result
            do {
                result = try transform(element)
            } catch {
                forwardError(error)
                return
            }
            forwardOn(.next(result))
        case .error(let error): onError(error)
        case .completed: onCompleted()
        }
    }

    @inlinable
    func onNext(_ element: SourceElement) {
        on(.next(element))
    }
}
