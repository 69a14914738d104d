extension ObservableType {
    /// Passes on the source's only element and completes with it.
    ///
    /// The sequence ends with `RxError.noElements` if the source completes empty, and with
    /// `RxError.moreThanOneElement` as soon as a second element arrives (the first one has
    /// already been passed on).
    @inlinable
    public func single() -> Observable<Element> {
        single { _ in true }
    }

    /// Passes on the only element that satisfies `predicate` and completes with it.
    ///
    /// The sequence ends with `RxError.noElements` if no element satisfies `predicate`, and
    /// with `RxError.moreThanOneElement` as soon as a second one does. An error thrown by
    /// `predicate` ends the sequence with that error.
    @inlinable
    @available(swift, introduced: 6)
    @preconcurrency
    public func single(_ predicate: @escaping @Sendable (Element) throws -> Bool) -> Observable<Element> {
        // Swift 5 form: this body, with plain closures.
        let source = asObservable()
        return ClosureProducer { observer in
            let sink = SingleSink(predicate: predicate, observer: observer)
            sink.setSubscription(source.subscribeHandler(sink.on))
            return sink
        }
    }
}

@usableFromInline
final class SingleSink<Element>: Sink<Element>, ElementHandlingSink, @unchecked Sendable {
    @usableFromInline let predicate: (Element) throws -> Bool
    @usableFromInline @exclusivity(unchecked) var found = false

    @inlinable
    init(predicate: @escaping (Element) throws -> Bool, observer: @escaping (Event<Element>) -> Void) {
        self.predicate = predicate
        super.init(observer: observer)
    }

    @inlinable
    func onNext(_ element: Element) {
        if isDisposed {
            return
        }
        let matches: Bool
        do {
            matches = try predicate(element)
        } catch {
            forwardError(error)
            return
        }
        if !matches {
            return
        }
        if found {
            forwardError(RxError.moreThanOneElement)
            return
        }
        found = true
        forwardOn(.next(element))
    }

    @inlinable @inline(never)
    func onCompleted() {
        if found {
            forwardCompletion()
        } else {
            forwardError(RxError.noElements)
        }
    }
}
