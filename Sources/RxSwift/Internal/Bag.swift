/// The key of an entry in a `Bag`.
@usableFromInline
struct BagKey: Hashable, Sendable {
    @usableFromInline let rawValue: UInt64

    @inlinable init(rawValue: UInt64) { self.rawValue = rawValue }
}

/// An insertion-ordered collection whose entries are removed by the key `insert` returned.
///
/// Subjects keep their observers in one; the elements are a contiguous array so delivery
/// iterates a snapshot with no hashing. Keys are handed out in increasing order and kept in an
/// array of their own beside the elements, so they are sorted and an entry is found by binary
/// search over plain integers: reading a key never copies (and retains) the element beside it.
/// Removing an entry from the middle leaves a hole (its key marked, its element `nil`) rather
/// than shifting the entries after it; the holes are squeezed out once they outnumber the
/// entries, so removal costs O(log n) amortised in any order, and readers of `values` skip the
/// holes.
///
/// An entry inserted into an empty bag is kept inline, outside the arrays, until a second one
/// arrives: a subject with one observer, the common case, allocates no array and delivers
/// without iterating one.
@usableFromInline
struct Bag<Element> {
    /// Set in a key of `keys` whose entry was removed. Keys count up from zero, one an insert,
    /// and never reach it.
    @inlinable static var holeBit: UInt64 { 1 << 63 }

    @usableFromInline var nextKey: UInt64 = 0
    /// The key and element of the bag's only entry, when it was inserted into an empty bag and
    /// no other has been inserted since (`hasInlineEntry`); the arrays are then empty. Kept
    /// apart, so that comparing the key never copies the element.
    @usableFromInline var inlineKey = BagKey(rawValue: 0)
    @usableFromInline var inlineValue: Element?
    /// The raw keys of the entries in insertion (so increasing) order, holes included, with
    /// `holeBit` set for a hole. Parallel to `values`.
    @usableFromInline var keys = ContiguousArray<UInt64>()
    /// The elements in insertion order, `nil` for a hole; never ends with a hole. Empty while
    /// the bag holds no entry or only its inline one.
    @usableFromInline var values = ContiguousArray<Element?>()
    /// The number of entries that are not holes, the inline one included.
    @usableFromInline var liveCount = 0

    @inlinable init() {}

    @inlinable var count: Int { liveCount }
    @inlinable var isEmpty: Bool { liveCount == 0 }
    /// Whether the bag's only entry is the inline one: read from two integers, without
    /// inspecting the optional element (for an existential, a call into the runtime).
    @inlinable var hasInlineEntry: Bool { liveCount == 1 && keys.isEmpty }

    /// Adds `element`; returns the key that removes it.
    @inlinable
    mutating func insert(_ element: Element) -> BagKey {
        let key = BagKey(rawValue: nextKey)
        nextKey &+= 1
        // An empty bag has empty arrays too: they never end with a hole.
        if liveCount == 0 {
            inlineKey = key
            inlineValue = element
        } else {
            if keys.isEmpty {
                keys.append(inlineKey.rawValue)
                values.append(inlineValue.take())
            }
            keys.append(key.rawValue)
            values.append(element)
        }
        liveCount += 1
        return key
    }

    /// The entries as they are now, for use after the lock guarding the bag is dropped.
    @inlinable
    var snapshot: BagSnapshot<Element> {
        if hasInlineEntry { return .one(inlineValue.unsafelyUnwrapped) }
        return values.isEmpty ? .none : .several(values)
    }

    /// The position of the live entry stored under `key` in the arrays, if any.
    @inlinable
    func position(of key: BagKey) -> Int? {
        let wanted = key.rawValue
        let hole = Self.holeBit
        return keys.withUnsafeBufferPointer { keys -> Int? in
            let count = keys.count
            guard count > 0 else { return nil }
            // The newest entry first: a single subscriber, and disposal in reverse order. The
            // last entry is never a hole.
            if keys[count - 1] == wanted { return count - 1 }
            let first = keys[0] & ~hole
            guard wanted >= first else { return nil }
            // Keys grow by at least one per position, so `key` sits at this position or before
            // it; exactly there when no hole was squeezed out before it.
            var high = Int(clamping: wanted - first)
            if high >= count - 1 {
                high = count - 1
            } else if keys[high] & ~hole == wanted {
                return keys[high] == wanted ? high : nil
            }
            var low = 0
            while low < high {
                let middle = low + (high - low) / 2
                if keys[middle] & ~hole < wanted {
                    low = middle + 1
                } else {
                    high = middle
                }
            }
            // Equal only when live: a hole's key has `holeBit` set.
            return keys[low] == wanted ? low : nil
        }
    }

    /// Removes and returns the entry for `key`, if present.
    @inlinable
    @discardableResult
    mutating func removeKey(_ key: BagKey) -> Element? {
        if keys.isEmpty {
            guard liveCount == 1, inlineKey == key else { return nil }
            liveCount = 0
            return inlineValue.take()
        }
        guard let index = position(of: key) else { return nil }
        // Read, then assigned through the subscript's setter: moved out through its modify
        // accessor (`take()`, `swap`), the element's write raced, for the thread sanitizer,
        // with a snapshot of the same buffer read and released on another thread.
        let removed = values[index]
        values[index] = nil
        liveCount -= 1
        if index == keys.count - 1 {
            keys.removeLast()
            values.removeLast()
            // Each hole is dropped here at most once, so this loop is O(1) amortised.
            while let last = keys.last, last & Self.holeBit != 0 {
                keys.removeLast()
                values.removeLast()
            }
        } else {
            keys[index] |= Self.holeBit
            // Squeezing out the holes costs the number of entries, paid for by the removals
            // that made more holes than live entries.
            if keys.count > 2 * liveCount {
                squeezeOutHoles()
            }
        }
        return removed
    }

    /// Moves the live entries to the front, in order, and drops the holes after them. The
    /// elements move by swaps, without copies (or retains) of the elements.
    @inlinable
    mutating func squeezeOutHoles() {
        var kept = 0
        let hole = Self.holeBit
        keys.withUnsafeMutableBufferPointer { keys in
            values.withUnsafeMutableBufferPointer { values in
                for index in keys.indices where keys[index] & hole == 0 {
                    if index != kept {
                        keys[kept] = keys[index]
                        values.swapAt(kept, index)
                    }
                    kept += 1
                }
            }
        }
        keys.removeLast(keys.count - kept)
        values.removeLast(values.count - kept)
    }

    /// Replaces the element stored under `key`, keeping its place; returns the replaced
    /// element, or `nil` (storing nothing) if `key` is not in the bag.
    @inlinable
    mutating func replaceValue(forKey key: BagKey, with element: Element) -> Element? {
        var replaced: Element? = element
        if keys.isEmpty {
            guard liveCount == 1, inlineKey == key else { return nil }
            swap(&replaced, &inlineValue)
            return replaced
        }
        guard let index = position(of: key) else { return nil }
        replaced = values[index]
        values[index] = element
        return replaced
    }

    /// Removes every entry.
    @inlinable
    mutating func removeAll() {
        inlineValue = nil
        keys.removeAll()
        values.removeAll()
        liveCount = 0
    }

    /// Calls `body` with every element, in insertion order.
    @inlinable
    func forEach(_ body: (Element) throws -> Void) rethrows {
        if hasInlineEntry, let value = inlineValue {
            try body(value)
        }
        for value in values {
            if let value {
                try body(value)
            }
        }
    }
}

/// A copy of a bag's elements: none, its inline entry, or its array (holes included).
@usableFromInline
enum BagSnapshot<Element> {
    /// The bag was empty.
    case none
    /// The bag's inline entry, its only one.
    case one(Element)
    /// The bag's elements in insertion order, with the holes of removed entries as `nil`.
    case several(ContiguousArray<Element?>)
}
