/// A sequence of the elements that share one key, as produced by `groupBy(keySelector:)`.
public struct GroupedObservable<Key, Element>: ObservableType {
    /// The key every element of this group shares.
    public let key: Key

    @usableFromInline let source: Observable<Element>

    /// Creates a group with `key` whose elements come from `source`.
    public init(key: Key, source: Observable<Element>) {
        self.key = key
        self.source = source
    }

    /// Subscribes `observer` to the group's elements.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        source.subscribe(observer)
    }

    /// The group's elements as a plain `Observable`.
    public func asObservable() -> Observable<Element> {
        source
    }
}

// Checked: the key and the group's `Observable`.
extension GroupedObservable: Sendable where Key: Sendable {}
