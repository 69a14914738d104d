extension ObservableType {
    /// Passes on only the elements that satisfy `predicate`; an error thrown by `predicate`
    /// ends the sequence with that error.
    @inlinable
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        let source = asObservable()
        return ClosureProducer { observer in
            let sink = FilterSink(predicate: predicate, observer: observer)
            sink.setSubscription(source.subscribeHandler(sink.on))
            return sink
        }
    }
}

@usableFromInline
final class FilterSink<Element>: Sink<Element> {
    @usableFromInline let predicate: (Element) throws -> Bool

    @inlinable
    init(predicate: @escaping (Element) throws -> Bool, observer: @escaping (Event<Element>) -> Void) {
        self.predicate = predicate
        super.init(observer: observer)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            do {
                if try predicate(element) {
                    forwardOn(event)
                }
            } catch {
                forwardOn(.error(error))
                dispose()
            }
        case .error, .completed:
            forwardOn(event)
            dispose()
        }
    }
}
