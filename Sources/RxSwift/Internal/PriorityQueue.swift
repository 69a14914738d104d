/// A binary min-heap: `dequeue` returns the element of highest priority first.
///
/// `hasHigherPriority(a, b)` must be a strict total order for the order of equal-priority
/// elements to be deterministic; callers that need first-in-first-out among equals include an
/// insertion counter in the comparison (as `VirtualTimeScheduler` does).
struct PriorityQueue<Element> {
    private let hasHigherPriority: (Element, Element) -> Bool
    private var elements: [Element] = []

    /// Creates an empty queue ordered by `hasHigherPriority`.
    init(hasHigherPriority: @escaping (Element, Element) -> Bool) {
        self.hasHigherPriority = hasHigherPriority
    }

    /// The number of queued elements.
    var count: Int { elements.count }

    /// Whether the queue is empty.
    var isEmpty: Bool { elements.isEmpty }

    /// The element of highest priority, without removing it.
    func peek() -> Element? {
        elements.first
    }

    /// Adds `element`.
    mutating func enqueue(_ element: Element) {
        elements.append(element)
        siftUp(from: elements.count - 1)
    }

    /// Removes and returns the element of highest priority, or `nil` when empty.
    mutating func dequeue() -> Element? {
        guard !elements.isEmpty else { return nil }
        let last = elements.count - 1
        elements.swapAt(0, last)
        let first = elements.removeLast()
        if !elements.isEmpty {
            siftDown(from: 0)
        }
        return first
    }

    /// Removes every element and returns them, in no particular order.
    mutating func removeAll() -> [Element] {
        let removed = elements
        elements = []
        return removed
    }

    private mutating func siftUp(from index: Int) {
        var child = index
        while child > 0 {
            let parent = (child - 1) / 2
            guard hasHigherPriority(elements[child], elements[parent]) else { return }
            elements.swapAt(child, parent)
            child = parent
        }
    }

    private mutating func siftDown(from index: Int) {
        var parent = index
        let count = elements.count
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var highest = parent
            if left < count && hasHigherPriority(elements[left], elements[highest]) {
                highest = left
            }
            if right < count && hasHigherPriority(elements[right], elements[highest]) {
                highest = right
            }
            if highest == parent { return }
            elements.swapAt(parent, highest)
            parent = highest
        }
    }
}
