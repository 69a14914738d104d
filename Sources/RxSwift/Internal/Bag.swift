/// The key of an entry in a `Bag`.
@usableFromInline
struct BagKey: Hashable, Sendable {
    @usableFromInline let rawValue: UInt64

    @inlinable init(rawValue: UInt64) { self.rawValue = rawValue }
}

/// An insertion-ordered collection whose entries are removed by the key `insert` returned.
///
/// Subjects keep their observers in one; the entries are a contiguous array so delivery
/// iterates a snapshot with no hashing. Keys are handed out in increasing order, so the array
/// is sorted by key and an entry is found by binary search. Removing an entry from the middle
/// leaves a hole (a `nil` value) rather than shifting the entries after it; the holes are
/// squeezed out once they outnumber the entries, so removal costs O(log n) amortised in any
/// order, and readers of `entries` skip the holes.
///
/// An entry inserted into an empty bag is kept inline, outside the array, until a second one
/// arrives: a subject with one observer, the common case, allocates no array and delivers
/// without iterating one.
@usableFromInline
struct Bag<Element> {
    @usableFromInline var nextKey: UInt64 = 0
    /// The bag's only entry, when it was inserted into an empty bag and no other has been
    /// inserted since; `entries` is then empty.
    @usableFromInline var inlineEntry: (key: BagKey, value: Element)?
    /// The entries in insertion order, holes included; never ends with a hole. Empty while the
    /// bag holds no entry or only its inline one.
    @usableFromInline var entries = ContiguousArray<(key: BagKey, value: Element?)>()
    /// The number of entries that are not holes, the inline one included.
    @usableFromInline var liveCount = 0

    @inlinable init() {}

    @inlinable var count: Int { liveCount }
    @inlinable var isEmpty: Bool { liveCount == 0 }

    /// Adds `element`; returns the key that removes it.
    @inlinable
    mutating func insert(_ element: Element) -> BagKey {
        let key = BagKey(rawValue: nextKey)
        nextKey &+= 1
        // An empty bag has an empty array too: the array never ends with a hole.
        if liveCount == 0 {
            inlineEntry = (key, element)
        } else {
            if let moved = inlineEntry {
                inlineEntry = nil
                entries.append((moved.key, moved.value))
            }
            entries.append((key, element))
        }
        liveCount += 1
        return key
    }

    /// The entries as they are now, for use after the lock guarding the bag is dropped.
    @inlinable
    var snapshot: BagSnapshot<Element> {
        if let entry = inlineEntry { return .one(entry.value) }
        return entries.isEmpty ? .none : .several(entries)
    }

    /// The position of the live entry stored under `key` in `entries`, if any.
    @inlinable
    func position(of key: BagKey) -> Int? {
        let count = entries.count
        guard count > 0 else { return nil }
        // The newest entry first: a single subscriber, and disposal in reverse order.
        if entries[count - 1].key == key { return count - 1 }
        let first = entries[0].key.rawValue
        guard key.rawValue >= first else { return nil }
        // Keys grow by at least one per position, so `key` sits at this position or before it;
        // exactly there when no hole was squeezed out before it.
        var high = Int(clamping: key.rawValue - first)
        if high >= count - 1 {
            high = count - 1
        } else if entries[high].key == key {
            return entries[high].value == nil ? nil : high
        }
        var low = 0
        while low < high {
            let middle = low + (high - low) / 2
            if entries[middle].key.rawValue < key.rawValue {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return entries[low].key == key && entries[low].value != nil ? low : nil
    }

    /// Removes and returns the entry for `key`, if present.
    @inlinable
    @discardableResult
    mutating func removeKey(_ key: BagKey) -> Element? {
        if let entry = inlineEntry {
            guard entry.key == key else { return nil }
            inlineEntry = nil
            liveCount = 0
            return entry.value
        }
        guard let index = position(of: key) else { return nil }
        let removed = entries[index].value
        liveCount -= 1
        if index == entries.count - 1 {
            entries.removeLast()
            // Each hole is dropped here at most once, so this loop is O(1) amortised.
            while !entries.isEmpty && entries[entries.count - 1].value == nil {
                entries.removeLast()
            }
        } else {
            entries[index].value = nil
            // Squeezing out the holes costs the number of entries, paid for by the removals
            // that made more holes than live entries.
            if entries.count > 2 * liveCount {
                entries.removeAll { $0.value == nil }
            }
        }
        return removed
    }

    /// Replaces the element stored under `key`, keeping its place; returns the replaced
    /// element, or `nil` (storing nothing) if `key` is not in the bag.
    @inlinable
    mutating func replaceValue(forKey key: BagKey, with element: Element) -> Element? {
        if let entry = inlineEntry {
            guard entry.key == key else { return nil }
            inlineEntry = (key, element)
            return entry.value
        }
        guard let index = position(of: key) else { return nil }
        defer { entries[index].value = element }
        return entries[index].value
    }

    /// Removes every entry.
    @inlinable
    mutating func removeAll() {
        inlineEntry = nil
        entries.removeAll()
        liveCount = 0
    }

    /// Calls `body` with every element, in insertion order.
    @inlinable
    func forEach(_ body: (Element) throws -> Void) rethrows {
        if let entry = inlineEntry {
            try body(entry.value)
        }
        for entry in entries {
            if let value = entry.value {
                try body(value)
            }
        }
    }
}

/// A copy of a bag's entries: none, its inline entry, or its array (holes included).
@usableFromInline
enum BagSnapshot<Element> {
    /// The bag was empty.
    case none
    /// The bag's inline entry, its only one.
    case one(Element)
    /// The bag's entries in insertion order, with the holes of removed entries as `nil`.
    case several(ContiguousArray<(key: BagKey, value: Element?)>)
}
