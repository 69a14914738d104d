import Foundation
import RxSwift

/// An observer that records every event it receives, from any thread.
final class SubjectEventRecorder<Element>: ObserverType, @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [Event<Element>] = []

    func on(_ event: Event<Element>) {
        lock.lock()
        recorded.append(event)
        lock.unlock()
    }

    /// The events received so far.
    var events: [Event<Element>] {
        lock.lock()
        defer { lock.unlock() }
        return recorded
    }

    /// The events received so far, as `next(1)`, `completed`, `error(...)`.
    var descriptions: [String] {
        events.map(\.debugDescription)
    }

    /// The elements received so far.
    var elements: [Element] {
        events.compactMap(\.element)
    }
}

/// The error the subject tests send.
struct SubjectTestError: Error, Equatable {
    let code: Int
}

/// Moves a value into a `@Sendable` closure in tests that synchronize it themselves.
struct SubjectTestBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// Whether `event` is an `error(RxError.disposed(object:))` naming `object`.
func isDisposedError<Element>(_ event: Event<Element>?, of object: AnyObject) -> Bool {
    guard case .error(let error)? = event, case RxError.disposed(let disposedObject)? = error as? RxError else {
        return false
    }
    return disposedObject === object
}
