/// The key of an entry in a `Bag`.
@usableFromInline
struct BagKey: Hashable, Sendable {
    @usableFromInline let rawValue: UInt64

    @inlinable init(rawValue: UInt64) { self.rawValue = rawValue }
}

/// An insertion-ordered collection whose entries are removed by the key `insert` returned.
///
/// Subjects keep their observers in one; the entries are a contiguous array so delivery
/// iterates a snapshot with no hashing.
@usableFromInline
struct Bag<Element> {
    @usableFromInline var nextKey: UInt64 = 0
    @usableFromInline var entries = ContiguousArray<(key: BagKey, value: Element)>()

    @inlinable init() {}

    @inlinable var count: Int { entries.count }
    @inlinable var isEmpty: Bool { entries.isEmpty }

    /// Adds `element`; returns the key that removes it.
    @inlinable
    mutating func insert(_ element: Element) -> BagKey {
        let key = BagKey(rawValue: nextKey)
        nextKey &+= 1
        entries.append((key, element))
        return key
    }

    /// Removes and returns the entry for `key`, if present.
    @inlinable
    @discardableResult
    mutating func removeKey(_ key: BagKey) -> Element? {
        guard let index = entries.firstIndex(where: { $0.key == key }) else { return nil }
        return entries.remove(at: index).value
    }

    /// Replaces the element stored under `key`, keeping its place; returns the replaced
    /// element, or `nil` (storing nothing) if `key` is not in the bag.
    @inlinable
    mutating func replaceValue(forKey key: BagKey, with element: Element) -> Element? {
        guard let index = entries.firstIndex(where: { $0.key == key }) else { return nil }
        defer { entries[index].value = element }
        return entries[index].value
    }

    /// Removes every entry.
    @inlinable
    mutating func removeAll() {
        entries.removeAll()
    }

    /// Calls `body` with every element, in insertion order.
    @inlinable
    func forEach(_ body: (Element) throws -> Void) rethrows {
        for entry in entries {
            try body(entry.value)
        }
    }
}
