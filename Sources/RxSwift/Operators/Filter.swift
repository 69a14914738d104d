extension ObservableType {
    /// Passes on only the elements that satisfy `predicate`; an error thrown by `predicate`
    /// ends the sequence with that error.
    @inlinable
    @available(swift, introduced: 6)
    @preconcurrency
    public func filter(_ predicate: @escaping @Sendable (Element) throws -> Bool) -> Observable<Element> {
        // Swift 5 form: this body, with plain closures.
        let source = asObservable()
        return ClosureProducer { observer in
            let sink = FilterSink(predicate: predicate, observer: observer)
            sink.setSubscription(source.subscribeHandler(sink.on))
            return sink
        }
    }
}

@usableFromInline
final class FilterSink<Element>: Sink<Element>, ElementHandlingSink, @unchecked Sendable {
    @usableFromInline let predicate: (Element) throws -> Bool

    @inlinable
    init(predicate: @escaping (Element) throws -> Bool, observer: @escaping (Event<Element>) -> Void) {
        self.predicate = predicate
        super.init(observer: observer)
    }

    @inlinable
    func onNext(_ element: Element) {
        let passes: Bool
        do {
            passes = try predicate(element)
        } catch {
            forwardError(error)
            return
        }
        if passes {
            forwardOn(.next(element))
        }
    }
}
