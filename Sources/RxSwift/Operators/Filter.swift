extension ObservableType {
    /// Passes on only the elements that satisfy `predicate`; an error thrown by `predicate`
    /// ends the sequence with that error.
    @inlinable
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        let source = asObservable()
        return ClosureProducer { observer, cancel in
            let sink = FilterSink(predicate: predicate, observer: observer, cancel: cancel)
            let subscription = source.subscribeHandler(sink.on)
            return (sink, subscription)
        }
    }
}

@usableFromInline
final class FilterSink<Element>: Sink<Element> {
    @usableFromInline let predicate: (Element) throws -> Bool

    @inlinable
    init(predicate: @escaping (Element) throws -> Bool, observer: @escaping (Event<Element>) -> Void, cancel: Cancelable) {
        self.predicate = predicate
        super.init(observer: observer, cancel: cancel)
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
