extension ObservableType {
    /// The sequence as a `Single`: its one element, delivered when it completes.
    ///
    /// Completing without an element fails with `RxError.noElements`; a second element fails
    /// at once with `RxError.moreThanOneElement`.
    @inlinable
    public func asSingle() -> Single<Element> {
        Single(raw: atMostOneElement(of: asObservable(), requiresElement: true))
    }
}

/// The sequence behind `asSingle()` and `asMaybe()`: the one element of `source` (if any),
/// delivered when it completes. Completing empty fails with `RxError.noElements` when
/// `requiresElement`; a second element fails at once with `RxError.moreThanOneElement`.
@inlinable
func atMostOneElement<Element>(of source: Observable<Element>, requiresElement: Bool) -> Observable<Element> {
    ClosureProducer { observer in
        let sink = AtMostOneElementSink(requiresElement: requiresElement, observer: observer)
        sink.setSubscription(source.subscribeHandler(sink.on))
        return sink
    }
}

/// The sink of `asSingle` and `asMaybe`: holds the element until completion; events arrive
/// serialized, so the stored element needs no lock.
@usableFromInline
final class AtMostOneElementSink<Element>: Sink<Element>, ElementHandlingSink, @unchecked Sendable {
    /// Whether completing without an element is an error (`asSingle`) or not (`asMaybe`).
    @usableFromInline let requiresElement: Bool
    @usableFromInline @exclusivity(unchecked) var element: Element?

    @inlinable
    init(requiresElement: Bool, observer: @escaping (Event<Element>) -> Void) {
        self.requiresElement = requiresElement
        super.init(observer: observer)
    }

    @inlinable
    func onNext(_ element: Element) {
        if self.element != nil {
            forwardError(RxError.moreThanOneElement)
            return
        }
        self.element = element
    }

    @inlinable @inline(never)
    func onCompleted() {
        if let element {
            forwardOn(.next(element))
            forwardCompletion()
        } else if requiresElement {
            forwardError(RxError.noElements)
        } else {
            forwardCompletion()
        }
    }
}
