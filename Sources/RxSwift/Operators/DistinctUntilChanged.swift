extension ObservableType where Element: Equatable {
    /// Passes on an element only when it differs (`!=`) from the previous element passed on.
    @inlinable
    public func distinctUntilChanged() -> Observable<Element> {
        // The closures use only `Element`'s `Equatable` conformance.
        distinctUntilChanged(assumeSendable { $0 }, comparer: assumeSendable { $0 == $1 })
    }
}

extension ObservableType {
    /// Passes on an element only when its key, given by `keySelector`, differs from the key of
    /// the previous element passed on. An error thrown by `keySelector` ends the sequence.
    @inlinable
    @available(swift, introduced: 6)
    @preconcurrency
    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping @Sendable (Element) throws -> Key) -> Observable<Element> {
        // Swift 5 form: this body, with plain closures.
        // The comparer uses only `Key`'s `Equatable` conformance.
        distinctUntilChanged(keySelector, comparer: assumeSendable { $0 == $1 })
    }

    /// Passes on an element only when `comparer` says it is not equal to the previous element
    /// passed on (`comparer(previous, element)` returns `false`). An error thrown by
    /// `comparer` ends the sequence.
    @inlinable
    @available(swift, introduced: 6)
    @preconcurrency
    public func distinctUntilChanged(_ comparer: @escaping @Sendable (Element, Element) throws -> Bool) -> Observable<Element> {
        // Swift 5 form: this body, with plain closures.
        distinctUntilChanged({ $0 }, comparer: comparer)
    }

    /// Passes on an element only when its key, given by `keySelector`, is not equal, as
    /// decided by `comparer(previousKey, key)`, to the key of the previous element passed on.
    /// An error thrown by either closure ends the sequence.
    @inlinable
    @available(swift, introduced: 6)
    @preconcurrency
    public func distinctUntilChanged<K>(_ keySelector: @escaping @Sendable (Element) throws -> K, comparer: @escaping @Sendable (K, K) throws -> Bool) -> Observable<Element> {
        // Swift 5 form: this body, with plain closures.
        let source = asObservable()
        return ClosureProducer { observer in
            let sink = DistinctUntilChangedSink(keySelector: keySelector, comparer: comparer, observer: observer)
            sink.setSubscription(source.subscribeHandler(sink.on))
            return sink
        }
    }

    /// Passes on an element only when its value at `keyPath` differs from that of the
    /// previous element passed on.
    @inlinable
    public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>) -> Observable<Element> {
        // The closures use only the key path, which is immutable, and `Property`'s `Equatable`
        // conformance.
        distinctUntilChanged(assumeSendable { $0[keyPath: keyPath] }, comparer: assumeSendable { $0 == $1 })
    }
}

@usableFromInline
final class DistinctUntilChangedSink<Element, Key>: Sink<Element>, ElementHandlingSink, @unchecked Sendable {
    @usableFromInline let keySelector: (Element) throws -> Key
    @usableFromInline let comparer: (Key, Key) throws -> Bool
    @usableFromInline @exclusivity(unchecked) var lastKey: Key?

    @inlinable
    init(keySelector: @escaping (Element) throws -> Key, comparer: @escaping (Key, Key) throws -> Bool, observer: @escaping (Event<Element>) -> Void) {
        self.keySelector = keySelector
        self.comparer = comparer
        super.init(observer: observer)
    }

    @inlinable
    func onNext(_ element: Element) {
        let key: Key
        do {
            key = try keySelector(element)
            if let lastKey, try comparer(lastKey, key) {
                return
            }
        } catch {
            forwardError(error)
            return
        }
        lastKey = key
        forwardOn(.next(element))
    }
}
