/// A FIFO queue on a growable ring buffer: O(1) enqueue and dequeue. The capacity is zero or a
/// power of two, so wrapping an index is a mask rather than a division.
@usableFromInline
struct Queue<Element> {
    @usableFromInline var storage: ContiguousArray<Element?>
    @usableFromInline var head = 0
    @usableFromInline var count = 0

    /// Creates an empty queue with room for at least `capacity` elements before it grows.
    @inlinable
    init(capacity: Int = 0) {
        let rounded = capacity <= 0 ? 0 : 1 << (Int.bitWidth - (capacity - 1).leadingZeroBitCount)
        storage = ContiguousArray(repeating: nil, count: rounded)
    }

    @inlinable var isEmpty: Bool { count == 0 }

    /// Adds `element` at the back.
    @inlinable
    mutating func enqueue(_ element: Element) {
        if count == storage.count { grow() }
        storage[(head &+ count) & (storage.count &- 1)] = element
        count &+= 1
    }

    /// Removes and returns the front element, or `nil` when empty.
    @inlinable
    mutating func dequeue() -> Element? {
        guard count > 0 else { return nil }
        let element = storage[head]
        storage[head] = nil
        head = (head &+ 1) & (storage.count &- 1)
        count &-= 1
        return element
    }

    /// The front element, or `nil` when empty.
    @inlinable
    func peek() -> Element? {
        count > 0 ? storage[head] : nil
    }

    @usableFromInline
    mutating func grow() {
        var newStorage = ContiguousArray<Element?>(repeating: nil, count: Swift.max(storage.count * 2, 4))
        for index in 0..<count {
            newStorage[index] = storage[(head &+ index) & (storage.count &- 1)]
        }
        storage = newStorage
        head = 0
    }

    /// Removes every element.
    @inlinable
    mutating func removeAll() {
        storage = []
        head = 0
        count = 0
    }
}

extension Queue: Sequence {
    /// Iterates from front to back without removing.
    @inlinable
    func makeIterator() -> AnyIterator<Element> {
        var index = 0
        let snapshot = self
        return AnyIterator {
            guard index < snapshot.count else { return nil }
            defer { index += 1 }
            return snapshot.storage[(snapshot.head &+ index) & (snapshot.storage.count &- 1)]
        }
    }
}
