import Foundation
import RxSwift

/// An observer that records every event it receives.
final class RelayEventRecorder<Element>: ObserverType, @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [Event<Element>] = []

    func on(_ event: Event<Element>) {
        lock.lock()
        recorded.append(event)
        lock.unlock()
    }

    /// The events received so far, as `next(1)`, `completed`, `error(...)`.
    var descriptions: [String] {
        lock.lock()
        defer { lock.unlock() }
        return recorded.map(\.debugDescription)
    }

    /// The elements received so far.
    var elements: [Element] {
        lock.lock()
        defer { lock.unlock() }
        return recorded.compactMap(\.element)
    }
}
