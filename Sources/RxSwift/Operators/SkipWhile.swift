extension ObservableType {
    /// Ignores elements while `predicate` holds, then passes on the first element for which it
    /// does not and every element after it. An error thrown by `predicate` ends the sequence.
    @inlinable
    @available(swift, introduced: 6)
    @preconcurrency
    public func skip(while predicate: @escaping @Sendable (Element) throws -> Bool) -> Observable<Element> {
        // Swift 5 form: this body, with plain closures.
        let source = asObservable()
        return ClosureProducer { observer in
            let sink = SkipWhileSink(predicate: predicate, observer: observer)
            sink.setSubscription(source.subscribeHandler(sink.on))
            return sink
        }
    }

    /// Ignores elements while `predicate` holds, then passes on the rest.
    @available(*, deprecated, renamed: "skip(while:)")
    @inlinable
    @available(swift, introduced: 6)
    @preconcurrency
    public func skipWhile(_ predicate: @escaping @Sendable (Element) throws -> Bool) -> Observable<Element> {
        // Swift 5 form: this body, with plain closures.
        skip(while: predicate)
    }

    /// Ignores elements while `predicate`, given each element and its position, holds, then
    /// passes on the rest.
    @available(*, deprecated, message: "Please use enumerated().skip(while:).map()")
    @inlinable
    @available(swift, introduced: 6)
    @preconcurrency
    public func skipWhileWithIndex(_ predicate: @escaping @Sendable (Element, Int) throws -> Bool) -> Observable<Element> {
        enumerated().skip(while: { try predicate($0.element, $0.index) }).map { $0.element }
    }
}

@usableFromInline
final class SkipWhileSink<Element>: Sink<Element>, ElementHandlingSink, @unchecked Sendable {
    @usableFromInline let predicate: (Element) throws -> Bool
    @usableFromInline @exclusivity(unchecked) var skipping = true

    @inlinable
    init(predicate: @escaping (Element) throws -> Bool, observer: @escaping (Event<Element>) -> Void) {
        self.predicate = predicate
        super.init(observer: observer)
    }

    @inlinable
    func onNext(_ element: Element) {
        if skipping {
            do {
                if try predicate(element) {
                    return
                }
            } catch {
                forwardError(error)
                return
            }
            skipping = false
        }
        forwardOn(.next(element))
    }
}
