extension ObservableType {
    /// Passes on elements while `predicate` holds and completes at the first element for
    /// which it does not; with `.inclusive`, that element is passed on before completing. An
    /// error thrown by `predicate` ends the sequence.
    @inlinable
    @available(swift, introduced: 6)
    @preconcurrency
    public func take(while predicate: @escaping @Sendable (Element) throws -> Bool, behavior: TakeBehavior = .exclusive) -> Observable<Element> {
        // Swift 5 form: this body, with plain closures.
        let source = asObservable()
        return ClosureProducer { observer in
            let sink = TakeWhileSink(predicate: predicate, inclusive: behavior == .inclusive, observer: observer)
            sink.setSubscription(source.subscribeHandler(sink.on))
            return sink
        }
    }

    /// Passes on elements while `predicate` holds, then completes.
    @available(*, deprecated, renamed: "take(while:)")
    @inlinable
    @available(swift, introduced: 6)
    @preconcurrency
    public func takeWhile(_ predicate: @escaping @Sendable (Element) throws -> Bool) -> Observable<Element> {
        // Swift 5 form: this body, with plain closures.
        take(while: predicate)
    }

    /// Passes on elements while `predicate`, given each element and its position, holds, then
    /// completes.
    @available(*, deprecated, message: "Please use enumerated().take(while:).map()")
    @inlinable
    @available(swift, introduced: 6)
    @preconcurrency
    public func takeWhileWithIndex(_ predicate: @escaping @Sendable (Element, Int) throws -> Bool) -> Observable<Element> {
        enumerated().take(while: { try predicate($0.element, $0.index) }).map { $0.element }
    }
}

@usableFromInline
final class TakeWhileSink<Element>: Sink<Element>, ElementHandlingSink, @unchecked Sendable {
    @usableFromInline let predicate: (Element) throws -> Bool
    @usableFromInline let inclusive: Bool

    @inlinable
    init(predicate: @escaping (Element) throws -> Bool, inclusive: Bool, observer: @escaping (Event<Element>) -> Void) {
        self.predicate = predicate
        self.inclusive = inclusive
        super.init(observer: observer)
    }

    @inlinable
    func onNext(_ element: Element) {
        if isDisposed {
            return
        }
        let holds: Bool
        do {
            holds = try predicate(element)
        } catch {
            forwardError(error)
            return
        }
        if holds || inclusive {
            forwardOn(.next(element))
        }
        if !holds {
            forwardCompletion()
        }
    }
}
