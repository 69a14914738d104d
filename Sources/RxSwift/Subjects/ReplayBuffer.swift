/// The elements a `ReplaySubject` keeps for new subscribers, oldest first.
///
/// Bounded buffers are a ring of `limit` slots: once full, a new element overwrites the oldest
/// one, so recording an element never allocates after the ring has filled.
@usableFromInline
struct ReplayBuffer<Element> {
    @usableFromInline var storage = ContiguousArray<Element>()
    /// The index of the oldest element once a bounded ring is full; otherwise 0.
    @usableFromInline var oldestIndex = 0
    /// The most elements kept; `nil` keeps all of them.
    @usableFromInline let limit: Int?

    @inlinable
    init(limit: Int?) {
        self.limit = limit
    }

    @inlinable var count: Int { storage.count }

    /// Records `element`; returns the element it pushed out of a full bounded buffer, so the
    /// caller can release it outside its lock.
    @inlinable
    mutating func append(_ element: Element) -> Element? {
        guard let limit else {
            storage.append(element)
            return nil
        }
        if storage.count < limit {
            storage.append(element)
            return nil
        }
        if limit == 0 {
            return element
        }
        let dropped = storage[oldestIndex]
        storage[oldestIndex] = element
        oldestIndex += 1
        if oldestIndex == limit {
            oldestIndex = 0
        }
        return dropped
    }

    /// The recorded elements, oldest first.
    @inlinable
    var elements: ContiguousArray<Element> {
        if oldestIndex == 0 {
            return storage
        }
        var ordered = ContiguousArray<Element>()
        ordered.reserveCapacity(storage.count)
        ordered.append(contentsOf: storage[oldestIndex...])
        ordered.append(contentsOf: storage[..<oldestIndex])
        return ordered
    }
}
